// --shard I/N: a stable split of the work over N machines of a CI matrix, so that together they
// do what one run does, each reading about 1/N of the bytes. An NDJSON file of SPLIT_FROM_BYTES or
// more is split by bytes, as Hadoop and Spark split their inputs: shard I reads its range of the
// file and judges the lines that start in it (read-range.ts). Every other input goes whole to one
// shard, the largest first to the shard with the fewest bytes so far. The split depends on the
// inputs' names, order and sizes only: the same command over the same files gives every machine
// the same share.
import { UsageError } from "./output.js";

export interface Shard {
  /** 1 to count. */
  index: number;
  count: number;
}

/**
 * The smallest NDJSON file split by bytes: 64 KiB, a few milliseconds of judging. A smaller one
 * goes whole to one shard: splitting it would save the shards less than starting them costs, and
 * whole files balance as well as ranges of them.
 */
export const SPLIT_FROM_BYTES = 64 * 1024;

/** What a whole input weighs beyond its bytes (opening it, reporting it), so that many small or empty inputs spread too. */
const INPUT_COST_BYTES = 4 * 1024;

/** Bytes `start` (inclusive) to `end` (exclusive; Infinity for the last range, which reads to the end of the file). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One item a shard reads: whole, or the lines that start in a range of its bytes. */
export interface ShardShare<T> {
  item: T;
  range?: ByteRange;
}

/** What the split knows of an item: its size when it is a regular file, and whether it may be split (NDJSON). */
export interface Sized {
  bytes: number | undefined;
  splittable: boolean;
}

export function readShard(text: string): Shard {
  const match = /^([0-9]{1,4})\/([0-9]{1,4})$/.exec(text);
  const [index, count] = match === null ? [NaN, NaN] : [Number(match[1]), Number(match[2])];
  if (!(index >= 1 && index <= count)) throw new UsageError(`--shard ${text}: give I/N with 1 ≤ I ≤ N ≤ 9999, such as 2/4 for the second of four shards`);
  return { index, count };
}

/**
 * What shard `shard` reads of `items`, in their order: of each splittable item of SPLIT_FROM_BYTES
 * or more its range of bytes (left out when empty), and the whole items that fall to it. Without
 * --shard, every item whole.
 */
export function shardShares<T>(shard: Shard | undefined, items: readonly T[], sized: (item: T) => Sized): ShardShare<T>[] {
  if (shard === undefined) return items.map((item) => ({ item }));
  const sizes = items.map(sized);
  const split = sizes.map(({ bytes, splittable }) => shard.count > 1 && splittable && bytes !== undefined && bytes >= SPLIT_FROM_BYTES);
  const mine = wholeItemsOf(
    shard,
    sizes.map(({ bytes }, i) => (split[i] ? undefined : (bytes ?? 0) + INPUT_COST_BYTES)),
  );
  const shares: ShardShare<T>[] = [];
  items.forEach((item, i) => {
    if (split[i]) {
      const range = byteRange(sizes[i]!.bytes!, shard);
      if (range.end > range.start) shares.push({ item, range });
    } else if (mine.has(i)) shares.push({ item });
  });
  return shares;
}

/** Shard I's bytes of a file of `size` bytes: from ⌊size·(I−1)/N⌋ to ⌊size·I/N⌋, the last to the end of the file. */
function byteRange(size: number, { index, count }: Shard): ByteRange {
  const boundary = (k: number) => Math.floor((size * k) / count);
  return { start: boundary(index - 1), end: index === count ? Infinity : boundary(index) };
}

/**
 * The indices of the whole items (their weights given; undefined for an item split) that fall to
 * `shard`: largest first, each to the shard with the least weight so far, the first on a tie.
 */
function wholeItemsOf(shard: Shard, weights: (number | undefined)[]): Set<number> {
  const order = weights.flatMap((weight, i) => (weight === undefined ? [] : [{ weight, i }])).sort((a, b) => b.weight - a.weight || a.i - b.i);
  const loads = new LeastLoaded(shard.count);
  const mine = new Set<number>();
  for (const { weight, i } of order) if (loads.add(weight) === shard.index - 1) mine.add(i);
  return mine;
}

/** The shards' loads as a binary heap, least (then lowest index) on top, so that placing an item costs log N, not N. */
class LeastLoaded {
  private readonly heap: { load: number; index: number }[];

  constructor(count: number) {
    this.heap = Array.from({ length: count }, (_, index) => ({ load: 0, index }));
  }

  /** Adds `weight` to the least loaded shard; returns its index (from 0). */
  add(weight: number): number {
    const top = this.heap[0]!;
    top.load += weight;
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      const smaller = [left, left + 1].filter((child) => child < this.heap.length && this.before(child, at)).sort((a, b) => (this.before(a, b) ? -1 : 1))[0];
      if (smaller === undefined) break;
      [this.heap[at], this.heap[smaller]] = [this.heap[smaller]!, this.heap[at]!];
      at = smaller;
    }
    return top.index;
  }

  private before(a: number, b: number): boolean {
    const x = this.heap[a]!;
    const y = this.heap[b]!;
    return x.load < y.load || (x.load === y.load && x.index < y.index);
  }
}
