// `npm run test:mutation:score`: shards of a mutation run added up into one score, counting a
// file's result only while the file is the one its shard mutated.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { globSync } from "tinyglobby";
import { afterAll, describe, expect, it } from "vitest";
import { main, shardReports } from "../scripts/mutation-score.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const WANTED = globSync(JSON.parse(readFileSync(path.join(ROOT, "stryker.config.json"), "utf8")).mutate, { cwd: ROOT }).sort();
const dir = mkdtempSync(path.join(tmpdir(), "contract-mutation-score-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Status = "Killed" | "Survived" | "Timeout" | "NoCoverage";

function mutants(statuses: Status[]) {
  return statuses.map((status, i) => ({
    id: String(i),
    mutatorName: "BooleanLiteral",
    replacement: "false",
    status,
    location: { start: { line: 1, column: 1 + i }, end: { line: 1, column: 2 + i } },
  }));
}

let written = 0;
/** A report of `files` → statuses, each file's source as it is now unless `source` says otherwise. */
function report(files: Record<string, Status[]>, source?: (file: string) => string): string {
  const file = path.join(dir, `report-${written++}.json`);
  const entries = Object.entries(files).map(([name, statuses]) => [
    name,
    { language: "typescript", source: source ? source(name) : readFileSync(path.join(ROOT, name), "utf8"), mutants: mutants(statuses) },
  ]);
  writeFileSync(file, JSON.stringify({ schemaVersion: "2", thresholds: { high: 95, low: 90 }, files: Object.fromEntries(entries) }));
  return file;
}

function run(...args: string[]) {
  const lines: string[] = [];
  const code = main(args, (line: string) => lines.push(line));
  return { code, text: lines.join("\n") };
}

describe("the mutation score of shards", () => {
  it("adds every file's result into one score, and passes when every file is measured at or above the break threshold", () => {
    const all = report(
      Object.fromEntries(WANTED.map((file) => [file, ["Killed", "Killed", "Timeout", "Killed", "Killed", "Killed", "Killed", "Killed", "Killed", "Survived"] as Status[]])),
    );
    const { code, text } = run(all);
    expect(text).toContain(`| src/pagination.ts | 10 | 8 | 1 | 1 | 0 | 90.00 % |`);
    expect(text).toContain(
      `${WANTED.length} of ${WANTED.length} files measured: ${10 * WANTED.length} mutants, ${8 * WANTED.length} killed, ${WANTED.length} timed out, ${WANTED.length} survived, 0 without coverage. Score 90.00 % (break at 90 %).`,
    );
    expect(code).toBe(0);
  });

  it("fails under the break threshold, mutants without coverage counted as survivors", () => {
    const all = report(Object.fromEntries(WANTED.map((file) => [file, ["Killed", "NoCoverage"] as Status[]])));
    const { code, text } = run(all);
    expect(text).toContain("| src/pagination.ts | 2 | 1 | 0 | 0 | 1 | 50.00 % |");
    expect(text).toContain("Score 50.00 %");
    expect(code).toBe(1);
  });

  it("names the files no shard measured, and fails however high the score of the rest", () => {
    const { code, text } = run(report({ "src/pagination.ts": ["Killed", "Killed"] }));
    expect(text).toContain("| src/pagination.ts | 2 | 2 | 0 | 0 | 0 | 100.00 % |");
    expect(text).toContain(`1 of ${WANTED.length} files measured`);
    expect(text).toContain("not measured: src/issues.ts");
    expect(text).not.toContain("not measured: src/pagination.ts");
    expect(code).toBe(1);
  });

  it("needs no result for a file of types alone, which Stryker leaves out of its reports, and names it", () => {
    const withCode = WANTED.filter((file) => file !== "src/diff/judges/judge.ts");
    const { code, text } = run(report(Object.fromEntries(withCode.map((file) => [file, ["Killed"] as Status[]]))));
    expect(text).toContain("no code to mutate: src/diff/judges/judge.ts (types only)");
    expect(text).toContain(`${withCode.length} of ${WANTED.length} files measured`);
    expect(text).not.toContain("not measured:");
    expect(code).toBe(0);
  });

  it("does not count a file changed after its shard ran, and says so", () => {
    const { code, text } = run(report({ "src/pagination.ts": ["Killed"] }, (file) => `${readFileSync(path.join(ROOT, file), "utf8")}// changed\n`));
    expect(text).toContain("stale: src/pagination.ts changed after its shard ran");
    expect(text).toContain(`0 of ${WANTED.length} files measured`);
    expect(code).toBe(1);
  });

  it("takes a later shard's result for a file over an earlier one's, and a current one over a stale one", () => {
    const earlier = report({ "src/pagination.ts": ["Survived"] });
    const later = report({ "src/pagination.ts": ["Killed"] });
    expect(run(earlier, later).text).toContain("| src/pagination.ts | 1 | 1 | 0 | 0 | 0 | 100.00 % |");
    const stale = report({ "src/pagination.ts": ["Survived"] }, () => "old text");
    const { text } = run(later, stale);
    expect(text).toContain("| src/pagination.ts | 1 | 1 | 0 | 0 | 0 | 100.00 % |");
    expect(text).not.toContain("stale:");
  });

  it("reads a folder's shards oldest first, so that a shard run again wins", () => {
    const shards = path.join(dir, "shards");
    mkdirSync(shards);
    for (const [name, seconds] of [
      ["b-newest.json", 3_000],
      ["a-oldest.json", 1_000],
      ["c-middle.json", 2_000],
    ] as const) {
      writeFileSync(path.join(shards, name), "{}");
      utimesSync(path.join(shards, name), seconds, seconds);
    }
    writeFileSync(path.join(shards, "notes.txt"), "");
    expect(shardReports(shards).map((file) => path.basename(file))).toEqual(["a-oldest.json", "c-middle.json", "b-newest.json"]);
  });

  it("refuses a file that is no report with exit 2, quoting what went wrong on one line", () => {
    const notJson = path.join(dir, "not-json.json");
    writeFileSync(notJson, "\u001b[31m{ nope");
    expect(run(notJson)).toMatchObject({ code: 2, text: expect.stringMatching(/^cannot read the reports: "[^\n\u001b]*"$/) });
    const noFiles = path.join(dir, "no-files.json");
    writeFileSync(noFiles, JSON.stringify({ files: null }));
    expect(run(noFiles)).toMatchObject({ code: 2, text: expect.stringContaining("is no Stryker JSON report") });
    expect(run(path.join(dir, "missing.json")).code).toBe(2);
  });

  it("explains itself with --help and refuses unknown options", () => {
    expect(run("--help")).toMatchObject({ code: 0, text: expect.stringContaining("Adds up Stryker JSON reports") });
    expect(run("--shard")).toMatchObject({ code: 2, text: expect.stringContaining('unknown option "--shard"') });
  });
});
