// What every command implementation receives: its arguments, its options merged with the global ones
// (--profile, --json), and the answer it gives back (an exit code; 0 when it returns nothing).
import type { ExitCode } from './exit-codes.ts';

export interface GlobalOptions {
  profile: string;
  json?: boolean;
}

export interface CommandContext<Options = Record<string, unknown>> {
  args: readonly unknown[];
  options: Options & GlobalOptions;
}

// biome-ignore lint/suspicious/noConfusingVoidType: a command that finished normally returns nothing.
export type CommandResult = ExitCode | void;

export type CommandRun<Options = Record<string, unknown>> = (
  context: CommandContext<Options>,
) => Promise<CommandResult>;
