// What the log may say about an error. A failed SQL statement must never reach the log with its
// parameters: Drizzle's message is "Failed query: <sql> params: <values>", and PostgreSQL's own message
// and detail quote values too ("Key (phone)=(0912...) already exists", "invalid input syntax ...: "x"").
// So a database error is logged as its SQLSTATE and the names of the schema objects involved, nothing
// the caller typed; any other error keeps its message and stack (our own code wrote those).
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseFailure {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/** The database error in `error`'s cause chain (Drizzle wraps the driver's error), or null. */
export function databaseErrorOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as DatabaseFailure & { name?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

const isDrizzleQueryError = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { name?: unknown }).name === 'DrizzleQueryError');

/** Stack frames only: the first line of a stack repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

const nameOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

export interface ErrorSummary {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** pino serializer for `err`: every `log.x({ err })` of the API goes through it. */
export function safeErrorSummary(error: unknown): ErrorSummary {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const err = error as Error & { code?: unknown; statusCode?: unknown };
  const database = databaseErrorOf(error);
  if (database || isDrizzleQueryError(error)) {
    const sqlstate = nameOf(database?.code);
    return {
      type: 'DatabaseError',
      message: `database error ${sqlstate ?? '(no SQLSTATE)'}: query and parameters withheld`,
      sqlstate,
      constraint: nameOf(database?.constraint),
      table: nameOf(database?.table),
      column: nameOf(database?.column),
      routine: nameOf(database?.routine),
      stack: framesOf(err.stack),
    };
  }
  return {
    type: err.name,
    message: String(err.message),
    code: err.code,
    statusCode: err.statusCode,
    stack: err.stack ?? '',
  };
}
