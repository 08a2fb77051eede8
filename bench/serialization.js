// The serialization table of `npm run bench`: the codecs (D21) and the libraries that do the same
// job, on varied pages of 1 000 records, each operation against its baseline measured in the same
// rounds: JSON.stringify of the same object for sending, JSON.parse of the page's text for reading.
//
// Run in processes of their own (measureSerializationApart): every candidate here makes many
// objects and strings, and after the throughput table's pages of 100 000 records the collector
// of the bench's own process charges each of them for that heap (their ratios rose by a third,
// JSON.stringify's own time barely). For the same reason the package's codecs and the other
// libraries are timed in processes apart (GROUPS).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import * as tolerant from "../dist/src/index.js";
import assertStringify from "./codec-peers/assert-stringify.js";
import { CODEC_PEERS } from "./codec-peers/index.js";
import { PAGE_KINDS, pageOfKind, variedPage } from "./fixtures.js";
import { median, medianTimesWithCpu, readAsSent } from "./timing.js";

/** @typedef {import("./peers/peer.js").PageName} PageName */
/** @typedef {{ kind: "collectors" | "responses", record: PageName }} Kind */

/** @type {Kind[]} */
const KINDS = [
  { kind: "collectors", record: "CollectorPage" },
  { kind: "responses", record: "SurveyResponsePage" },
];

/** The fields an application holds beside the contract's, on every record. */
const UNNAMED = { passwordHash: "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g", internalNotes: "called back on Tuesday" };

/**
 * A page as a server holds it: every date-time field a Date, two fields more on every record.
 * @param {PageName} record @param {any} page
 */
function appPage(record, page) {
  const decoded = /** @type {any} */ (tolerant[`decode${record}`](page));
  return { ...decoded, data: decoded.data.map((/** @type {object} */ item) => ({ ...item, ...UNNAMED })) };
}

/**
 * Who is timed in which processes: the package's codecs beside the composite their targets name
 * (assertX + JSON.stringify, D19), and the other libraries in processes of their own. In one
 * process a library that churns the heap had its collections charged to the rounds of the
 * candidates after it: TypeBox's decode takes about 400 ms a call, and decodeCollectorPage
 * measured 0.91 × JSON.parse alone, 1.13 without the peers and 1.49 beside them.
 * @type {Record<Group, (peer: import("./codec-peers/codec-peer.js").CodecPeer) => boolean>}
 */
const GROUPS = { ours: (peer) => peer === assertStringify, peers: (peer) => peer !== assertStringify };

/** @typedef {"ours" | "peers"} Group */

/**
 * @param {{ rounds: number, roundMs: number }} timing
 * @param {Group} group
 * @returns {Row[]}
 */
export function measureSerialization(timing, group) {
  return [...variedRows(timing, group), ...pageKindRows(timing, group)];
}

/**
 * @typedef {{ page: string, kind: string, operation: string, candidate: string, nsPerPage: number, ratio: number, cpuNsPerPage: number, cpuRatio: number, baseline: string }} Row
 * a candidate's median time per page, wall and CPU (process.cpuUsage), and each against its baseline's
 */

/**
 * Sending a valid page of each other page kind (PAGE_KINDS): a writer's cost per byte differs by
 * the kind of value (a number, a string that needs an escape, a free-form object) where
 * JSON.stringify's barely does. The package's writer and the checked send it is measured against
 * (assertX, strict, then JSON.stringify) only.
 * @param {{ rounds: number, roundMs: number }} timing @param {Group} group @returns {Row[]}
 */
function pageKindRows(timing, group) {
  if (group !== "ours") return [];
  const ours = /** @type {Record<string, (value: unknown) => unknown>} */ (/** @type {unknown} */ (tolerant));
  return PAGE_KINDS.filter((name) => name !== "varied").flatMap((name) =>
    KINDS.flatMap(({ kind, record }) => {
      const page = JSON.parse(JSON.stringify(pageOfKind(name, kind, 1000)));
      const pair = /** @type {(value: unknown) => unknown} */ (/** @type {any} */ (assertStringify).stringify(record));
      const candidates = { [`stringify${record}`]: () => ours[`stringify${record}`](page), [assertStringify.name]: () => pair(page) };
      return timedRows(
        { page: name, kind, operation: "send a valid page", baselineName: "JSON.stringify", baseline: "JSON.stringify of the page" },
        () => readAsSent(JSON.stringify(page)),
        candidates,
        timing,
      );
    }),
  );
}

/**
 * The rows of one operation: its candidates and its baseline timed in the same rounds.
 * @param {{ page: string, kind: string, operation: string, baselineName: string, baseline: string }} row
 * @param {() => boolean} baselineRun @param {Record<string, () => unknown>} candidates
 * @param {{ rounds: number, roundMs: number }} timing @returns {Row[]}
 */
function timedRows({ page, kind, operation, baselineName, baseline }, baselineRun, candidates, timing) {
  /** @type {Record<string, () => boolean>} */
  // A text is read as a send reads it (readAsSent); an object (toWireX's, decodeX's) as it is
  const runs = { [baselineName]: baselineRun, ...Object.fromEntries(Object.entries(candidates).map(([name, run]) => [name, () => delivered(run())])) };
  const { wall, cpu } = medianTimesWithCpu(runs, timing);
  process.stderr.write(`measured ${page} ${kind}: ${operation}\n`);
  return Object.keys(candidates).map((candidate) => ({
    page,
    kind,
    operation,
    candidate,
    nsPerPage: wall[candidate],
    ratio: wall[candidate] / wall[baselineName],
    cpuNsPerPage: cpu[candidate],
    cpuRatio: cpu[candidate] / cpu[baselineName],
    baseline,
  }));
}

/** Whether a candidate gave a result, a text read as a send reads it. @param {unknown} result */
function delivered(result) {
  return typeof result === "string" ? readAsSent(result) : result !== undefined;
}

/** The varied page's operations, every candidate of the group. @param {{ rounds: number, roundMs: number }} timing @param {Group} group @returns {Row[]} */
function variedRows(timing, group) {
  return KINDS.flatMap(({ kind, record }) => {
    const text = JSON.stringify(variedPage(kind, 1000));
    const page = JSON.parse(text);
    const app = appPage(record, page);
    const ours = /** @type {Record<string, (value: unknown) => unknown>} */ (/** @type {unknown} */ (tolerant));
    /** @type {(runs: Record<string, () => unknown>) => Record<string, () => unknown>} */
    const own = (runs) => (group === "ours" ? runs : {});
    /** @type {[string, string, string, Record<string, () => unknown>][]} operation, baseline, its name, runs */
    const operations = [
      ["send a valid page", "JSON.stringify", "JSON.stringify of the page", own({ [`stringify${record}`]: () => ours[`stringify${record}`](page) })],
      [
        "send a page holding Dates and two fields more a record",
        "JSON.stringify",
        "JSON.stringify of that page (which sends the two fields)",
        own({ [`stringify${record}`]: () => ours[`stringify${record}`](app) }),
      ],
      ["a valid page as a new wire object", "JSON.stringify", "JSON.stringify of the page", own({ [`toWire${record}`]: () => ours[`toWire${record}`](page) })],
      ["read a parsed page, date-times as Dates", "JSON.parse", "JSON.parse of the page's text", own({ [`decode${record}`]: () => ours[`decode${record}`](page) })],
    ];
    for (const peer of CODEC_PEERS.filter(GROUPS[group])) {
      if (peer.stringify)
        operations[0][3][peer.name] = (
          (run) => () =>
            run(page)
        )(peer.stringify(record));
      if (peer.stringifyApp)
        operations[1][3][peer.name] = (
          (run) => () =>
            run(app)
        )(peer.stringifyApp(record));
      if (peer.decode)
        operations[3][3][peer.name] = (
          (run) => () =>
            run(page)
        )(peer.decode(record));
    }
    return operations.flatMap(([operation, baselineName, baseline, candidates], index) => {
      if (Object.keys(candidates).length === 0) return [];
      const subject = index === 1 ? app : page;
      const baselineRun = baselineName === "JSON.parse" ? () => JSON.parse(text) !== null : () => readAsSent(JSON.stringify(subject));
      return timedRows({ page: "varied", kind, operation, baselineName, baseline }, baselineRun, candidates, timing);
    });
  });
}

/**
 * How many processes measure each group of the table: each row is the median of theirs. The
 * package's rows carry the targets (D19, D21) and take seconds a process; the peers' take a minute.
 * @type {Record<Group, number>}
 */
const PROCESSES = { ours: 5, peers: 3 };
/**
 * The least time of a round here: a call takes milliseconds and a collection of the old
 * generation several, so a round of the bench's usual 40 ms is a dozen calls and one pause more
 * or less moves it by a tenth.
 */
const LEAST_ROUND_MS = 120;

/**
 * measureSerialization in new node processes, one after another, each group (GROUPS) in
 * processes of its own; each row the median of its group's processes (time and ratio each). A
 * process's JIT settles the writers one way or another (a page holding Dates varied from 0.87 to
 * 1.35 × its baseline between processes, the same code on the same page).
 * @param {{ rounds: number, roundMs: number }} timing
 * @returns {ReturnType<typeof measureSerialization>}
 */
export function measureSerializationApart(timing) {
  const groups = /** @type {Group[]} */ (Object.keys(GROUPS)).map((group) => {
    const runs = Array.from({ length: PROCESSES[group] }, () => serializationProcess(timing, group));
    return runs[0].map((row, i) => ({
      ...row,
      nsPerPage: median(runs.map((run) => run[i].nsPerPage)),
      ratio: median(runs.map((run) => run[i].ratio)),
      cpuNsPerPage: median(runs.map((run) => run[i].cpuNsPerPage)),
      cpuRatio: median(runs.map((run) => run[i].cpuRatio)),
    }));
  });
  return inTableOrder(groups.flat());
}

/**
 * The rows by page and operation as measureSerialization makes them, the package's candidates first.
 * @param {ReturnType<typeof measureSerialization>} rows
 */
function inTableOrder(rows) {
  const firstAt = (/** @type {(row: (typeof rows)[number]) => string} */ key) => {
    const seen = [...new Set(rows.map(key))];
    return (/** @type {(typeof rows)[number]} */ row) => seen.indexOf(key(row));
  };
  const pageAt = firstAt((row) => row.page);
  const kindAt = firstAt((row) => row.kind);
  const operationAt = firstAt((row) => row.operation);
  return rows
    .map((row, at) => ({ row, at }))
    .sort((a, b) => pageAt(a.row) - pageAt(b.row) || kindAt(a.row) - kindAt(b.row) || operationAt(a.row) - operationAt(b.row) || a.at - b.at)
    .map(({ row }) => row);
}

/** @param {{ rounds: number, roundMs: number }} timing @param {Group} group @returns {ReturnType<typeof measureSerialization>} */
function serializationProcess(timing, group) {
  const roundMs = Math.max(timing.roundMs, LEAST_ROUND_MS);
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(timing.rounds), String(roundMs), group], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 20,
  });
  if (result.status !== 0) throw new Error(`the serialization table's process (${group}) failed (exit ${result.status})`);
  return JSON.parse(result.stdout);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [rounds, roundMs] = process.argv.slice(2, 4).map(Number);
  const group = /** @type {Group} */ (process.argv[4] ?? "ours");
  if (!(group in GROUPS)) throw new Error(`no group ${group}: ${Object.keys(GROUPS).join(", ")}`);
  process.stdout.write(JSON.stringify(measureSerialization({ rounds: /** @type {number} */ (rounds), roundMs: /** @type {number} */ (roundMs) }, group)));
}

/** @param {ReturnType<typeof measureSerialization>} rows */
export function serializationMarkdown(rows) {
  const lines = [
    "| page of 1 000 | list | operation | candidate | median per page (wall) | × baseline (wall) | median per page (CPU) | × baseline (CPU) | baseline |",
    "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const r of rows)
    lines.push(
      `| ${r.page} | ${r.kind} | ${r.operation} | ${r.candidate} | ${(r.nsPerPage / 1e3).toFixed(0)} µs | ${r.ratio.toFixed(2)} | ${(r.cpuNsPerPage / 1e3).toFixed(0)} µs | ${r.cpuRatio.toFixed(2)} | ${r.baseline} |`,
    );
  return lines.join("\n");
}
