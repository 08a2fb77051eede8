// diff on the fixture pairs of test/fixtures/diff-references/<case>/: references other than
// #/components/schemas/Name, refactors that change no value's verdict, the side of a change
// that depends on what a reference means, and a record's rename. Each case states what it
// shows, the exit code, and every change in order (rule, class, pointer; a message where it
// carries the point).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../cli/run-cli.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/diff-references");
const CASES = readdirSync(FIXTURES).sort();

interface Expected {
  about: string;
  exitCode: number;
  changes: { rule: string; class: string; pointer: string; message?: string }[];
}

describe("diff on reference fixtures", () => {
  it.each(CASES)("%s", async (name) => {
    const expected = JSON.parse(readFileSync(path.join(FIXTURES, name, "expected.json"), "utf8")) as Expected;
    const result = await runCli("diff", path.join(FIXTURES, name, "previous.json"), path.join(FIXTURES, name, "current.json"), "--format", "json");
    const { changes } = JSON.parse(result.stdout);
    expect(changes, expected.about).toMatchObject(expected.changes);
    expect(result.code, expected.about).toBe(expected.exitCode);
  });
});
