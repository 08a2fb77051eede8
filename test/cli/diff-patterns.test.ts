// Patterns through `survey-contract diff`: each kind of edit, in two forms, on the side the
// strings it matches say (an anchor or a literal part added narrows, a class or a quantifier
// range widened widens, a branch added widens, a language rewritten is no change), with the
// witness string the JSON output carries and the text line shows.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-patterns-"));

function documentFile(name: string, pattern: string | undefined): string {
  const code = pattern === undefined ? { type: "string" } : { type: "string", pattern };
  const document = { openapi: "3.1.0", info: { title: "patterns", version: "1.0.0" }, paths: {}, components: { schemas: { Survey: { type: "object", properties: { code } } } } };
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
}

/** [kind, old pattern, new pattern, rule, side, the witness value and the side that admits it]: each kind twice. */
const EDITS: [string, string | undefined, string | undefined, string | undefined, string | undefined, [string, string][]][] = [
  ["anchored at the start", "SV", "^SV", "CONSTRAINT_TIGHTENED", "breaking for producers", [["!SV", "previous"]]],
  ["anchored at both ends", "\\d+", "^\\d+$", "CONSTRAINT_TIGHTENED", "breaking for producers", [["0!", "previous"]]],
  ["a literal prefix made optional", "^id-[a-z]+$", "^(id-)?[a-z]+$", "CONSTRAINT_LOOSENED", "breaking for clients", [["a", "current"]]],
  ["a literal suffix required", "^[a-z]+", "^[a-z]+\\.json$", "CONSTRAINT_TIGHTENED", "breaking for producers", [["a!", "previous"]]],
  ["a class narrowed", "^[a-z]+$", "^[a-f]+$", "CONSTRAINT_TIGHTENED", "breaking for producers", [["g", "previous"]]],
  ["a class narrowed, written by escape", "^\\w{2}$", "^[a-z]{2}$", "CONSTRAINT_TIGHTENED", "breaking for producers", [["AA", "previous"]]],
  ["a quantifier range widened", "^a{2,4}$", "^a{2,6}$", "CONSTRAINT_LOOSENED", "breaking for clients", [["aaaaa", "current"]]],
  ["a quantifier made open", "^x\\d{1,3}$", "^x\\d+$", "CONSTRAINT_LOOSENED", "breaking for clients", [["x0000", "current"]]],
  ["an alternation branch added", "^(red|green)$", "^(red|green|blue)$", "CONSTRAINT_LOOSENED", "breaking for clients", [["blue", "current"]]],
  ["an alternation branch added, without a group", "^json$", "^json$|^yaml$", undefined, undefined, []],
  ["the same language, a+ as aa*", "^a+$", "^aa*$", undefined, undefined, []],
  ["the same language, \\d as [0-9]", "^\\d{4}$", "^[0-9]{4}$", undefined, undefined, []],
  [
    "moved both ways",
    "^a{2,4}$",
    "^a{3,5}$",
    "CONSTRAINT_CHANGED",
    "breaking for clients and producers",
    [
      ["aaaaa", "current"],
      ["aa", "previous"],
    ],
  ],
  ["added", undefined, "^[A-Z]", "CONSTRAINT_TIGHTENED", "breaking for producers", [["", "previous"]]],
];

describe("diff judges a pattern by the strings it matches", () => {
  it.each(EDITS)("%s", async (kind, previous, current, rule, side, witnesses) => {
    const slug = kind.replace(/\W+/g, "-");
    const result = await runCli("diff", documentFile(`${slug}-old`, previous), documentFile(`${slug}-new`, current), "--format", "json");
    const { changes } = JSON.parse(result.stdout);
    if (rule === undefined) {
      // `^json$|^yaml$` is not read (an anchor inside a branch): it says so rather than guess.
      if (kind.includes("without a group")) expect(changes.map((change: any) => change.message)[0]).toContain("could not decide");
      else expect(changes).toEqual([]);
      return;
    }
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ rule, class: side, pointer: "/components/schemas/Survey/properties/code" });
    expect(changes[0].witnesses).toEqual(witnesses.map(([value, admittedBy]) => ({ value, admittedBy, at: "/components/schemas/Survey/properties/code" })));
  });

  it("shows the witness on the text line, a control character escaped", async () => {
    const result = await runCli("diff", documentFile("text-old", "^a$"), documentFile("text-new", "^[\\u0000-\\u001f]$"));
    expect(result.stdout).toContain('each matches strings the other does not; for example "\\u0000" is admitted now and refused before, and');
    expect(result.stdout).not.toMatch(/[\u0000-\u0008]/);
  });
});
