// validate --jobs N, through the built executable (worker threads run the shipped code): the
// same output and exit code as one thread, in input order, whatever the mix of problems.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { defaultJobs } from "../../src/cli/validate-options.js";
import { FULL, MINIMAL } from "../fixtures.js";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";

const BIN = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");
const dir = mkdtempSync(path.join(tmpdir(), "contract-jobs-"));

function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

async function survey(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], { maxBuffer: 1 << 28 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** About 3 MB of NDJSON: many blocks, with invalid records, malformed, over-long and non-UTF-8 lines spread through it. */
function mixedLines(): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < 6000; i++) {
    let line = JSON.stringify({ ...FULL.SurveyResponse, contactId: i });
    if (i % 701 === 3) line = JSON.stringify({ ...MINIMAL.SurveyResponse, id: `bad-${i}` });
    if (i % 1301 === 5) line = '{"id": ';
    if (i % 2503 === 7) line = "x".repeat(3000);
    if (i % 1999 === 11) line = "";
    parts.push(Buffer.from(`${line}\n`));
    if (i === 4321) parts.push(Buffer.from([0x7b, 0xff, 0x7d, 0x0a]));
  }
  return Buffer.concat(parts);
}

describe("validate --jobs", () => {
  const ndjson = path.join(dir, "mixed.ndjson");
  writeFileSync(ndjson, mixedLines());
  const small = Array.from({ length: 7 }, (_, i) => file(`doc-${i}.json`, JSON.stringify(i % 3 === 0 ? { ...FULL.SurveyResponse, status: "LOST" } : FULL.SurveyResponse)));
  // Larger than a worker's share of bytes in flight: judged on the main thread, in its place.
  const large = file("large.json", JSON.stringify({ ...FULL.SurveyResponse, status: "LOST", padding: "x".repeat(3 << 20) }));
  const documents = [...small.slice(0, 3), large, ...small.slice(3)];
  const empty = file("empty.json", "");

  it.each(Object.keys(VALIDATE_FORMATS))(
    "prints exactly what one thread prints, in input order (--format %s)",
    async (format) => {
      const args = ["validate", "SurveyResponse", ndjson, ...documents, empty, "--max-line-bytes", "2000", "--format", format];
      const one = await survey(...args, "--jobs", "1");
      const two = await survey(...args, "--jobs", "2");
      const three = await survey(...args, "--jobs", "3");
      expect(one.code).toBe(2);
      expect(two).toEqual(one);
      expect(three).toEqual(one);
      if (format === "text") {
        expect(one.stdout).toContain(`${ndjson}:4:7: /id has 5 characters, where a UUID has 36`);
        expect(one.stderr).toContain(`${ndjson}:4323: line is not UTF-8`);
        expect(one.stderr).toContain(`${ndjson}:8: line is longer than --max-line-bytes (2000 bytes)`);
        expect(one.stderr).toContain(`${empty}: holds no record`);
        expect(one.stdout).toContain(`${large}:1:`);
        const order = one.stdout
          .split("\n")
          .filter(Boolean)
          .map((line) => line.split(":")[0]!);
        expect(order).toEqual([...order].sort((a, b) => [ndjson, ...documents].indexOf(a) - [ndjson, ...documents].indexOf(b)));
      }
      // Three runs of the executable, with worker threads: past the default 5 s on a busy machine.
    },
    60_000,
  );

  it("refuses a number of jobs that is not one", async () => {
    const result = await survey("validate", "SurveyResponse", ndjson, "--jobs", "0");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--jobs 0: give a number of worker threads from 1 to 256");
  });
});

/**
 * The command run with `node -r <preload>`: the preload writes the process's peak resident
 * memory, in kB, to a file as it exits; worker threads are the same process, so it counts them.
 */
async function peakMemoryKb(...args: string[]): Promise<{ code: number; stderr: string; peakKb: number }> {
  const preload = file(
    "peak-memory.cjs",
    'const { isMainThread } = require("node:worker_threads");\nif (isMainThread) process.on("exit", () => require("node:fs").writeFileSync(process.env.PEAK_MEMORY_FILE, String(process.resourceUsage().maxRSS)));\n',
  );
  const out = path.join(dir, `peak-${args.join("-").replace(/\W+/g, "_").slice(-60)}.txt`);
  try {
    const { stderr } = await promisify(execFile)(process.execPath, ["-r", preload, BIN, ...args], { env: { ...process.env, PEAK_MEMORY_FILE: out }, maxBuffer: 1 << 24 });
    return { code: 0, stderr, peakKb: Number(readFileSync(out, "utf8")) };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr, peakKb: Number.NaN };
  }
}

describe("validate --jobs memory (D25: a worker adds at most 50 MB at its peak)", () => {
  // Pages of 16 MB on one line each, under --max-line-bytes: a record parses into several times
  // its text, so judged on every worker at once they took 80 to 140 MB more a worker than one
  // thread takes (all of them in flight at once, twice over).
  const perRecord = JSON.stringify(FULL.Collector).length + 1;
  const count = Math.ceil(16e6 / perRecord);
  const line = JSON.stringify({ page: 1, pageSize: count, totalCount: count, data: Array.from({ length: count }, () => FULL.Collector) });
  const pages = file("pages.ndjson", `${line}\n`.repeat(6));

  it("takes at most 50 MB more a worker than one thread, on lines of 16 MB", async () => {
    const args = ["validate", "CollectorPage", "--ndjson", pages];
    const one = await peakMemoryKb(...args, "--jobs", "1");
    expect(one.code, one.stderr).toBe(0);
    expect(one.stderr).toContain("all 6 CollectorPage records valid");
    for (const jobs of [2, 4]) {
      const many = await peakMemoryKb(...args, "--jobs", String(jobs));
      expect(many.code, many.stderr).toBe(0);
      expect(many.stderr).toBe(one.stderr);
      const addedPerWorkerMb = (many.peakKb - one.peakKb) / 1024 / jobs;
      expect(addedPerWorkerMb, `--jobs ${jobs}: ${many.peakKb} kB at its peak, --jobs 1: ${one.peakKb} kB`).toBeLessThanOrEqual(50);
    }
  });
});

describe("the default of --jobs", () => {
  const MB = 1024 * 1024;
  // Workers pay only on a large input and on cores no other work is using (docs/cli.md, measured):
  // the main thread reads beside them and they cost more processor time than one thread does.
  it.each([
    { why: "an idle machine of 2 cores, a large export", cores: 2, loadAverage: 0, inputBytes: 300 * MB, jobs: 2 },
    { why: "2 cores, a little load (a shell, an editor)", cores: 2, loadAverage: 0.4, inputBytes: 300 * MB, jobs: 2 },
    { why: "2 cores, one of them busy with other work", cores: 2, loadAverage: 1, inputBytes: 300 * MB, jobs: 1 },
    { why: "2 cores, both busy with other work", cores: 2, loadAverage: 2, inputBytes: 300 * MB, jobs: 1 },
    { why: "2 cores, more work waiting than cores", cores: 2, loadAverage: 6.5, inputBytes: 300 * MB, jobs: 1 },
    { why: "an idle machine, an input too small to pay for starting workers", cores: 2, loadAverage: 0, inputBytes: 64 * MB - 1, jobs: 1 },
    { why: "an idle machine, from 64 MiB of input on", cores: 2, loadAverage: 0, inputBytes: 64 * MB, jobs: 2 },
    { why: "standard input or a pipe: its size is not known", cores: 8, loadAverage: 0, inputBytes: 0, jobs: 1 },
    { why: "one core", cores: 1, loadAverage: 0, inputBytes: 1024 * MB, jobs: 1 },
    { why: "3 idle cores", cores: 3, loadAverage: 0, inputBytes: 300 * MB, jobs: 3 },
    { why: "many idle cores: at most 4 workers, so that memory stays bounded", cores: 64, loadAverage: 0, inputBytes: 300 * MB, jobs: 4 },
    { why: "8 cores, 5 of them busy: one worker a core left idle", cores: 8, loadAverage: 5, inputBytes: 300 * MB, jobs: 3 },
    { why: "8 cores, fewer than 2 left idle", cores: 8, loadAverage: 6.6, inputBytes: 300 * MB, jobs: 1 },
    { why: "no cores said", cores: 0, loadAverage: 0, inputBytes: 300 * MB, jobs: 1 },
  ])("$why: $jobs ($cores cores, load $loadAverage, $inputBytes bytes)", ({ cores, loadAverage, inputBytes, jobs }) => {
    expect(defaultJobs({ cores, loadAverage, inputBytes })).toBe(jobs);
  });

  it("is said in the help", async () => {
    const { stdout } = await survey("validate", "--help");
    expect(stdout.replace(/\s+/g, " ")).toContain(
      "judge on N worker threads; output and exit code as with one. Default: one thread, or from 64 MiB of input on, one worker a core the load average leaves idle when it leaves 2 or more (at most 4).",
    );
  });
});
