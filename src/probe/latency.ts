// Page latencies in bounded memory: a histogram of buckets 2 % wide from 0.01 ms to hours, so the
// median and the 95th percentile are known within 2 % and the maximum exactly, whatever the
// number of pages.
const SMALLEST_MS = 0.01;
const GROWTH = 1.02;
const BUCKETS = 1200;

export interface LatencySummary {
  median: number;
  p95: number;
  max: number;
}

export class Latencies {
  private readonly counts = new Uint32Array(BUCKETS);
  private total = 0;
  private largest = 0;

  add(milliseconds: number): void {
    const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.ceil(Math.log(Math.max(milliseconds, SMALLEST_MS) / SMALLEST_MS) / Math.log(GROWTH))));
    this.counts[bucket]!++;
    this.total++;
    this.largest = Math.max(this.largest, milliseconds);
  }

  get count(): number {
    return this.total;
  }

  /** The median, 95th percentile and maximum; undefined before the first. */
  summary(): LatencySummary | undefined {
    if (this.total === 0) return undefined;
    return { median: this.quantile(0.5), p95: this.quantile(0.95), max: this.largest };
  }

  /** The upper edge of the bucket holding the q-th value, never above the maximum. */
  private quantile(q: number): number {
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.counts[bucket]!;
      if (seen >= rank) return Math.min(this.largest, SMALLEST_MS * GROWTH ** bucket);
    }
    return this.largest;
  }
}
