// A guard against a V8 crash under PGlite (nodejs/node#64500, electric-sql/pglite#1053): freeing compiled
// WebAssembly code can abort the whole process with `Check failed: jit_page_->allocations_.erase(addr) == 1`
// (V8's registry of code pages no longer knows the address). Seen once in this project's CI (2026-11-28,
// a test worker running PGlite): the stack was a wasm-to-JS import wrapper's tier-up
// (Runtime_TierUpWasmToJSWrapper) freeing the wrapper it replaced (WasmImportWrapperCache::Free ->
// WasmCodeAllocator::FreeCode). No Node release fixes it. So, before the first PGlite instance, the two
// ways V8 frees wasm code while a process runs are turned off: the wrappers never tier up (they stay on
// the generic wrapper, budget at its maximum) and dead wasm code is not collected (it stays allocated:
// PGlite's code is a few MB). Measured: 4,000 inserts twice on a fresh PGlite, 3.1 s with or without them.
import v8 from 'node:v8';

let applied = false;

export function applyPgliteV8Flags(): void {
  if (applied) return;
  applied = true;
  v8.setFlagsFromString('--no-wasm-code-gc');
  v8.setFlagsFromString('--wasm-wrapper-tiering-budget=2147483647');
}
