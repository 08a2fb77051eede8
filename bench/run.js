#!/usr/bin/env node
// npm run bench: validation throughput against JSON.parse and the validators people pick
// today, cold start, and bundle size. Prints Markdown tables and writes bench/results/.
//
// Throughput: for each page size, every candidate is timed in the same process, interleaved
// round by round, and the median round is reported, so a noisy neighbour hurts all alike.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import * as tolerant from "../dist/src/index.js";
import * as strict from "../dist/src/strict.js";
import { PEERS } from "./peers/index.js";
import { page, variedPage } from "./fixtures.js";
import { measureExactness } from "./exactness.js";
import { floorChecks } from "./floor.js";
import { median, medianTimes } from "./timing.js";
import { measureSerializationApart, serializationMarkdown } from "./serialization.js";
import { driverRowsMarkdown, measureDriverRowsApart } from "./driver-rows-table.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "15" },
    "round-ms": { type: "string", default: "40" },
    quick: { type: "boolean", default: false },
  },
});
const ROUNDS = options.quick ? 5 : Number(options.rounds);
const ROUND_MS = options.quick ? 10 : Number(options["round-ms"]);
const SIZES = [1, 100, 1000, 10000];
/** The largest page, timed for our checks alone (a peer takes seconds per call on it). */
const LARGEST = 100000;
/** @typedef {import("./peers/peer.js").PageName} PageName */
/** @typedef {import("./peers/peer.js").Check} Check */

/** @type {{ kind: "collectors" | "responses", record: PageName }[]} */
const KINDS = [
  { kind: "collectors", record: "CollectorPage" },
  { kind: "responses", record: "SurveyResponsePage" },
];

const FLOORS = await floorChecks("tolerant");

/**
 * Every candidate's check is looked up once, here, so that each timed call is the check alone.
 * @param {PageName} record @param {string} text @param {unknown} value @param {{ oursOnly: boolean }} options
 * @returns {import("./timing.js").Runs}
 */
function candidates(record, text, value, { oursOnly }) {
  const is = /** @type {`is${PageName}`} */ (`is${record}`);
  /** @type {[string, Check][]} */
  const ours = [
    ["ours, tolerant", tolerant[is]],
    ["ours, strict", strict[is]],
  ];
  /** @type {[string, Check][]} */
  const peers = (oursOnly ? [] : PEERS).map((peer) => [peer.name, peer.check(record)]);
  /** @type {[string, Check][]} */
  const floors = Object.entries(oursOnly ? {} : FLOORS).map(([floor, checks]) => [`floor: ours, tolerant, ${floor}`, checks[record]]);
  return {
    "JSON.parse": () => JSON.parse(text) !== null,
    ...Object.fromEntries([...ours, ...peers, ...floors].map(([name, check]) => [name, () => check(value)])),
  };
}

/** Every-field pages at every size, then varied pages (records of many shapes) of 1 000. */
function measureThroughput() {
  /** @type {PageRun[]} */
  const runs = [
    ...KINDS.flatMap(({ kind, record }) => SIZES.map((size) => ({ kind, record, size, pages: "every field", make: page }))),
    ...KINDS.map(({ kind, record }) => ({ kind, record, size: LARGEST, pages: "every field", make: page })),
    ...KINDS.map(({ kind, record }) => ({ kind, record, size: 1000, pages: "varied", make: variedPage })),
  ];
  return runs.flatMap((run) => measurePage(run));
}

/**
 * @typedef {{ kind: "collectors" | "responses", record: PageName, size: number, pages: string, make: (kind: "collectors" | "responses", size: number) => { data: unknown[] } }} PageRun
 * @param {PageRun} run
 */
function measurePage({ kind, record, size, pages, make }) {
  const text = JSON.stringify(make(kind, size));
  const value = JSON.parse(text);
  const runs = candidates(record, text, value, { oursOnly: size >= LARGEST });
  for (const [name, run] of Object.entries(runs)) {
    if (run() !== true) throw new Error(`${name} rejects the ${size}-record ${kind} fixture (${pages})`);
  }
  // JSON.parse of the largest page leaves hundreds of megabytes of garbage, which the collector's
  // threads clear while the next candidate is timed: there, JSON.parse is timed after the rest.
  const medians = medianTimes(runs, { rounds: ROUNDS, roundMs: ROUND_MS, parseLast: size >= LARGEST });
  const parseNs = medians["JSON.parse"];
  process.stderr.write(`measured ${size} ${kind} (${pages})\n`);
  return Object.keys(runs).map((name) => {
    const ns = medians[name];
    return { kind, pages, records: size, bytes: text.length, candidate: name, nsPerPage: ns, mbPerSecond: text.length / 1e6 / (ns / 1e9), ratioToParse: ns / parseNs };
  });
}

/**
 * A varied page of 1 000 collectors whose record 990 is invalid: the verdict, and assertX with
 * its issues, against JSON.parse of the page, in both profiles.
 */
function measureBadRecord() {
  const value = variedPage("collectors", 1000);
  value.data[990].status = "ARCHIVED";
  const text = JSON.stringify(value);
  const parsed = JSON.parse(text);
  const assertion = (/** @type {typeof tolerant | typeof strict} */ entry) => {
    // Called through a plain function type: TypeScript narrows nothing here.
    const assert = /** @type {(value: unknown) => void} */ (entry.assertCollectorPage);
    return () => {
      try {
        assert(parsed);
        return true;
      } catch (error) {
        return /** @type {{ issues: unknown[] }} */ (error).issues.length === 1;
      }
    };
  };
  const runs = {
    "JSON.parse": () => JSON.parse(text) !== null,
    "isCollectorPage, tolerant": () => tolerant.isCollectorPage(parsed) === false,
    "isCollectorPage, strict": () => strict.isCollectorPage(parsed) === false,
    "assertCollectorPage with its issues, tolerant": assertion(tolerant),
    "assertCollectorPage with its issues, strict": assertion(strict),
  };
  for (const [name, run] of Object.entries(runs)) if (run() !== true) throw new Error(`${name} does not see the one bad record as expected`);
  const medians = medianTimes(runs, { rounds: ROUNDS, roundMs: ROUND_MS, parseLast: false });
  process.stderr.write("measured the page with one bad record\n");
  return Object.keys(runs).map((name) => ({ candidate: name, nsPerPage: medians[name], ratioToParse: medians[name] / medians["JSON.parse"] }));
}

/** @param {ReturnType<typeof measureThroughput>} rows */
function linearity(rows) {
  return KINDS.flatMap(({ kind }) =>
    ["ours, tolerant", "ours, strict"].map((candidate) => {
      const perRecord = (/** @type {number} */ records) => {
        const row = rows.find((r) => r.kind === kind && r.pages === "every field" && r.records === records && r.candidate === candidate);
        if (row === undefined) throw new Error(`no ${records}-record ${kind} page was timed for ${candidate}`);
        return row.nsPerPage / records;
      };
      const costs = [perRecord(100), perRecord(10000), perRecord(LARGEST)];
      return { kind, candidate, nsPerRecordAt100: costs[0], nsPerRecordAt10000: costs[1], nsPerRecordAt100000: costs[2], ratio: Math.max(...costs) / Math.min(...costs) };
    }),
  );
}

/** Wall time of one fresh `node --eval script`, in milliseconds. @param {string} script */
function nodeStartMs(script) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ["--input-type=module", "--eval", script], { cwd: ROOT, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 || !result.stdout.includes("true")) throw new Error(`cold start probe failed: ${result.stderr}`);
  return ms;
}

/** Bare node and each import, started in turn round after round (a slow spell hits all alike); medians. */
function measureColdStart() {
  const runs = options.quick ? 5 : 15;
  const example = JSON.stringify(page("collectors", 1));
  const probes = {
    "bare node": "console.log(true)",
    "ours, tolerant": `import { isCollectorPage } from "@survey-collection/contract"; console.log(isCollectorPage(${example}));`,
    "ours, strict": `import { isCollectorPage } from "@survey-collection/contract/strict"; console.log(isCollectorPage(${example}));`,
    "Ajv + ajv-formats, compiled at start": `import ajv from "./bench/peers/ajv.js"; console.log(ajv.check("CollectorPage")(${example}));`,
  };
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(Object.keys(probes).map((name) => [name, []]));
  for (let i = 0; i < runs; i++) for (const [name, script] of Object.entries(probes)) times[name].push(nodeStartMs(script));
  const bare = median(times["bare node"]);
  const rows = Object.keys(probes)
    .filter((name) => name !== "bare node")
    .map((name) => ({ candidate: name, medianMs: median(times[name]), addedMs: median(times[name]) - bare }));
  return { bareNodeMs: bare, runs, rows, oursToAjv: rows[0].addedMs / rows[2].addedMs, strictToAjv: rows[1].addedMs / rows[2].addedMs };
}

async function measureBundle() {
  const result = await build({
    stdin: { contents: 'import { isCollectorPage } from "@survey-collection/contract"; globalThis.check = isCollectorPage;', resolveDir: ROOT },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { program: "imports isCollectorPage only", minifiedBytes: code.length, gzipBytes: gzipSync(code).length };
}

/** @param {Awaited<ReturnType<typeof measureAll>>} results */
function markdown(results) {
  const lines = [`Node ${results.node}, ${results.cpu}, ${results.date.slice(0, 10)}.`, ""];
  lines.push("| page | records | candidate | median per page | MB/s | × JSON.parse |", "| --- | ---: | --- | ---: | ---: | ---: |");
  for (const r of results.throughput) {
    const kind = r.pages === "varied" ? `${r.kind}, varied` : r.kind;
    const time = r.nsPerPage >= 1e6 ? `${(r.nsPerPage / 1e6).toFixed(2)} ms` : `${(r.nsPerPage / 1e3).toFixed(1)} µs`;
    lines.push(`| ${kind} | ${r.records} | ${r.candidate} | ${time} | ${r.mbPerSecond.toFixed(0)} | ${r.ratioToParse.toFixed(3)} |`);
  }
  lines.push("", "| varied page of 1 000 collectors, record 990 invalid | median per page | × JSON.parse |", "| --- | ---: | ---: |");
  for (const r of results.badRecord) lines.push(`| ${r.candidate} | ${(r.nsPerPage / 1e3).toFixed(1)} µs | ${r.ratioToParse.toFixed(3)} |`);
  lines.push("", serializationMarkdown(results.serialization));
  lines.push("", driverRowsMarkdown(results.driverRows));
  lines.push(
    "",
    "| date-time and uuid strings | JSON-Schema-Test-Suite cases right | contract cases right (bench/exactness.js) | wrong, for example |",
    "| --- | ---: | ---: | --- |",
  );
  for (const r of results.exactness)
    lines.push(
      `| ${r.candidate} | ${r.cases - r.wrong} of ${r.cases} | ${r.contractCases - r.contractWrong} of ${r.contractCases} | ${r.examples.map((e) => `\`${e}\``).join(", ")} |`,
    );
  lines.push("", "| linearity | profile | ns per record at 100 | at 10 000 | at 100 000 | largest ÷ smallest |", "| --- | --- | ---: | ---: | ---: | ---: |");
  for (const r of results.linearity)
    lines.push(
      `| ${r.kind} | ${r.candidate} | ${r.nsPerRecordAt100.toFixed(0)} | ${r.nsPerRecordAt10000.toFixed(0)} | ${r.nsPerRecordAt100000.toFixed(0)} | ${r.ratio.toFixed(2)} |`,
    );
  const cold = results.coldStart;
  lines.push("", `| cold start (median of ${cold.runs}, bare node ${cold.bareNodeMs.toFixed(1)} ms) | total | added |`, "| --- | ---: | ---: |");
  for (const r of cold.rows) lines.push(`| ${r.candidate} | ${r.medianMs.toFixed(1)} ms | ${r.addedMs.toFixed(1)} ms |`);
  lines.push(`| ours ÷ Ajv, added time | | ${cold.oursToAjv.toFixed(2)} (strict ${cold.strictToAjv.toFixed(2)}) |`);
  lines.push(
    "",
    `Bundle of a program that ${results.bundle.program}: ${(results.bundle.minifiedBytes / 1024).toFixed(1)} KB minified, ${(results.bundle.gzipBytes / 1024).toFixed(1)} KB gzip.`,
  );
  return lines.join("\n");
}

/** Every measurement, in the order they run. */
async function measureAll() {
  const throughput = measureThroughput();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${os.cpus()[0]?.model ?? "unknown CPU"} (${os.cpus().length} cores)`,
    throughput,
    linearity: linearity(throughput),
    badRecord: measureBadRecord(),
    serialization: measureSerializationApart({ rounds: ROUNDS, roundMs: ROUND_MS }),
    driverRows: measureDriverRowsApart({ rounds: ROUNDS, roundMs: Math.max(ROUND_MS, 60) }),
    exactness: measureExactness(),
    coldStart: measureColdStart(),
    bundle: await measureBundle(),
  };
}

async function main() {
  const results = await measureAll();
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  const table = markdown(results);
  writeFileSync(path.join(ROOT, "bench/results/latest.md"), `${table}\n`);
  console.log(table);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
