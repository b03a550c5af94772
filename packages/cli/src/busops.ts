// The `busops` executable's entry: turns on Node's compile cache (V8 code cache of commander and the
// definitions, kept in the system temp directory) before anything else is loaded, then runs main.ts.
// Every later start skips compiling them again (README "Cold start").
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
await import('./main.ts');
