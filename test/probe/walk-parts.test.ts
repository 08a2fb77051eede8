// The parts of probe's walk that hold state: the ids met (bounded memory, no false repeat among
// a million ids), the latency histogram (within 2 %), and Retry-After read as a wait.
import { describe, expect, it } from "vitest";
import { IdFingerprints, MAX_IDS, fingerprint } from "../../src/pages/id-fingerprints.js";
import { Latencies } from "../../src/probe/latency.js";
import { retryAfterMs } from "../../src/probe/page-fetcher.js";

describe("ids met", () => {
  it("finds every repeat with the page it was first on, and no repeat among a million different ids", () => {
    const ids = new IdFingerprints();
    let repeats = 0;
    for (let i = 0; i < 1_000_000; i++) if (ids.add(`00000000-0000-4000-8000-${i.toString(16).padStart(12, "0")}`, 1 + Math.floor(i / 100)) !== undefined) repeats++;
    expect(repeats).toBe(0);
    expect(ids.size).toBe(1_000_000);
    expect(ids.add("00000000-0000-4000-8000-000000000000", 9999)).toBe(1);
    expect(ids.add(`00000000-0000-4000-8000-${(999_999).toString(16).padStart(12, "0")}`, 9999)).toBe(10_000);
    expect(ids.size).toBe(1_000_000);
  });

  it("keeps at most MAX_IDS, still finding repeats of those it kept", () => {
    const ids = new IdFingerprints();
    for (let i = 0; i < MAX_IDS + 10; i++) ids.add(String(i), 1);
    expect([ids.size, ids.notKept]).toEqual([MAX_IDS, 10]);
    expect(ids.add("0", 2)).toBe(1);
    expect(ids.add(String(MAX_IDS + 5), 2)).toBeUndefined();
  });

  it("a fingerprint is never the empty slot's, and tells close ids apart", () => {
    expect(fingerprint("a")).not.toEqual(fingerprint("b"));
    expect(fingerprint("ab")).not.toEqual(fingerprint("ba"));
    expect(fingerprint("")).not.toEqual([0, 0]);
  });
});

describe("latencies", () => {
  it("gives the median and 95th percentile within 2 %, and the maximum exactly", () => {
    const latencies = new Latencies();
    expect(latencies.summary()).toBeUndefined();
    for (let ms = 1; ms <= 1000; ms++) latencies.add(ms);
    const { median, p95, max } = latencies.summary()!;
    expect(median / 500).toBeGreaterThanOrEqual(0.98);
    expect(median / 500).toBeLessThanOrEqual(1.02);
    expect(p95 / 950).toBeGreaterThanOrEqual(0.98);
    expect(p95 / 950).toBeLessThanOrEqual(1.02);
    expect(max).toBe(1000);
  });

  it("one latency is every quantile", () => {
    const latencies = new Latencies();
    latencies.add(3.3);
    expect(latencies.summary()).toEqual({ median: 3.3, p95: 3.3, max: 3.3 });
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates; anything else is no answer", () => {
    const now = Date.parse("2026-11-24T10:00:00Z");
    expect(retryAfterMs("5", now)).toBe(5000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Tue, 24 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Tue, 24 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("-5", now)).toBeUndefined();
  });
});
