// The ids a walk has met, in bounded memory: each id is kept as a 64-bit fingerprint (two 32-bit
// hashes: FNV-1a and a multiply-xorshift one) with the page it was on, 12 bytes a slot in typed
// arrays, the table at most half full (a million ids: 2²¹ slots, 24 MB). Past
// MAX_IDS the ids of later records are not kept (they are still looked up), so memory stays
// below 100 MB whatever the list's length. Two different ids share a fingerprint with a
// probability of about n² / 2⁶⁵ (3 in 100 million for a million ids). No library keeps
// fingerprints in flat typed arrays; a Set of strings costs 5 to 10 times the memory.

/** The most ids kept: the table then has 2²³ slots (96 MB). */
export const MAX_IDS = 1 << 22;
const FIRST_SLOTS = 1 << 10;

export class IdFingerprints {
  private high = new Uint32Array(FIRST_SLOTS);
  private low = new Uint32Array(FIRST_SLOTS);
  private pages = new Uint32Array(FIRST_SLOTS);
  private count = 0;
  /** Ids met after the table was full: not kept. */
  notKept = 0;

  get size(): number {
    return this.count;
  }

  /** Remembers `id` as met on `page`; the page it was first met on if it was met before. */
  add(id: string, page: number): number | undefined {
    const [high, low] = fingerprint(id);
    const mask = this.high.length - 1;
    for (let slot = low & mask; ; slot = (slot + 1) & mask) {
      if (this.high[slot] === 0 && this.low[slot] === 0) {
        if (this.count >= MAX_IDS) {
          this.notKept++;
          return undefined;
        }
        this.high[slot] = high;
        this.low[slot] = low;
        this.pages[slot] = page;
        this.count++;
        if (this.count * 2 > this.high.length) this.grow();
        return undefined;
      }
      if (this.high[slot] === high && this.low[slot] === low) return this.pages[slot];
    }
  }

  private grow(): void {
    const [high, low, pages] = [this.high, this.low, this.pages];
    this.high = new Uint32Array(high.length * 2);
    this.low = new Uint32Array(high.length * 2);
    this.pages = new Uint32Array(high.length * 2);
    const mask = this.high.length - 1;
    for (let i = 0; i < high.length; i++) {
      if (high[i] === 0 && low[i] === 0) continue;
      let slot = low[i]! & mask;
      while (this.high[slot] !== 0 || this.low[slot] !== 0) slot = (slot + 1) & mask;
      this.high[slot] = high[i]!;
      this.low[slot] = low[i]!;
      this.pages[slot] = pages[i]!;
    }
  }
}

/** Two 32-bit hashes of the UTF-16 units of `id`; never both 0, which marks an empty slot. */
export function fingerprint(id: string): [number, number] {
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (let i = 0; i < id.length; i++) {
    const unit = id.charCodeAt(i);
    high = Math.imul(high ^ unit, 0x01000193);
    low = Math.imul(low ^ unit, 0x5bd1e995);
    low ^= low >>> 13;
  }
  high >>>= 0;
  low >>>= 0;
  return high === 0 && low === 0 ? [0, 1] : [high, low];
}
