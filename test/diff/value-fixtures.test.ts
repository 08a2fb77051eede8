// diff on the fixture pairs of test/fixtures/diff-values/<case>/, run through the CLI: the
// same values written another way (no change), edits of bounds, enums, lengths and
// references decided by the values each side admits (D26), keywords the generator has no check
// for, and a record's rename. Each case states what it shows, the exit code, and every change in
// order (rule, class, pointer; its witnesses where they carry the point); every witness printed
// is re-checked by an independent validator.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Change } from "../../src/diff/types.js";
import { runCli } from "../cli/run-cli.js";
import { independentlyShown } from "./independent.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/diff-values");
const CASES = readdirSync(FIXTURES).sort();

interface Expected {
  about: string;
  exitCode: number;
  changes: Partial<Change>[];
}

describe("diff on the value fixtures", () => {
  it.each(CASES)("%s", async (name) => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, name, file), "utf8"));
    const expected = read("expected.json") as Expected;
    const result = await runCli("diff", path.join(FIXTURES, name, "previous.json"), path.join(FIXTURES, name, "current.json"), "--format", "json");
    const { changes } = JSON.parse(result.stdout) as { changes: Change[] };
    expect(changes, expected.about).toMatchObject(expected.changes);
    expect(changes, expected.about).toHaveLength(expected.changes.length);
    expect(result.code, expected.about).toBe(expected.exitCode);
    for (const change of changes)
      for (const witness of change.witnesses ?? [])
        expect(independentlyShown(read("previous.json"), read("current.json"), witness), `${change.rule} ${JSON.stringify(witness)}`).toBe(true);
  });
});
