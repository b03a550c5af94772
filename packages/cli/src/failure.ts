// Turns whatever a command threw into its message on stderr and its exit code. The SDK's ApiError
// already carries the Vietnamese message the API wrote (product-spec §8), so it is printed as is.
import { ApiError, NetworkError, TimeoutError, UnauthorizedError, ValidationError } from '@busops/sdk';
import { CliError, EXIT, type ExitCode } from './exit-codes.ts';

export interface Failure {
  exitCode: ExitCode;
  message: string;
  /** The API's error code (CHECK_ROLE, CONFLICT...) or the command line's own kind. */
  errorCode: string;
  status?: number;
  fields?: readonly { field: string; message: string }[];
}

export function describeFailure(error: unknown): Failure {
  if (error instanceof CliError) {
    return { exitCode: error.exitCode, message: error.message, errorCode: codeName(error.exitCode) };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return { exitCode: EXIT.network, message: error.message, errorCode: error.errorCode ?? 'NETWORK' };
  }
  if (error instanceof ApiError) {
    const exitCode = error instanceof UnauthorizedError ? EXIT.auth : EXIT.refused;
    return {
      exitCode,
      message: error.message,
      errorCode: error.errorCode ?? `HTTP_${error.status}`,
      status: error.status,
      ...(error instanceof ValidationError ? { fields: error.fields } : {}),
    };
  }
  // A defect of the command line itself, or a file system error (ENOENT on an input file...).
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
    return { exitCode: EXIT.usage, message, errorCode: code };
  }
  return { exitCode: EXIT.refused, message, errorCode: 'INTERNAL' };
}

function codeName(exitCode: ExitCode): string {
  return exitCode === EXIT.auth ? 'NOT_SIGNED_IN' : exitCode === EXIT.usage ? 'USAGE' : 'FAILED';
}

/** Writes the failure: a line (and one per field at fault), or a JSON object with `--json`. */
export function reportFailure(failure: Failure, json: boolean): void {
  if (json) {
    process.stderr.write(`${JSON.stringify({ error: failure })}\n`);
    return;
  }
  process.stderr.write(`Lỗi: ${failure.message}\n`);
  for (const f of failure.fields ?? []) process.stderr.write(`  ${f.field}: ${f.message}\n`);
}
