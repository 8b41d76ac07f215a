/**
 * Equal-power fades (decision 015): a level moves along a quarter sine, so that a song fading
 * out at cos and the next fading in at sin keep their summed power constant — no dip in
 * the middle of a crossfade, as a linear fade of two uncorrelated songs would make.
 */

const phaseOf = (level: number) => Math.asin(Math.min(1, Math.max(0, level)));

/** The level at `progress` (0–1) of a fade from `from` to `to` (levels 0–1). */
export function equalPowerLevel(from: number, to: number, progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  const [start, end] = [phaseOf(from), phaseOf(to)];
  return Math.sin(start + (end - start) * t);
}

/** `points` levels along the fade, the last one at `to` (for a piecewise automation). */
export function equalPowerSteps(from: number, to: number, points: number): number[] {
  return Array.from({ length: points }, (_, i) => equalPowerLevel(from, to, (i + 1) / points));
}
