/** The standard normal quantile for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for `successes` out of `trials`: unlike the
 * normal approximation it stays inside [0, 1] and is sound for rates near 0
 * or 1 and for few trials. With no trials, nothing is known: `[0, 1]`.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): [number, number] {
  if (trials === 0) return [0, 1];
  const rate = successes / trials;
  const z2 = z * z;
  const scale = 1 + z2 / trials;
  const center = (rate + z2 / (2 * trials)) / scale;
  const half = (z * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials))) / scale;
  // At 0 or all successes the bound is exactly the rate; rounding must not move it off.
  const low = successes === 0 ? 0 : Math.max(0, center - half);
  const high = successes === trials ? 1 : Math.min(1, center + half);
  return [low, high];
}
