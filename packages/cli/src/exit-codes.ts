// The exit codes of `busops` (README "Exit codes"): a script can tell a refusal from a typo, an expired
// sign-in or a dead network without reading the message.
export const EXIT = {
  ok: 0,
  /** The API refused or failed (4xx other than 401, 5xx): its Vietnamese message is on stderr. */
  refused: 1,
  /** Wrong use of the command line: unknown command or option, bad value, unreadable input file. */
  usage: 2,
  /** Not signed in, session ended, key revoked (401), or no such profile. */
  auth: 3,
  /** The API could not be reached or did not answer in time. */
  network: 4,
  /** Done in part: some rows of a batch were refused (listed on stderr, or in the --json answer). */
  partial: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the command line itself detects (bad input, missing profile): message and exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
export const authError = (message: string) => new CliError(message, EXIT.auth);
