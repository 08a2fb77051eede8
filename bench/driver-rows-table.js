// The driver rows table of `npm run bench`: pages of rows read from Postgres (driver-rows.js) sent
// by stringifyX and by what a server would otherwise send them with, at 20, 100 and 1 000 rows,
// as the driver gave them and spread into new objects (rows mapped by the application), each
// against fast-json-stringify compiled from the published strict schema (what Fastify runs by
// default, which checks nothing), measured in the same rounds. In processes of their own, as the
// serialization table is (serialization.js).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastJson from "fast-json-stringify";
import * as strict from "../dist/src/strict.js";
import { driverRows } from "./driver-rows.js";
import { median, medianTimes, readAsSent } from "./timing.js";

const SIZES = [20, 100, 1000];
const LISTS = /** @type {const} */ ([
  ["collectors", "CollectorPage"],
  ["responses", "SurveyResponsePage"],
]);
const BASELINE = "fast-json-stringify";

/** @param {string} record */
function fastJsonStringify(record) {
  const { $schema, $id, ...schema } = JSON.parse(readFileSync(new URL(`../generated/schemas/strict/${record}.json`, import.meta.url), "utf8"));
  return fastJson(schema);
}

/**
 * @param {{ rounds: number, roundMs: number }} timing
 * @returns {Promise<{ list: string, rows: number, form: string, candidate: string, nsPerPage: number, ratio: number }[]>}
 */
async function measureDriverRows(timing) {
  const read = await driverRows(Math.max(...SIZES));
  const ours = /** @type {Record<string, (value: unknown) => unknown>} */ (/** @type {unknown} */ (strict));
  /** @type {{ list: string, rows: number, form: string, candidate: string, nsPerPage: number, ratio: number }[]} */
  const table = [];
  for (const [list, record] of LISTS) {
    const writeFast = fastJsonStringify(record);
    for (const size of SIZES) {
      for (const form of ["as the driver gives them", "spread into new objects"]) {
        const rows = read[list].slice(0, size);
        const data = form === "as the driver gives them" ? rows : rows.map((row) => ({ ...row }));
        const page = { page: 1, pageSize: size, totalCount: 5000, data };
        /** @type {Record<string, () => boolean>} */
        const runs = {
          [BASELINE]: () => readAsSent(writeFast(page)),
          [`stringify${record}`]: () => readAsSent(ours[`stringify${record}`](page)),
          "JSON.stringify (sends every column)": () => readAsSent(JSON.stringify(page)),
          [`toWire${record} + JSON.stringify`]: () => readAsSent(JSON.stringify(ours[`toWire${record}`](page))),
        };
        // Each candidate warmed first: the first page measured in a process otherwise catches
        // fast-json-stringify's code before the engine has optimised it.
        for (const run of Object.values(runs)) for (let i = 0; i < 200; i++) run();
        const medians = medianTimes(runs, { ...timing, parseLast: false });
        process.stderr.write(`measured driver rows: ${list}, ${size}, ${form}\n`);
        for (const candidate of Object.keys(runs)) {
          if (candidate !== BASELINE) table.push({ list, rows: size, form, candidate, nsPerPage: medians[candidate], ratio: medians[candidate] / medians[BASELINE] });
        }
      }
    }
  }
  return table;
}

const PROCESSES = 3;

/**
 * measureDriverRows in new node processes, one after another; each row the median of theirs.
 * @param {{ rounds: number, roundMs: number }} timing
 */
export function measureDriverRowsApart(timing) {
  const runs = Array.from({ length: PROCESSES }, () => {
    const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(timing.rounds), String(timing.roundMs)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 1 << 20,
    });
    if (result.status !== 0) throw new Error(`the driver rows table's process failed (exit ${result.status})`);
    return /** @type {Awaited<ReturnType<typeof measureDriverRows>>} */ (JSON.parse(result.stdout));
  });
  return runs[0].map((row, i) => ({ ...row, nsPerPage: median(runs.map((run) => run[i].nsPerPage)), ratio: median(runs.map((run) => run[i].ratio)) }));
}

/** @param {ReturnType<typeof measureDriverRowsApart>} rows */
export function driverRowsMarkdown(rows) {
  const lines = [
    `Pages of Postgres rows (PGlite, in memory; Dates, nulls, two internal columns) × ${BASELINE} compiled from the published strict schema (unchecked). typia's assertStringify does not apply: its types say a date-time is a string, and the rows hold Dates.`,
    "",
    "| list | rows | rows are | candidate | median per page | × fast-json-stringify |",
    "| --- | ---: | --- | --- | ---: | ---: |",
  ];
  for (const r of rows) lines.push(`| ${r.list} | ${r.rows} | ${r.form} | ${r.candidate} | ${(r.nsPerPage / 1e3).toFixed(1)} µs | ${r.ratio.toFixed(2)} |`);
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [rounds, roundMs] = process.argv.slice(2).map(Number);
  process.stdout.write(JSON.stringify(await measureDriverRows({ rounds: /** @type {number} */ (rounds), roundMs: /** @type {number} */ (roundMs) })));
}
