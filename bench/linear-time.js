#!/usr/bin/env node
// npm run bench:linear: what the validators and the NDJSON line reader promise about inputs far
// larger than any real page, as ratios measured in one run (D19): a page's per-record cost at
// 1 000 and 100 000 records, a 10 MB string against a 1 MB one, a line of 8 MB against one of
// 2 MB, and the time to report 100 000 bad records (at most 100 issues, so about constant).
/** @type {typeof import("../src/index.js")} */
const tolerant = await import(new URL("../dist/src/index.js", import.meta.url).href);
/** @type {typeof import("../src/strict.js")} */
const strict = await import(new URL("../dist/src/strict.js", import.meta.url).href);
/** @type {typeof import("../src/cli/lines.js")} */
const { forEachLine } = await import(new URL("../dist/src/cli/lines.js", import.meta.url).href);
import { page } from "./fixtures.js";

/** Best of a few runs, in milliseconds, so a single pause does not decide. @param {() => unknown} run */
async function fastestMs(run, runs = 3) {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

/** A page of `count` copies of one record. @param {number} count @param {unknown} record */
function pageOf(count, record) {
  return { page: 0, pageSize: count, totalCount: count, data: Array.from({ length: count }, () => record) };
}

/** The lines of `bytes` bytes of one line, fed in chunks of 4 KiB. @param {number} bytes */
async function readOneLine(bytes) {
  const text = Buffer.alloc(bytes, 0x61);
  let length = 0;
  async function* chunks() {
    for (let at = 0; at < text.length; at += 4096) yield text.subarray(at, at + 4096);
  }
  await forEachLine(chunks(), 1 << 30, { onLine: (line) => (length = line.length), onBadLine: () => {} });
  if (length !== bytes) throw new Error(`read a line of ${length} bytes, not ${bytes}`);
}

const collector = page("collectors", 1).data[0];
/** @type {[string, string, number][]} */
const rows = [];
for (const [profile, entry] of /** @type {const} */ ([
  ["tolerant", tolerant],
  ["strict", strict],
])) {
  const small = pageOf(1_000, collector);
  const large = pageOf(100_000, collector);
  if (!entry.isCollectorPage(large)) throw new Error("the large page is not valid");
  const perRecordSmall = (await fastestMs(() => entry.isCollectorPage(small))) / 1_000;
  const perRecordLarge = (await fastestMs(() => entry.isCollectorPage(large), 2)) / 100_000;
  rows.push([profile, "isCollectorPage, per record: 100 000 ÷ 1 000 records", perRecordLarge / perRecordSmall]);

  const withName = (/** @type {number} */ length) => ({ ...collector, name: "x".repeat(length) });
  const withFraction = (/** @type {number} */ length) => ({ ...collector, createdAt: `2026-01-01T00:00:00.${"1".repeat(length)}Z` });
  for (const [what, make] of /** @type {const} */ ([
    ["a name", withName],
    ["a date-time's fraction", withFraction],
  ])) {
    const smallValue = make(1_000_000);
    const largeValue = make(10_000_000);
    const ratio = (await fastestMs(() => entry.isCollector(largeValue))) / (await fastestMs(() => entry.isCollector(smallValue)));
    rows.push([profile, `isCollector, ${what} of 10 MB ÷ 1 MB`, ratio]);
  }

  const bad = pageOf(100_000, { ...collector, id: 7, type: "sms", isActive: "yes", extra: "x".repeat(1000) });
  /** @type {(value: unknown) => void} */
  const assertPage = entry.assertCollectorPage;
  const reportMs = await fastestMs(() => {
    try {
      assertPage(bad);
    } catch {
      // The error is what is timed.
    }
  }, 1);
  rows.push([profile, "assertCollectorPage of 100 000 bad records, ms", reportMs]);
}
const lineRatio = (await fastestMs(() => readOneLine(8 << 20), 2)) / (await fastestMs(() => readOneLine(2 << 20), 2));
rows.push(["", "forEachLine, a line of 8 MB ÷ 2 MB (linear: about 4)", lineRatio]);

console.log("| profile | measure | value |\n| --- | --- | ---: |");
for (const [profile, measure, value] of rows) console.log(`| ${profile} | ${measure} | ${value.toFixed(2)} |`);
