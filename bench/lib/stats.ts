/** The q-quantile (0..1) of the samples, nearest rank; NaN without samples. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}

/** Rounded to `digits` decimals, for results.json. */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
