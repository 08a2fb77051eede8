#!/usr/bin/env node
// npm run bench:shard: `survey-contract validate --shard I/N --jobs 1` on a generated NDJSON file of
// collectors (about 300 MB, --size-mb to change; --out names the table's file, bench/results/shard.md by default), N = 1, 2 and 4, against the whole run: each
// shard's CPU time (process.cpuUsage at exit, user + system) and the bytes of the input it read
// (node:fs reads counted in the process), the median of --rounds runs each, interleaved, against
// the bound 1.1/N of the whole run's CPU time plus start-up. Start-up is what every process pays
// whatever its share: node and the CLI starting, and the engine's optimizing compiler compiling
// the validators once they run hot (about 0.09 s of CPU for a collector's, on a thread of its
// own), measured as the same command on a file of 1 000 records (1.3 MB, about 0.01 s of
// judging). The same command on a file of one record is shown too: it starts without that
// compile. Then the one case where a shard reads before its range: the last of 4 when the file's
// last line is invalid, so that it counts the newlines before its range to number the line it
// prints.
import { execFile } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { page } from "./fixtures.js";
import { writeCollectorsNdjson } from "./ndjson-file.js";
import { median } from "./timing.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BIN = path.join(ROOT, "dist/src/cli/bin.js");
const { values: options } = parseArgs({
  options: { "size-mb": { type: "string", default: "300" }, rounds: { type: "string", default: "3" }, out: { type: "string" } },
});
const START_UP = "start-up: a file of 1 000 records";
const ONE_RECORD = "a file of one record";
const START_UP_RECORDS = 1000;
const WHOLE = "whole run (no --shard)";
const TARGET_BYTES = Number(options["size-mb"]) * 1024 * 1024;

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
 * @returns {Promise<{ read: number, readSync: number, cpuSeconds: number }>}
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
    const validate = ["validate", "Collector", file, "--jobs", "1"];
    const oneRecord = path.join(dir, "one.ndjson");
    writeFileSync(oneRecord, `${JSON.stringify(page("collectors", 1).data[0])}\n`);
    const startUpFile = path.join(dir, "start-up.ndjson");
    writeFileSync(
      startUpFile,
      `${page("collectors", START_UP_RECORDS)
        .data.map((record) => JSON.stringify(record))
        .join("\n")}\n`,
    );
    /** @type {{ name: string, args: string[] }[]} */
    const runs = [
      { name: ONE_RECORD, args: ["validate", "Collector", oneRecord, "--jobs", "1"] },
      { name: START_UP, args: ["validate", "Collector", startUpFile, "--jobs", "1"] },
      { name: WHOLE, args: validate },
    ];
    for (const count of [1, 2, 4])
      for (let index = 1; index <= count; index++) runs.push({ name: `--shard ${index}/${count}`, args: [...validate, "--shard", `${index}/${count}`] });
    /** @type {Map<string, { read: number, readSync: number, cpuSeconds: number }[]>} */
    const results = new Map(runs.map(({ name }) => [name, []]));
    for (let round = 0; round < Number(options.rounds); round++) {
      for (const { name, args } of runs) results.get(name)?.push(await measured(args, measureFile));
    }
    // The last line invalid: every shard ends with nothing to print but the last, which numbers its line.
    appendFileSync(file, `${JSON.stringify({ id: "not-a-collector" })}\n`);
    const numbered = [];
    for (let round = 0; round < Number(options.rounds); round++) numbered.push(await measured([...validate, "--shard", "4/4"], measureFile));

    /** The median and the least CPU time of a run's rounds: a busy neighbour only ever adds time, so the least is the run's own cost. */
    const cpuOf = (/** @type {{ cpuSeconds: number }[]} */ each) => {
      const seconds = each.map((run) => run.cpuSeconds);
      return { median: median(seconds), least: Math.min(...seconds) };
    };
    const whole = cpuOf(results.get(WHOLE) ?? []);
    const startUp = cpuOf(results.get(START_UP) ?? []);
    const seconds = (/** @type {number} */ value) => `${value.toFixed(2)} s`;
    const row = (/** @type {string} */ name, /** @type {{ read: number, readSync: number, cpuSeconds: number }[]} */ each) => {
      const cpu = cpuOf(each);
      const read = median(each.map((run) => run.read));
      const readSync = median(each.map((run) => run.readSync));
      const count = Number(/\/([0-9]+)/.exec(name)?.[1] ?? 1);
      const bound = (/** @type {"median" | "least"} */ of) => (1.1 * whole[of]) / count + startUp[of];
      const within = (/** @type {"median" | "least"} */ of) => `${seconds(bound(of))} ${cpu[of] <= bound(of) ? "within" : "**over**"}`;
      const bounds = name.startsWith("--shard") ? `${within("median")} | ${within("least")}` : " | ";
      return `| ${name} | ${seconds(cpu.median)} | ${seconds(cpu.least)} | ${(cpu.median / whole.median).toFixed(2)} | ${bounds} | ${(read / 1e6).toFixed(1)} MB | ${(read / bytes).toFixed(3)} | ${(readSync / 1e6).toFixed(1)} MB |`;
    };
    const table = [
      `Node ${process.version}, ${os.cpus()[0]?.model ?? "unknown CPU"} (${os.cpus().length} cores), load average ${os.loadavg()[0]?.toFixed(1)} at the end: survey-contract validate Collector --jobs 1 on ${(bytes / 1e6).toFixed(0)} MB of NDJSON, ${options.rounds} rounds, interleaved. The bound of --shard I/N: 1.1/N × the whole run's CPU time + start-up, of the medians and of the least times.`,
      "",
      "| run | CPU time, median | least | median ÷ whole run | bound (medians) | bound (least) | bytes read (streamed) | ÷ file | bytes read at once (newlines counted) |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...[...results].map(([name, each]) => row(name, each)),
      row("--shard 4/4, the file's last line invalid", numbered),
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
