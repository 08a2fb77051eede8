#!/usr/bin/env node
// npm run bench:ndjson: `survey-contract validate` on a generated NDJSON file of about 1 GB
// (--size-mb to change) with --jobs 1, --jobs 2 and the default --jobs, interleaved, the median
// of --rounds runs each: throughput against the bare validators in-process, and peak memory
// (the default --jobs must stay under 200 MB on a machine of two cores, D25).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isCollector } from "../dist/src/index.js";
import { runCli } from "./cli-process.js";
import { collectorLines, writeCollectorsNdjson } from "./ndjson-file.js";
import { median } from "./timing.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({ options: { "size-mb": { type: "string", default: "1024" }, rounds: { type: "string", default: "3" } } });
/** The --jobs given, or "default" for none. @typedef {1 | 2 | "default"} Jobs */
/** @type {Jobs[]} */
const JOBS = [1, 2, "default"];
const jobsArgs = (/** @type {Jobs} */ jobs) => (jobs === "default" ? [] : ["--jobs", String(jobs)]);
const jobsName = (/** @type {Jobs} */ jobs) => (jobs === "default" ? "(default --jobs: chosen by the input's size and the load, docs/cli.md)" : `--jobs ${jobs}`);
const TARGET_BYTES = Number(options["size-mb"]) * 1024 * 1024;

const lines = collectorLines(10_000);

/** JSON.parse and isCollector on lines already in memory: what the command line wraps. */
function bareRecordsPerSecond() {
  let best = 0;
  for (let round = 0; round < 7; round++) {
    const start = process.hrtime.bigint();
    for (const line of lines) if (!isCollector(JSON.parse(line))) throw new Error("fixture invalid");
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    best = Math.max(best, lines.length / seconds);
  }
  return best;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contract-ndjson-"));
  const file = path.join(dir, "collectors.ndjson");
  try {
    const { records } = await writeCollectorsNdjson(file, TARGET_BYTES);
    const bytes = statSync(file).size;
    const bare = bareRecordsPerSecond();
    /** @type {Record<Jobs, Awaited<ReturnType<typeof runCli>>[]>} */
    const runs = { 1: [], 2: [], default: [] };
    for (let round = 0; round < Number(options.rounds); round++) {
      for (const jobs of JOBS) runs[jobs].push(await runCli(["validate", "Collector", file, ...jobsArgs(jobs)]));
    }
    const cli = Object.fromEntries(
      JOBS.map((jobs) => {
        const seconds = median(runs[jobs].map((run) => run.seconds));
        const peakRssMb = Math.max(...runs[jobs].map((run) => run.peakRssMb));
        return [jobs, { seconds, recordsPerSecond: records / seconds, mbPerSecond: bytes / 1e6 / seconds, peakRssMb, summary: runs[jobs][0].summary }];
      }),
    );
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpu: `${os.cpus()[0]?.model ?? "unknown CPU"} (${os.cpus().length} cores)`,
      fileMb: bytes / 1e6,
      records,
      cli,
      bare: { recordsPerSecond: bare },
      ratioToBare: cli[1].recordsPerSecond / bare,
      jobs2ToJobs1: cli[2].recordsPerSecond / cli[1].recordsPerSecond,
    };
    const table = [
      `Node ${result.node}, ${result.cpu}: survey-contract validate Collector on ${result.fileMb.toFixed(0)} MB of NDJSON (${records.toLocaleString("en-US")} records), median of ${options.rounds} runs.`,
      "",
      "| | records/s | MB/s | peak RSS |",
      "| --- | ---: | ---: | ---: |",
      ...JOBS.map(
        (jobs) =>
          `| survey-contract validate ${jobsName(jobs)} | ${Math.round(cli[jobs].recordsPerSecond).toLocaleString("en-US")} | ${cli[jobs].mbPerSecond.toFixed(0)} | ${cli[jobs].peakRssMb.toFixed(0)} MB |`,
      ),
      `| bare: JSON.parse + isCollector on lines in memory, one thread | ${Math.round(bare).toLocaleString("en-US")} | | |`,
      "",
      `--jobs 2 ÷ --jobs 1: ${result.jobs2ToJobs1.toFixed(2)}; --jobs 1 ÷ bare: ${result.ratioToBare.toFixed(2)}.`,
    ].join("\n");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path.join(ROOT, "bench/results/ndjson.json"), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(ROOT, "bench/results/ndjson.md"), `${table}\n`);
    console.log(table);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
