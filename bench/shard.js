#!/usr/bin/env node
// npm run bench:shard: `survey-contract validate --shard I/N --jobs 1` on a generated NDJSON file of
// collectors (about 300 MB, --size-mb to change; --out names the table's file,
// bench/results/shard.md by default), N = 1, 2 and 4, against the whole run: each shard's CPU
// time (process.cpuUsage at exit, user + system) and the bytes of the input it read (node:fs
// reads counted in the process), the median of --rounds runs each, interleaved, against the bound
// 1.1/N of the whole run's CPU time plus start-up. Start-up is what every process pays whatever
// its share: node and the CLI starting, and the engine's optimizing compiler compiling the
// validators once they run hot (about 0.09 s of CPU for a collector's, on a thread of its own),
// measured as the same command on a file of 1 000 records (1.3 MB, about 0.01 s of judging). The
// same command on a file of one record is shown too: it starts without that compile. Then the
// one case where a shard reads before its range: the last of 4 when the file's last line is
// invalid, so that it counts the newlines before its range to number the line it prints.
import { execFile } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { collectorsNdjson, writeCollectorsNdjson } from "./ndjson-file.js";
import { median } from "./timing.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BIN = path.join(ROOT, "dist/src/cli/bin.js");
const { values: options } = parseArgs({
  options: { "size-mb": { type: "string", default: "300" }, rounds: { type: "string", default: "3" }, out: { type: "string" } },
});
const START_UP_RECORDS = 1000;
const TARGET_BYTES = Number(options["size-mb"]) * 1024 * 1024;

/** @typedef {{ name: string, args: string[], shards?: number }} Run a command measured; `shards`: N of --shard I/N */
/** @typedef {{ read: number, readSync: number, cpuSeconds: number }} Measure what one run of it used */

/** Loaded before the command: counts the bytes node:fs reads, and writes them with the CPU time to MEASURE_FILE at exit. */
const MEASURE = `data:text/javascript,${encodeURIComponent(`
  import fs from "node:fs";
  import { syncBuiltinESMExports } from "node:module";
  const counts = { read: 0, readSync: 0 };
  const { read, readSync, writeFileSync } = fs;
  fs.read = (...args) => {
    const callback = args.pop();
    return read(...args, (error, bytes, buffer) => {
      if (!error) counts.read += bytes;
      callback(error, bytes, buffer);
    });
  };
  fs.readSync = (...args) => {
    const bytes = readSync(...args);
    counts.readSync += bytes;
    return bytes;
  };
  syncBuiltinESMExports();
  process.on("exit", () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(process.env.MEASURE_FILE, JSON.stringify({ ...counts, cpuSeconds: (user + system) / 1e6 }));
  });
`)}`;

/**
 * One run of the command as its own process.
 * @param {string[]} args @param {string} measureFile
 * @returns {Promise<Measure>}
 */
async function measured(args, measureFile) {
  await promisify(execFile)(process.execPath, ["--import", MEASURE, BIN, ...args], { env: { ...process.env, MEASURE_FILE: measureFile } }).catch((error) => {
    if (error.code !== 1) throw error; // 1: a record invalid, as the last case asks
  });
  return JSON.parse(readFileSync(measureFile, "utf8"));
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contract-shard-bench-"));
  const file = path.join(dir, "collectors.ndjson");
  const measureFile = path.join(dir, "measure.json");
  try {
    await writeCollectorsNdjson(file, TARGET_BYTES);
    const bytes = statSync(file).size;
    const validate = (/** @type {string} */ input) => ["validate", "Collector", input, "--jobs", "1"];
    const oneRecord = path.join(dir, "one.ndjson");
    writeFileSync(oneRecord, collectorsNdjson(1));
    const startUpFile = path.join(dir, "start-up.ndjson");
    writeFileSync(startUpFile, collectorsNdjson(START_UP_RECORDS));
    const startUp = { name: "start-up: a file of 1 000 records", args: validate(startUpFile) };
    const whole = { name: "whole run (no --shard)", args: validate(file) };
    /** @type {Run[]} */
    const runs = [{ name: "a file of one record", args: validate(oneRecord) }, startUp, whole];
    for (const count of [1, 2, 4])
      for (let index = 1; index <= count; index++) runs.push({ name: `--shard ${index}/${count}`, args: [...validate(file), "--shard", `${index}/${count}`], shards: count });
    /** @type {Map<Run, Measure[]>} */
    const results = new Map(runs.map((run) => [run, []]));
    for (let round = 0; round < Number(options.rounds); round++) {
      for (const run of runs) results.get(run)?.push(await measured(run.args, measureFile));
    }
    // The last line invalid: every shard ends with nothing to print but the last, which numbers its line.
    appendFileSync(file, `${JSON.stringify({ id: "not-a-collector" })}\n`);
    const numbered = [];
    const numberedRun = { name: "--shard 4/4, the file's last line invalid", args: [...validate(file), "--shard", "4/4"], shards: 4 };
    for (let round = 0; round < Number(options.rounds); round++) numbered.push(await measured(numberedRun.args, measureFile));

    /** The median and the least CPU time of a run's rounds: a busy neighbour only ever adds time, so the least is the run's own cost. */
    const cpuOf = (/** @type {{ cpuSeconds: number }[]} */ each) => {
      const seconds = each.map((run) => run.cpuSeconds);
      return { median: median(seconds), least: Math.min(...seconds) };
    };
    const wholeCpu = cpuOf(results.get(whole) ?? []);
    const startUpCpu = cpuOf(results.get(startUp) ?? []);
    const seconds = (/** @type {number} */ value) => `${value.toFixed(2)} s`;
    const row = (/** @type {Run} */ { name, shards }, /** @type {Measure[]} */ each) => {
      const cpu = cpuOf(each);
      const read = median(each.map((run) => run.read));
      const readSync = median(each.map((run) => run.readSync));
      const bound = (/** @type {"median" | "least"} */ of) => (1.1 * wholeCpu[of]) / (shards ?? 1) + startUpCpu[of];
      const within = (/** @type {"median" | "least"} */ of) => `${seconds(bound(of))} ${cpu[of] <= bound(of) ? "within" : "**over**"}`;
      const bounds = shards === undefined ? " | " : `${within("median")} | ${within("least")}`;
      return `| ${name} | ${seconds(cpu.median)} | ${seconds(cpu.least)} | ${(cpu.median / wholeCpu.median).toFixed(2)} | ${bounds} | ${(read / 1e6).toFixed(1)} MB | ${(read / bytes).toFixed(3)} | ${(readSync / 1e6).toFixed(1)} MB |`;
    };
    const table = [
      `Node ${process.version}, ${os.cpus()[0]?.model ?? "unknown CPU"} (${os.cpus().length} cores), load average ${os.loadavg()[0]?.toFixed(1)} at the end: survey-contract validate Collector --jobs 1 on ${(bytes / 1e6).toFixed(0)} MB of NDJSON, ${options.rounds} rounds, interleaved. The bound of --shard I/N: 1.1/N × the whole run's CPU time + start-up, of the medians and of the least times.`,
      "",
      "| run | CPU time, median | least | median ÷ whole run | bound (medians) | bound (least) | bytes read (streamed) | ÷ file | bytes read at once (newlines counted) |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...[...results].map(([run, each]) => row(run, each)),
      row(numberedRun, numbered),
    ].join("\n");
    const out = options.out ?? "bench/results/shard.md";
    writeFileSync(path.resolve(ROOT, out), `${table}\n`);
    console.log(table);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
