// State machines as tables (issue 18). Each machine that moves money or confirms work is one list of
// rows: from-state, transition name, to-state, the roles allowed and the side effects named. The API
// reads its row and makes the move as one compare-and-set (UPDATE ... WHERE status = from) that decides
// from the row it moved; the console offers only the rows a role has; the race suite on PostgreSQL is
// generated from the pairs of rows that leave one state.
import type { RoleValue } from './roles.ts';

export interface Transition<S extends string | number, M extends string> {
  readonly from: S;
  readonly move: M;
  readonly to: S;
  /** Who may make the move by hand (a system move, made inside another one, lists none). */
  readonly roles: readonly RoleValue[];
  /** What else the move does in its transaction, by name (ledger entries, pass months, cards). */
  readonly effects: readonly string[];
}

export type Machine<S extends string | number, M extends string> = readonly Transition<S, M>[];

/** The row of `move` from `from`, or undefined when the table has none (the move is refused). */
export function transitionOf<S extends string | number, M extends string>(
  machine: Machine<S, M>,
  move: M,
  from: S,
): Transition<S, M> | undefined {
  return machine.find((t) => t.move === move && t.from === from);
}

/** May `role` make `move` from `from`? */
export function roleMayMove<S extends string | number, M extends string>(
  machine: Machine<S, M>,
  role: number,
  move: M,
  from: S,
): boolean {
  return (transitionOf(machine, move, from)?.roles as readonly number[] | undefined)?.includes(role) ?? false;
}

/** Every unordered pair of rows leaving one state (a row with itself included): what can race. */
export function racingPairs<S extends string | number, M extends string>(
  machine: Machine<S, M>,
): Array<[Transition<S, M>, Transition<S, M>]> {
  const pairs: Array<[Transition<S, M>, Transition<S, M>]> = [];
  machine.forEach((a, i) => {
    for (const b of machine.slice(i)) if (a.from === b.from) pairs.push([a, b]);
  });
  return pairs;
}

/**
 * The end states the table allows when `moves` are made one after another in some order, from `start`:
 * each move applies when the table has a row for it from the current state, and is refused otherwise.
 * With `staleRefusals` (a move checked against the version its caller read, not under a lock), a move
 * after the first may also be refused because the row moved under it.
 */
export function serialEnds<S extends string | number, M extends string>(
  machine: Machine<S, M>,
  start: S,
  moves: readonly M[],
  options: { staleRefusals?: boolean } = {},
): Set<S> {
  const ends = new Set<S>();
  const walk = (state: S, left: readonly M[], first: boolean) => {
    if (left.length === 0) {
      ends.add(state);
      return;
    }
    left.forEach((move, i) => {
      const rest = [...left.slice(0, i), ...left.slice(i + 1)];
      walk(transitionOf(machine, move, state)?.to ?? state, rest, false);
      if (options.staleRefusals && !first) walk(state, rest, false);
    });
  };
  walk(start, moves, true);
  return ends;
}
