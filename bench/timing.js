// What every benchmark here measures with: the median of rounds, and nanoseconds per call.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Calls `run` `iterations` times; returns nanoseconds per call. @param {() => unknown} run @param {number} iterations */
export function timeBatch(run, iterations) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run();
  return Number(process.hrtime.bigint() - start) / iterations;
}
