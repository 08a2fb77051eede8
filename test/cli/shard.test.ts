// validate --shard I/N: every record judged by exactly one shard, the shards' problems together
// one run's, the same split on every run, with the inputs read here and on worker threads.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { FULL, MINIMAL } from "../fixtures.js";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-shard-"));
const BIN = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");
const LINES = 3500;
const ndjson = path.join(dir, "export.ndjson");
writeFileSync(
  ndjson,
  `${Array.from({ length: LINES }, (_, i) => JSON.stringify(i % 97 === 0 ? { ...MINIMAL.SurveyResponse, id: `bad-${i}` } : FULL.SurveyResponse)).join("\n")}\n`,
);
const files = Array.from({ length: 6 }, (_, i) => {
  const file = path.join(dir, `response-${i}.json`);
  writeFileSync(file, JSON.stringify(i % 2 === 0 ? FULL.SurveyResponse : { ...MINIMAL.SurveyResponse, status: "LOST" }));
  return file;
});
const INPUTS = [ndjson, ...files];

const linesOf = (stdout: string) => stdout.split("\n").filter((line) => line !== "");
const recordsOf = (stderr: string) => Number(/ of (\d+) SurveyResponse records/.exec(stderr)?.[1] ?? /all (\d+) SurveyResponse/.exec(stderr)?.[1]);

describe("validate --shard", () => {
  it("splits the records so that the shards together report what one run reports, each record once", async () => {
    const whole = await runCli("validate", "SurveyResponse", ...INPUTS);
    const shards = await Promise.all([1, 2, 3].map((i) => runCli("validate", "SurveyResponse", ...INPUTS, "--shard", `${i}/3`)));
    const together = shards.flatMap((shard) => linesOf(shard.stdout));
    expect(together.sort()).toEqual(linesOf(whole.stdout).sort());
    expect(new Set(together).size).toBe(together.length);
    expect(shards.map((shard) => recordsOf(shard.stderr)).reduce((a, b) => a + b)).toBe(LINES + files.length);
    expect(shards.every((shard) => recordsOf(shard.stderr) > 0)).toBe(true);
    expect(whole.code).toBe(1);
  });

  it("gives each shard the same share on every run", async () => {
    const first = await runCli("validate", "SurveyResponse", ...INPUTS, "--shard", "2/3");
    const again = await runCli("validate", "SurveyResponse", ...INPUTS, "--shard", "2/3");
    expect(again).toEqual(first);
  });

  it("splits alike when the lines are judged on worker threads", async () => {
    const run = promisify(execFile);
    const here = await runCli("validate", "SurveyResponse", ndjson, "--shard", "1/2");
    const workers = await run(process.execPath, [BIN, "validate", "SurveyResponse", ndjson, "--shard", "1/2", "--jobs", "2"]).catch((error) => error);
    expect(linesOf(workers.stdout)).toEqual(linesOf(here.stdout));
  });

  it("refuses a shard that is not one of N", async () => {
    for (const shard of ["0/3", "4/3", "1", "a/b", "1/0"]) {
      const result = await runCli("validate", "SurveyResponse", ndjson, "--shard", shard);
      expect(result.code, shard).toBe(2);
      expect(result.stderr, shard).toContain(`--shard ${shard}: give I/N with 1 ≤ I ≤ N ≤ 9999`);
    }
  });
});
