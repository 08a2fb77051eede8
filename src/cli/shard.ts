// --shard I/N: a stable split of the work over N machines of a CI matrix, so that together they
// do what one run does. Inputs are split by their name, NDJSON files by blocks of lines, pages
// by their number; the same command on every machine gives each the same share.
import { UsageError } from "./output.js";

export interface Shard {
  /** 1 to count. */
  index: number;
  count: number;
}

/** The lines of an NDJSON input that go to one shard together. */
export const SHARD_BLOCK_LINES = 1000;

export function readShard(text: string): Shard {
  const match = /^([0-9]{1,4})\/([0-9]{1,4})$/.exec(text);
  const [index, count] = match === null ? [NaN, NaN] : [Number(match[1]), Number(match[2])];
  if (!(index >= 1 && index <= count)) throw new UsageError(`--shard ${text}: give I/N with 1 ≤ I ≤ N ≤ 9999, such as 2/4 for the second of four shards`);
  return { index, count };
}

/** Whether an input, by its name as given, goes to this shard. */
export function ownsInput(shard: Shard | undefined, name: string): boolean {
  return shard === undefined || hash(name) % shard.count === shard.index - 1;
}

/** Whether line `number` (from 1) of an NDJSON input goes to this shard: by its block of lines. */
export function ownsLine(shard: Shard | undefined, name: string, number: number): boolean {
  return shard === undefined || hash(`${name}\n${Math.floor((number - 1) / SHARD_BLOCK_LINES)}`) % shard.count === shard.index - 1;
}

/** FNV-1a over the UTF-16 units: the same on every machine and Node version. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
