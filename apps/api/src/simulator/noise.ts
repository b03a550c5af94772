// The demo's deterministic randomness: the same demo at every start and every seed.

/** A deterministic pseudo-random in [0, 1) per seed (per bus and draw in the simulator). */
export function noise(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}
