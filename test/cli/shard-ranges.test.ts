// validate --shard over NDJSON files split by bytes. For every kind of place a range's edge can
// fall (at a line's start, on a newline, between \r and \n, inside a line, inside a multi-byte
// character) and every kind of file that makes it hard (lines of any length, CRLF, no final
// newline, blank lines, one line for the whole file, lines over --max-line-bytes, a byte-order
// mark, bytes that are not UTF-8, nothing but blank lines), for N = 1..5 with offsets chosen to
// put the edges in each place: the shards' outputs together are one run's, line for line, in
// every format, and each shard reads its range, the rest of its last line and at most 16 KiB
// more (docs/cli.md), counting the lines before its range only when it prints a line number.
import { execFile } from "node:child_process";
import fs, { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";
import { FULL, MINIMAL } from "../fixtures.js";
import { runCli, type CliResult } from "./run-cli.js";

const BIN = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");
const dir = mkdtempSync(path.join(tmpdir(), "contract-shard-ranges-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The smallest NDJSON file split by bytes (docs/cli.md). */
const SPLIT_FROM_BYTES = 64 * 1024;
/** What a shard may read past its range and the rest of its last line (docs/cli.md). */
const PAST_END_BYTES = 16 * 1024;
const FORMATS = Object.keys(VALIDATE_FORMATS);
const NEWLINE = 0x0a;

// ---- the bytes each run reads, seen through node:fs (the command's own reads are all the process makes while it runs)

const bytesRead = { read: 0, readSync: 0 };
beforeAll(() => {
  const { read, readSync } = fs;
  vi.spyOn(fs, "read").mockImplementation(((...args: unknown[]) => {
    const callback = args.pop() as (error: Error | null, bytes: number, buffer: unknown) => void;
    return (read as (...all: unknown[]) => void)(...args, (error: Error | null, bytes: number, buffer: unknown) => {
      if (!error) bytesRead.read += bytes;
      callback(error, bytes, buffer);
    });
  }) as typeof fs.read);
  vi.spyOn(fs, "readSync").mockImplementation(((...args: Parameters<typeof fs.readSync>) => {
    const bytes = (readSync as (...all: unknown[]) => number)(...args);
    bytesRead.readSync += bytes;
    return bytes;
  }) as typeof fs.readSync);
  syncBuiltinESMExports();
});
afterAll(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

/** The same count in a process of the built executable, written to the file READS_FILE names as it exits. */
const COUNT_READS = `data:text/javascript,${encodeURIComponent(`
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
  process.on("exit", () => writeFileSync(process.env.READS_FILE, JSON.stringify(counts)));
`)}`;

/** A run of the built executable, with the bytes its process read. */
async function measuredProcess(...args: string[]): Promise<CliResult & { read: number; readSync: number }> {
  const readsFile = path.join(dir, "reads.json");
  const result = await promisify(execFile)(process.execPath, ["--import", COUNT_READS, BIN, ...args], { maxBuffer: 1 << 26, env: { ...process.env, READS_FILE: readsFile } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return { ...result, ...(JSON.parse(readFileSync(readsFile, "utf8")) as { read: number; readSync: number }) };
}

/** A run in this process, with the bytes it read: streamed (`read`) and read at once (`readSync`). */
async function measured(...args: string[]): Promise<CliResult & { read: number; readSync: number }> {
  bytesRead.read = 0;
  bytesRead.readSync = 0;
  const result = await runCli(...args);
  return { ...result, ...bytesRead };
}

// ---- the files: lines of every kind, a leading pad moving the ranges' edges over them

const VALID = JSON.stringify(FULL.SurveyResponse);
const SHORT_VALID = JSON.stringify(MINIMAL.SurveyResponse);
/** Invalid, its id (in the problem printed) of 1- to 4-byte characters and a terminal escape, escaped on the way out. */
const invalid = (i: number) => JSON.stringify({ ...MINIMAL.SurveyResponse, id: `bad-${i}-é中😀\u001b[31m::x` });
const malformed = (i: number) => `{"id": "é${i}`;

/** Lines of many kinds and lengths, over about `bytes` bytes. */
function mixed(bytes: number): string[] {
  const kinds = [VALID, (i: number) => invalid(i), SHORT_VALID, "", (i: number) => malformed(i), "  \t", VALID, (i: number) => `${invalid(i)}   `];
  const lines: string[] = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const kind = kinds[i % kinds.length]!;
    const line = typeof kind === "string" ? kind : kind(i);
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return lines;
}

const TARGET = SPLIT_FROM_BYTES + 8 * 1024;
const lead = (pad: number) => " ".repeat(pad);
const joined = (lines: string[], eol = "\n", last = eol) => Buffer.from(lines.join(eol) + last);

type Edge = "at a line's start" | "on a newline" | "between \\r and \\n" | "inside a character" | "inside a line";

interface Case {
  name: string;
  args?: string[];
  /** The places the ranges' edges must be seen to fall in, over the offsets chosen. */
  edges: Edge[];
  file(pad: number): Buffer;
}

const EVERY_LINE_EDGE: Edge[] = ["at a line's start", "on a newline", "inside a line", "inside a character"];

const CASES: Case[] = [
  { name: "lines of many kinds and lengths", edges: EVERY_LINE_EDGE, file: (pad) => joined([lead(pad), ...mixed(TARGET)]) },
  {
    name: "CRLF line endings",
    edges: ["at a line's start", "between \\r and \\n", "inside a line", "inside a character"],
    file: (pad) => joined([lead(pad), ...mixed(TARGET)], "\r\n"),
  },
  { name: "no newline after the last line", edges: EVERY_LINE_EDGE, file: (pad) => joined([lead(pad), ...mixed(TARGET), invalid(-1)], "\n", "") },
  {
    name: "runs of empty and blank lines",
    edges: ["at a line's start", "on a newline", "inside a line"],
    file: (pad) => joined([lead(pad), ...mixed(TARGET).flatMap((line, i) => [line, ...Array.from({ length: i % 13 }, (_, k) => (k % 3 === 0 ? "" : k % 3 === 1 ? " " : "\t\r"))])]),
  },
  {
    name: "lines of multi-byte characters",
    edges: ["at a line's start", "inside a character"],
    file: (pad) => joined([lead(pad), ...Array.from({ length: TARGET / 200 }, (_, i) => JSON.stringify({ ...MINIMAL.SurveyResponse, id: "é中😀".repeat(1 + (i % 17)) }))]),
  },
  {
    name: "one line for the whole file",
    edges: ["inside a line", "inside a character"],
    file: (pad) => Buffer.from(JSON.stringify({ ...MINIMAL.SurveyResponse, id: "bad", padding: `${lead(pad)}${"é中😀x".repeat(TARGET / 10)}` })),
  },
  {
    name: "one line over --max-line-bytes, then records",
    args: ["--max-line-bytes", String(TARGET / 2)],
    edges: ["inside a line"],
    file: (pad) => joined([`${lead(pad)}${"x".repeat(TARGET)}`, ...mixed(8 * 1024)]),
  },
  {
    name: "lines over --max-line-bytes among records",
    args: ["--max-line-bytes", "1500"],
    edges: ["at a line's start", "on a newline", "inside a line"],
    file: (pad) => joined([lead(pad), ...mixed(TARGET).map((line, i) => (i % 9 === 4 ? `{"long": "${"y".repeat(1500 + i)}"}` : line))]),
  },
  {
    name: "a byte-order mark, U+FEFF starting other lines, bytes that are not UTF-8",
    edges: EVERY_LINE_EDGE,
    file: (pad) =>
      Buffer.concat(
        [Buffer.from(`\uFEFF${VALID}\n${lead(pad)}\n`), ...mixed(TARGET).map((line, i) => (i % 11 === 3 ? `\uFEFF${VALID}` : line))].flatMap((part, i) =>
          typeof part === "string" ? [Buffer.from(`${part}\n`), ...(i % 23 === 7 ? [Buffer.from([0x7b, 0xc3, NEWLINE, 0xe4, 0xb8, 0x7d, NEWLINE])] : [])] : [part],
        ),
      ),
  },
  {
    name: "nothing but blank lines",
    edges: ["at a line's start", "on a newline", "inside a line"],
    file: (pad) => joined([lead(pad), ...Array.from({ length: TARGET / 20 }, (_, i) => " ".repeat(i % 37))]),
  },
  {
    name: "blank lines, then records",
    edges: ["at a line's start", "on a newline", "inside a line"],
    file: (pad) => joined([lead(pad), ...Array.from({ length: (TARGET * 3) / 40 }, (_, i) => " ".repeat(i % 37)), ...mixed(TARGET / 4)]),
  },
];

// ---- where the ranges' edges fall: ⌊size·I/N⌋ (docs/cli.md)

const boundary = (size: number, k: number, count: number) => Math.floor((size * k) / count);

function edgeAt(file: Buffer, at: number): Edge {
  if (file[at - 1] === NEWLINE) return "at a line's start";
  if (file[at] === NEWLINE) return file[at - 1] === 0x0d ? "between \\r and \\n" : "on a newline";
  if ((file[at]! & 0xc0) === 0x80) return "inside a character";
  return "inside a line";
}

function edgesOf(file: Buffer): Edge[] {
  return [2, 3, 4, 5].flatMap((count) => Array.from({ length: count - 1 }, (_, k) => edgeAt(file, boundary(file.length, k + 1, count))));
}

/** Offsets (leading pads) that put the edges in every place the case asks for, and at least one a format. */
function padsFor(testCase: Case): { pads: number[]; unseen: Edge[] } {
  const wanted = new Set(testCase.edges);
  const pads: number[] = [];
  for (let pad = 0; wanted.size > 0 && pad < 2000; pad++) {
    const seen = edgesOf(testCase.file(pad)).filter((edge) => wanted.has(edge));
    if (seen.length === 0) continue;
    pads.push(pad);
    for (const edge of seen) wanted.delete(edge);
  }
  while (pads.length < FORMATS.length) pads.push(101 * pads.length + 3);
  return { pads, unseen: [...wanted] };
}

// ---- what a run says, line by line, in each format, without its summary

interface Said {
  /** Lines that speak of records and input errors, in the order printed, by stream. */
  lines: Record<string, string[]>;
  records?: number;
  invalidRecords?: number;
}

function linesOf(text: string): string[] {
  return text.split("\n").filter((line) => line !== "");
}

function said(format: string, result: CliResult): Said {
  if (format === "text") return { lines: { stdout: linesOf(result.stdout), stderr: linesOf(result.stderr).slice(0, -1) } };
  if (format === "github") return { lines: { stdout: linesOf(result.stdout).slice(0, -1) } };
  if (format === "json") {
    const report = JSON.parse(result.stdout) as { problems: unknown[]; inputErrors: unknown[]; records: number; invalidRecords: number; problemsOmitted: number };
    expect(report.problemsOmitted).toBe(0);
    return {
      lines: { problems: report.problems.map((problem) => JSON.stringify(problem)), inputErrors: report.inputErrors.map((error) => JSON.stringify(error)) },
      records: report.records,
      invalidRecords: report.invalidRecords,
    };
  }
  // junit: the case of each record with a problem whole; of each input, the errors it lists (a split input has a case in each shard that reads it)
  const cases = linesOf(result.stdout).filter((line) => line.startsWith("    <testcase "));
  const recordCases = cases.filter((line) => /name="[^"]*:\d+"/.test(line));
  const inputErrors = cases
    .filter((line) => !recordCases.includes(line))
    .flatMap((line) => /<(?:error|failure) message="[^"]*">(.*)<\/(?:error|failure)>/.exec(line)?.[1]?.split("&#10;") ?? []);
  return { lines: { recordCases, inputErrors } };
}

/** The shards' reports joined, shard after shard, and their counts added up. */
function together(reports: Said[]): Said {
  const lines: Record<string, string[]> = {};
  for (const report of reports) for (const [stream, each] of Object.entries(report.lines)) (lines[stream] ??= []).push(...each);
  const sum = (pick: (report: Said) => number | undefined) =>
    reports[0] && pick(reports[0]) !== undefined ? reports.reduce((total, report) => total + pick(report)!, 0) : undefined;
  return { lines, records: sum((report) => report.records), invalidRecords: sum((report) => report.invalidRecords) };
}

/** What a shard may read of a file split by bytes: its range, the rest of the line holding its last byte, and PAST_END_BYTES. */
function readBounds(file: Buffer, index: number, count: number): { least: number; most: number; start: number } {
  const start = boundary(file.length, index - 1, count);
  const end = index === count ? file.length : boundary(file.length, index, count);
  const newline = file.indexOf(NEWLINE, end - 1);
  const lastLineEnd = newline === -1 ? file.length : newline + 1;
  return { least: end - start, most: lastLineEnd - start + 1 + PAST_END_BYTES, start };
}

const worst = (codes: number[]) => Math.max(...codes);

describe("validate --shard: NDJSON files split by bytes", () => {
  it.each(CASES)(
    "$name: the shards together print one run's lines in every format, each reading its own range",
    async (testCase) => {
      const { pads, unseen } = padsFor(testCase);
      expect(unseen, "offsets putting an edge in each place asked for").toEqual([]);
      const file = path.join(dir, `${testCase.name.replace(/\W+/g, "-")}.ndjson`);
      for (const [i, pad] of pads.entries()) {
        const format = FORMATS[i % FORMATS.length]!;
        const bytes = testCase.file(pad);
        expect(bytes.length).toBeGreaterThanOrEqual(SPLIT_FROM_BYTES);
        writeFileSync(file, bytes);
        const args = ["validate", "SurveyResponse", file, ...(testCase.args ?? []), "--format", format];
        const whole = await runCli(...args);
        for (const count of [1, 2, 3, 4, 5]) {
          const shards = [];
          for (let index = 1; index <= count; index++) shards.push(await measured(...args, "--shard", `${index}/${count}`));
          const where = `pad ${pad}, ${count} shards, --format ${format}`;
          expect(together(shards.map((shard) => said(format, shard))), where).toEqual(said(format, whole));
          expect(worst(shards.map((shard) => shard.code)), where).toBe(whole.code);
          shards.forEach((shard, k) => {
            const { least, most, start } = readBounds(bytes, k + 1, count);
            const at = `${where}, shard ${k + 1}: ${shard.read} bytes read, ${shard.readSync} at once`;
            expect(shard.read, at).toBeGreaterThanOrEqual(least);
            expect(shard.read, at).toBeLessThanOrEqual(count === 1 ? bytes.length : most);
            // Past the first range, only the newlines before it are read at once, to number a line printed.
            if (k > 0) expect(shard.readSync, at).toBeLessThanOrEqual(start);
          });
        }
      }
    },
    120_000,
  );

  it.each(CASES)(
    "$name: with --jobs 2, each shard prints what it prints on one thread and reads its own range",
    async (testCase) => {
      const bytes = testCase.file(padsFor(testCase).pads[0]!);
      const file = path.join(dir, `${testCase.name.replace(/\W+/g, "-")}-jobs.ndjson`);
      writeFileSync(file, bytes);
      for (const index of [1, 2, 3]) {
        const args = ["validate", "SurveyResponse", file, ...(testCase.args ?? []), "--shard", `${index}/3`];
        const here = await runCli(...args);
        const workers = await measuredProcess(...args, "--jobs", "2");
        const at = `shard ${index}/3: ${workers.read} bytes read, ${workers.readSync} at once`;
        expect({ code: workers.code, stdout: linesOf(workers.stdout), stderr: linesOf(workers.stderr) }, at).toEqual({
          code: here.code,
          stdout: linesOf(here.stdout),
          stderr: linesOf(here.stderr),
        });
        const { least, most, start } = readBounds(bytes, index, 3);
        // The process reads its own code too, at once: the input's share of that is the newlines before the range at most.
        expect(workers.read, at).toBeGreaterThanOrEqual(least);
        expect(workers.read, at).toBeLessThanOrEqual(most);
        if (index > 1) expect(workers.readSync, at).toBeLessThanOrEqual(start + (await startUpReads()));
      }
    },
    120_000,
  );
});

/** What the executable reads at once of its own before any input: its run on an empty input. */
let startUp: number | undefined;
async function startUpReads(): Promise<number> {
  if (startUp === undefined) {
    const empty = path.join(dir, "empty.json");
    writeFileSync(empty, "");
    startUp = (await measuredProcess("validate", "SurveyResponse", empty)).readSync;
  }
  return startUp;
}

describe("validate --shard: many inputs", () => {
  const files: { name: string; bytes: Buffer | undefined }[] = [
    { name: "split.ndjson", bytes: joined(mixed(TARGET)) },
    ...[5, 20, 40].map((kb) => ({ name: `small-${kb}.ndjson`, bytes: joined(mixed(kb * 1024)) })),
    ...[0, 1, 2, 3, 4, 5].map((i) => ({
      name: `doc-${i}.json`,
      bytes: Buffer.from(JSON.stringify(i % 2 === 0 ? { ...FULL.SurveyResponse, notes: "x".repeat(i * 3000) } : { ...MINIMAL.SurveyResponse, status: "LOST" })),
    })),
    { name: "empty.json", bytes: Buffer.alloc(0) },
    { name: "missing.json", bytes: undefined },
  ];
  const inputs = files.map(({ name, bytes }) => {
    const at = path.join(dir, "many", name);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    if (bytes !== undefined) writeFileSync(at, bytes);
    return at;
  });
  const total = files.reduce((sum, { bytes }) => sum + (bytes?.length ?? 0), 0);
  const largestWhole = Math.max(...files.slice(1).map(({ bytes }) => bytes?.length ?? 0));
  const longestLine = Math.max(...linesOf(files[0]!.bytes!.toString()).map((line) => Buffer.byteLength(line) + 1));

  it.each(FORMATS)(
    "--format %s: each input judged by one shard, a large NDJSON file by all, the lines together one run's; each shard reads about its share",
    async (format) => {
      const args = ["validate", "SurveyResponse", ...inputs, path.join(dir, "many", "*.none"), "--format", format];
      const whole = await runCli(...args);
      const sorted = (report: Said) => ({ ...report, lines: Object.fromEntries(Object.entries(report.lines).map(([stream, lines]) => [stream, [...lines].sort()])) });
      for (const count of [1, 2, 3, 4, 5]) {
        const shards = [];
        for (let index = 1; index <= count; index++) shards.push(await measured(...args, "--shard", `${index}/${count}`));
        const where = `${count} shards`;
        expect(sorted(together(shards.map((shard) => said(format, shard)))), where).toEqual(sorted(said(format, whole)));
        expect(worst(shards.map((shard) => shard.code)), where).toBe(whole.code);
        const slack = count * (PAST_END_BYTES + longestLine + 1);
        expect(
          shards.reduce((sum, shard) => sum + shard.read, 0),
          where,
        ).toBeLessThanOrEqual(total + slack);
        for (const shard of shards) expect(shard.read, where).toBeLessThanOrEqual(total / count + largestWhole + PAST_END_BYTES + longestLine + 1);
      }
    },
    120_000,
  );
});

describe("validate --shard: a file of valid records", () => {
  it("has each shard read about 1/N of it and count no line before its range, as it prints none", async () => {
    const bytes = joined(Array.from({ length: 2000 }, (_, i) => (i % 2 === 0 ? VALID : SHORT_VALID)));
    const file = path.join(dir, "valid.ndjson");
    writeFileSync(file, bytes);
    for (const count of [2, 3, 4, 5]) {
      for (let index = 1; index <= count; index++) {
        const shard = await measured("validate", "SurveyResponse", file, "--shard", `${index}/${count}`);
        const { least, most } = readBounds(bytes, index, count);
        const at = `shard ${index}/${count}: ${shard.read} bytes read of ${bytes.length}, ${shard.readSync} at once`;
        expect(shard.code, at).toBe(0);
        expect(shard.read, at).toBeGreaterThanOrEqual(least);
        expect(shard.read, at).toBeLessThanOrEqual(most);
        expect(shard.readSync, at).toBe(0);
      }
    }
  });
});
