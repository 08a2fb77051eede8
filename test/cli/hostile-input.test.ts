// survey-contract on inputs an attacker or an accident would give it: bytes that are not
// UTF-8, inputs with no record, lines too long, control characters in keys and file names,
// and readers that go away. The real executable runs where the process itself matters.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FULL, MINIMAL } from "../fixtures.js";
import { runCli, shell } from "./run-cli.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-cli-hostile-"));

function file(name: string, content: string | Buffer): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

/** No control character but the line feeds between lines, and no line that starts a workflow command it was not meant to. */
function expectNoRawControls(text: string): void {
  expect(text.replace(/\n/g, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  expect(text).not.toMatch(/^::/m);
}

describe("survey-contract validate on hostile input", () => {
  it("reports bytes that are not UTF-8 with their line and column, exit 2, never replacing them", async () => {
    const text = Buffer.concat([Buffer.from('{\n  "email": "a'), Buffer.from([0xff]), Buffer.from('"\n}')]);
    const result = await runCli("validate", "FromEmail", file("latin1.json", text));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("latin1.json:2:14: is not UTF-8: invalid byte 0xff");
    const lines = Buffer.concat([
      Buffer.from(`${JSON.stringify(FULL.FromEmail)}\n{"email":"`),
      Buffer.from([0xe9]),
      Buffer.from('"}\n'),
      Buffer.from(`${JSON.stringify(MINIMAL.FromEmail)}\n`),
    ]);
    const fromLines = await runCli("validate", "FromEmail", "--format", "json", file("latin1.ndjson", lines));
    expect(fromLines.code).toBe(2);
    const report = JSON.parse(fromLines.stdout);
    expect(report).toMatchObject({ records: 2, invalidRecords: 0, valid: false });
    expect(report.inputErrors).toEqual([{ file: expect.stringContaining("latin1.ndjson"), line: 2, message: "line is not UTF-8: invalid byte at column 11; the line is skipped" }]);
  });

  it.each([
    ["an empty file", "empty.json", ""],
    ["a file of blanks", "blank.json", " \n\t\n"],
    ["an empty NDJSON file", "empty.ndjson", ""],
    ["an NDJSON file of blank lines", "blank.ndjson", "\n\r\n  \n"],
  ])("exits 2 for %s: no record is not a success", async (_, name, content) => {
    const result = await runCli("validate", "Collector", file(name, content));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${name}: holds no record`);
  });

  it("exits 2 for empty standard input, as JSON and as NDJSON", async () => {
    for (const flags of ["", "--ndjson"]) {
      const result = await shell(`node "$BIN" validate Collector ${flags} -`, "");
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("-: holds no record");
    }
  });

  it("skips an NDJSON line longer than --max-line-bytes, names its number, and checks the rest", async () => {
    const record = JSON.stringify(MINIMAL.FromEmail);
    const input = file("long.ndjson", `${record}\n${JSON.stringify({ email: "x".repeat(5_000) })}\n${record}\n`);
    const result = await runCli("validate", "FromEmail", "--max-line-bytes", "1000", input);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("long.ndjson:2: line is longer than --max-line-bytes (1000 bytes); the line is skipped");
    expect(result.stderr).toContain("all 2 FromEmail records valid");
    expect((await runCli("validate", "FromEmail", "--max-line-bytes", "100000", input)).code).toBe(0);
    for (const bad of ["0", "-5", "1e6", "lots"]) expect((await runCli("validate", "FromEmail", "--max-line-bytes", bad, input)).code).toBe(2);
  });

  it("escapes control characters of keys, so no key forges a line, an annotation or a terminal escape", async () => {
    const forged = { ...FULL.FromEmail, "x\n::error file=a.json::forged\r\u001b[2J\u009b31m\u2028": 1 };
    const input = file("forged.json", JSON.stringify(forged));
    for (const format of ["text", "json"]) {
      const result = await runCli("validate", "FromEmail", "--strict", "--format", format, input);
      expect(result.code).toBe(1);
      expectNoRawControls(result.stdout);
      expectNoRawControls(result.stderr);
      expect(result.stdout).toContain("x\\n::error file=a.json::forged\\r\\u001b[2J\\u009b31m\\u2028");
      if (format === "json") expect(JSON.parse(result.stdout).problems[0].path).toBe("/x\n::error file=a.json::forged\r\u001b[2J\u009b31m\u2028");
    }
  });

  it("escapes control characters of file names in every message", async () => {
    const name = "evil\n::error::name\u001b[31m.json";
    const present = file(name, JSON.stringify({ email: 1 }));
    for (const args of [
      ["validate", "FromEmail", present],
      ["validate", "FromEmail", path.join(dir, "missing\n::warning::x.json")],
      ["diff", path.join(dir, "gone\u001b]0;title\u0007.json"), present],
    ]) {
      const result = await runCli(...args);
      expect(result.code).toBeGreaterThan(0);
      expectNoRawControls(result.stdout);
      expectNoRawControls(result.stderr);
    }
  });

  it("ends quietly with status 141 when the reader of its output goes away (| head -1)", async () => {
    const bad = Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ email: i })).join("\n");
    const result = await shell(`node "$BIN" validate FromEmail --ndjson "${file("many.ndjson", bad)}" | head -1`);
    expect(result.stdout.trim().split("\n")).toHaveLength(1);
    expect(result.code).toBe(141);
    expect(result.stderr).not.toMatch(/Error|at .*\.js/);
  });

  it("says so in one line and exits 2 when the output cannot be written (a full disk)", async () => {
    const bad = file("bad.ndjson", `${JSON.stringify({ email: 1 })}\n`);
    const result = await shell(`node "$BIN" validate FromEmail "${bad}" > /dev/full`);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^survey-contract: cannot write the output: .*(ENOSPC|no space)/i);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
