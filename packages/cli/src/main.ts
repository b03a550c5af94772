// The command line proper (busops.ts loads it): parses the command line and runs the chosen command's implementation,
// imported only now. Sets the exit code of README "Exit codes"; commander's own usage errors exit 2.
import { CommanderError } from 'commander';
import type { CommandContext, GlobalOptions } from './context.ts';
import { EXIT } from './exit-codes.ts';
import { addCompletions, buildProgram, type Runner } from './program.ts';

let json = process.argv.includes('--json');

// `busops ls employees | head`: the reader left, which ends the listing, not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

const runner: Runner =
  (load) =>
  async (...args) => {
    // commander passes the arguments, then the options object, then the command itself.
    const command = args.at(-1) as import('commander').Command;
    const options = command.optsWithGlobals() as GlobalOptions & Record<string, unknown>;
    json = Boolean(options.json);
    const { run } = await load();
    const context: CommandContext = { args: args.slice(0, -2), options };
    process.exitCode =
      (await (run as (c: CommandContext) => Promise<number | undefined>)(context)) ?? EXIT.ok;
  };

try {
  const program = buildProgram(runner);
  await addCompletions(program, process.argv.includes('complete'));
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version end here too, with exitCode 0; commander already printed what it had to.
    process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else {
    const { describeFailure, reportFailure } = await import('./failure.ts');
    const failure = describeFailure(error);
    reportFailure(failure, json);
    process.exitCode = failure.exitCode;
  }
}
