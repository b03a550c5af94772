// valtio request state with the spec §4 semantics, shared by every list and single-record form.
import { readErrorMessage } from '@busops/sdk';
import type { operations } from '@busops/sdk/schema';
import { proxy } from 'valtio';
import { errorMessage, toastError } from './toasts';

type OkBody<K extends keyof operations> = operations[K] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** The contract's list operations: those whose 200 answer is a page (`items` and `total`). */
export type ListOperationId = {
  [K in keyof operations]: OkBody<K> extends { items: unknown[]; total: number } ? K : never;
}[keyof operations];

/** The page a list operation answers, as the contract declares it: `Page<'listCompanies'>`. */
export type Page<K extends ListOperationId> = OkBody<K>;

export interface ListState<TItem, TCriteria> {
  requesting: boolean;
  /** The payload's error message of the last failed load (spec §8: list failures store the error field). */
  error: string | null;
  items: TItem[];
  total: number;
  /** Last criteria sent; reload() repeats them (after every save or delete, spec §4). */
  criteria: TCriteria;
  /** The criteria the store was created with: a list's URL writes only what differs from them. */
  readonly defaults: TCriteria;
  load(criteria?: TCriteria): Promise<void>;
  reload(): Promise<void>;
  /**
   * Loads the current criteria unless a load of the same criteria started less than `maxAgeMs` ago (still
   * in flight or done): route entry starts the request and the screen's mount reuses it, so a navigation
   * sends exactly one list request. reload() and load() always send.
   */
  loadFresh(maxAgeMs?: number): Promise<void>;
}

export interface StoreOptions {
  /** Every failed call shows an error toast with its own message (spec §8); tests pass a no-op. */
  onError?: (error: unknown) => void;
}

export function createListStore<TItem, TCriteria>(
  /** Any contract page whose items are TItem (`Page<'listCompanies'>`): the store reads only these two. */
  fetchPage: (criteria: TCriteria) => Promise<{ items: TItem[]; total: number }>,
  initialCriteria: TCriteria,
  options: StoreOptions = {},
): ListState<TItem, TCriteria> {
  const onError = options.onError ?? toastError;
  let sequence = 0;
  let last: { key: string; at: number; promise: Promise<void> } | null = null;
  const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
  const state: ListState<TItem, TCriteria> = proxy({
    requesting: false,
    error: null as string | null,
    items: [] as TItem[],
    total: 0,
    criteria: initialCriteria,
    defaults: { ...initialCriteria },
    load(criteria?: TCriteria) {
      const next = criteria ?? state.criteria;
      const promise = run(next);
      last = { key: JSON.stringify(next), at: now(), promise };
      return promise;
    },
    reload() {
      return state.load(state.criteria);
    },
    loadFresh(maxAgeMs = 2000) {
      if (last && last.key === JSON.stringify(state.criteria) && now() - last.at < maxAgeMs) {
        return last.promise;
      }
      return state.load(state.criteria);
    },
  });

  async function run(next: TCriteria): Promise<void> {
    const current = ++sequence;
    state.criteria = next;
    state.requesting = true;
    state.error = null;
    try {
      const page = await fetchPage(next);
      if (current !== sequence) return; // a newer load won
      state.items = page.items;
      state.total = page.total;
    } catch (error) {
      if (current !== sequence) return;
      state.error = errorMessage(error);
      state.items = [];
      state.total = 0;
      onError(error);
    } finally {
      if (current === sequence) state.requesting = false;
    }
  }
  return state;
}

export interface FormState<TData> {
  requesting: boolean;
  done: boolean;
  /** The whole error payload (ApiError.body when present) of the last failure (spec §4). */
  error: unknown;
  data: TData | null;
  /** Runs a create/update/delete; resolves to its answer, or undefined when it failed. */
  run<T>(mutation: () => Promise<T>): Promise<T | undefined>;
  /** reset_form: back to the initial state. */
  reset(): void;
}

function errorPayload(error: unknown): unknown {
  if (error && typeof error === 'object' && 'body' in error && error.body != null) return error.body;
  return error;
}

export function createFormStore<TData>(options: StoreOptions = {}): FormState<TData> {
  const onError = options.onError ?? toastError;
  const state: FormState<TData> = proxy({
    requesting: false,
    done: false,
    error: null as unknown,
    data: null as TData | null,
    async run<T>(mutation: () => Promise<T>) {
      state.requesting = true;
      state.done = false;
      state.error = null;
      try {
        const answer = await mutation();
        if (answer !== undefined) state.data = answer as unknown as TData; // create success keeps the returned record
        return answer;
      } catch (error) {
        state.error = errorPayload(error);
        state.data = null;
        onError(error);
        return undefined;
      } finally {
        state.requesting = false;
        state.done = true;
      }
    },
    reset() {
      state.requesting = false;
      state.done = false;
      state.error = null;
      state.data = null;
    },
  });
  return state;
}

/** The Vietnamese message of a form error (an ApiError, or the payload stored by run()), for a Callout. */
export function formErrorMessage(error: unknown): string | null {
  if (error == null) return null;
  if (typeof error === 'string') return error;
  if (error instanceof Error) return errorMessage(error);
  return readErrorMessage(error); // spec §8 reading order: error, errorCode+message, errors, message...
}

/**
 * Runs a mutation through a form store (spec §4 transitions, error toast) and rethrows its failure, for
 * callers that must keep the error shown (FormDialog keeps the dialog open with the server's message).
 */
export async function runOrThrow<TData, T>(form: FormState<TData>, mutation: () => Promise<T>): Promise<T> {
  let failure: { error: unknown } | null = null;
  const answer = await form.run(async () => {
    try {
      return await mutation();
    } catch (error) {
      failure = { error };
      throw error;
    }
  });
  if (failure) throw (failure as { error: unknown }).error;
  return answer as T;
}
