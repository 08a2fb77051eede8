// D25: every input of validate is bounded, whatever it is. A walk or a glob reads regular files
// (and links to them) only and says what it left; a special file named on its own, and standard
// input, are read within --max-input-bytes (whole JSON) or --max-line-bytes (NDJSON lines); a
// named pipe nobody writes to is given up; an input over a limit is an input error and the run
// goes on. Names that are not UTF-8 are judged, printed escaped; `**` takes each file once.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FULL } from "../fixtures.js";
import { runCli, shell } from "./run-cli.js";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";

const root = mkdtempSync(path.join(tmpdir(), "contract-input-bounds-"));
const good = JSON.stringify(FULL.FromEmail);
const bad = JSON.stringify({ email: 5 });

function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe("a directory walk or a glob reads regular files only", () => {
  it("says a link to /dev/zero named like a record, reads none of it, and judges the rest (was: gigabytes, then killed)", async () => {
    const dir = tree("zero-link", { "a.json": good, "c.json": bad });
    symlinkSync("/dev/zero", path.join(dir, "b.json"));
    for (const argument of [dir, `${dir}/*.json`]) {
      const result = await runCli("validate", "FromEmail", argument, "--format", "json");
      expect(result.code).toBe(2);
      const report = JSON.parse(result.stdout);
      expect(report.records).toBe(2);
      expect(report.invalidRecords).toBe(1);
      expect(report.inputErrors).toEqual([
        {
          file: path.join(dir, "b.json"),
          message: "is a character device, not a regular file: directories and patterns are read for regular files only; name it on its own to read it",
        },
      ]);
    }
  });

  it("says a named pipe named like a record instead of waiting for it forever", async () => {
    const dir = tree("fifo-walk", { "a.json": good });
    execFileSync("mkfifo", [path.join(dir, "x.json")]);
    const result = await runCli("validate", "FromEmail", dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("x.json: is a named pipe (FIFO), not a regular file");
    expect(result.stderr).toContain("1 FromEmail record valid (tolerant profile) in 2 inputs");
  });

  it("judges a file whose name is not UTF-8, printing its name escaped (was: skipped, exit 0 over an invalid record)", async () => {
    const dir = tree("latin1-names", { "a.json": good });
    writeFileSync(Buffer.concat([Buffer.from(`${dir}/caf`), Buffer.from([0xe9]), Buffer.from(".json")]), bad);
    const result = await runCli("validate", "FromEmail", dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${dir}/caf\\xe9.json:1:10: /email must be a string [type]`);
    const globbed = await runCli("validate", "FromEmail", `${dir}/caf*.json`);
    expect(globbed.stdout).toBe(`${dir}/caf\\xe9.json:1:10: /email must be a string [type]`);
  });

  it("takes each file once under '**', however deep (was: once per directory above it)", async () => {
    const dir = tree("deep", { "a.json": good, "b/b.json": good, "b/c/c.json": good, "b/c/d/d.json": bad });
    const result = await runCli("validate", "FromEmail", `${dir}/**`, "--format", "json");
    expect(JSON.parse(result.stdout)).toMatchObject({ records: 4, invalidRecords: 1 });
    const both = await runCli("validate", "FromEmail", `${dir}/**`, dir, `${dir}/b/**/*.json`);
    expect(both.stderr).toBe("1 of 4 FromEmail records invalid (tolerant profile) in 4 inputs");
  });

  it("walks 300 nested directories under '**', each input once (was: 45 450 inputs)", async () => {
    let relative = "";
    const files: Record<string, string> = {};
    for (let depth = 0; depth < 300; depth++) {
      relative += "d/";
      files[`${relative}r.json`] = good;
    }
    const dir = tree("nested", files);
    const result = await runCli("validate", "FromEmail", `${dir}/**`);
    expect(result.stderr).toBe("all 300 FromEmail records valid (tolerant profile) in 300 inputs");
  });
});

describe("a special file named on its own, and standard input, are read within the limits", () => {
  it("refuses /dev/zero named explicitly past --max-input-bytes, exit 2, and judges the next input", async () => {
    const dir = tree("explicit-zero", { "a.json": bad });
    const result = await runCli("validate", "FromEmail", "/dev/zero", path.join(dir, "a.json"), "--max-input-bytes", "1000000", "--format", "json");
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout);
    expect(report.inputErrors).toEqual([
      { file: "/dev/zero", message: "is larger than --max-input-bytes (1000000 bytes): it went on past it; not read further. Give it as NDJSON (--ndjson), or raise the limit" },
    ]);
    expect(report).toMatchObject({ records: 1, invalidRecords: 1 });
  });

  it("refuses endless standard input past --max-input-bytes (was: 3 GB in 5 s)", async () => {
    const result = await shell(`cat /dev/zero | node "$BIN" validate CollectorPage --max-input-bytes 5000000 -`);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("-: is larger than --max-input-bytes (5000000 bytes): it went on past it; not read further");
  });

  it("refuses a regular file over --max-input-bytes by its size, unread, and goes on (was: 'unexpected failure', later files never judged)", async () => {
    const dir = tree("large", { "a-large.json": `[${good},${good}]`, "b.json": bad });
    for (const format of Object.keys(VALIDATE_FORMATS)) {
      const result = await runCli("validate", "FromEmail", dir, "--max-input-bytes", "100", "--format", format);
      expect(result.code).toBe(2);
      expect(result.stdout + result.stderr).toContain("is larger than --max-input-bytes (100 bytes): it holds");
      expect(result.stdout + result.stderr).toContain("must be a string");
    }
  });

  it("reads a named pipe named explicitly once a program writes to it", async () => {
    const fifo = path.join(root, "written.json");
    execFileSync("mkfifo", [fifo]);
    const result = await shell(`(sleep 0.3; printf '%s' '${bad}' > "${fifo}") & node "$BIN" validate FromEmail "${fifo}"`);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("written.json:1:10: /email must be a string [type]");
  });

  it("gives up on a named pipe nobody writes to, and goes on (was: blocked forever)", async () => {
    const dir = tree("fifo-explicit", { "b.json": bad });
    const fifo = path.join(dir, "a.json");
    execFileSync("mkfifo", [fifo]);
    const result = await shell(`node "$BIN" validate FromEmail "${fifo}" "${dir}/b.json"`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("a.json: is a named pipe (FIFO) no program wrote to within 5 s; not read");
    expect(result.stdout).toContain("b.json:1:10: /email must be a string [type]");
  });

  it("refuses a --max-input-bytes that is not a whole number of bytes", async () => {
    const result = await runCli("validate", "FromEmail", "-", "--max-input-bytes", "1e9");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--max-input-bytes 1e9: give a whole number of bytes");
  });
});

describe("what a reporter keeps until the end is capped", () => {
  it("--format junit keeps the first 1 000 of 20 000 malformed NDJSON lines (was: every one, 2.3 GB for 4 M lines)", async () => {
    const dir = tree("malformed", { "lines.ndjson": "not json\n".repeat(20_000) });
    const result = await runCli("validate", "FromEmail", path.join(dir, "lines.ndjson"), "--format", "junit");
    expect(result.code).toBe(2);
    expect(result.stdout.match(/malformed JSON/g)).toHaveLength(1_000 + 1); // the details and the error's message
    expect(result.stdout).toContain("20000 input errors");
    // About 200 characters a kept failure besides the file's path, which the temporary folder makes long or short.
    expect(result.stdout.length).toBeLessThan(1_001 * (path.join(dir, "lines.ndjson").length * 2 + 200));
  });

  it("--format junit keeps the first 10 000 test cases and counts the rest in one more", async () => {
    const files = Object.fromEntries(Array.from({ length: 10_100 }, (_, i) => [`r${String(i).padStart(5, "0")}.json`, good]));
    const result = await runCli("validate", "FromEmail", tree("many-inputs", files), "--format", "junit");
    expect(result.code).toBe(0);
    expect(result.stdout.match(/<testcase /g)).toHaveLength(10_000 + 1);
    expect(result.stdout).toContain('name="100 more inputs"');
  });

  it("--format json counts the input errors past the first 1 000", async () => {
    const dir = tree("malformed-json", { "lines.ndjson": "not json\n".repeat(1_500) });
    const report = JSON.parse((await runCli("validate", "FromEmail", path.join(dir, "lines.ndjson"), "--format", "json")).stdout);
    expect([report.inputErrors.length, report.inputErrorsOmitted]).toEqual([1_000, 500]);
  });
});
