#!/usr/bin/env node
// npm run bench:probe: `survey-contract probe` as its own process against the mock on
// 127.0.0.1 (in this process): pages a second on pages of 20 records, and time and peak memory
// for a list of 1 000 000 records walked (pages of 1000), the median of --rounds runs each.
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { createMockHandler } from "../dist/src/mock/index.js";
import { runCli } from "./cli-process.js";
import { median } from "./timing.js";

const { values: options } = parseArgs({ options: { rounds: { type: "string", default: "3" }, records: { type: "string", default: "1000000" } } });
const ROUNDS = Number(options.rounds);

/** @param {number} total */
async function mockOn(total) {
  const server = createServer(createMockHandler({ total, strict: true }));
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, "127.0.0.1", resolve)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** @param {string} list @param {string} route @param {number} total @param {number} pageSize */
async function walk(list, route, total, pageSize) {
  const { server, origin } = await mockOn(total);
  try {
    /** @type {Awaited<ReturnType<typeof runCli>>[]} */
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) {
      runs.push(await runCli(["probe", `${origin}/${route}?page={page}&pageSize={pageSize}`, "--list", list, "--first-page", "1", "--page-size", String(pageSize), "--strict"]));
    }
    const pages = Math.ceil(total / pageSize);
    const seconds = median(runs.map((run) => run.seconds));
    return {
      list,
      records: total,
      pageSize,
      pages,
      seconds,
      pagesPerSecond: pages / seconds,
      recordsPerSecond: total / seconds,
      peakRssMb: Math.max(...runs.map((run) => run.peakRssMb)),
      summary: runs[0].summary,
    };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

const rows = [
  await walk("CollectorPage", "collectors", 20_000, 20),
  await walk("SurveyResponsePage", "survey-responses", 20_000, 20),
  await walk("CollectorPage", "collectors", Number(options.records), 1000),
  await walk("SurveyResponsePage", "survey-responses", Number(options.records), 1000),
];

console.log(`survey-contract probe against the mock on 127.0.0.1, strict profile, median of ${ROUNDS} (whole process, start-up included)\n`);
console.log("| list | records | page size | pages | time | pages/s | records/s | peak memory |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.list} | ${row.records.toLocaleString("en")} | ${row.pageSize} | ${row.pages.toLocaleString("en")} | ${row.seconds.toFixed(2)} s | ${Math.round(row.pagesPerSecond).toLocaleString("en")} | ${Math.round(row.recordsPerSecond).toLocaleString("en")} | ${row.peakRssMb.toFixed(0)} MB |`,
  );
}
console.log(`\nlast summary: ${rows.at(-1)?.summary}`);
