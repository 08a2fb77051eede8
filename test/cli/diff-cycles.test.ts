// survey-contract diff on references that lead back to themselves before saying what a value is
// (D26): a field's schema made a $ref to itself, two schemas that refer to each other. They
// constrain nothing, so no verdict would be true: an input error naming the pointer, exit 2, never
// "no changes" and never a stack overflow. A record that refers to itself through a field (a
// tree) constrains its values and is compared as any other. And a break allowed by its own rule
// is allowed: the side left untouched is not claimed.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-diff-cycles-"));
let written = 0;

function changed(edit: (schemas: any) => void): string {
  const document = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
  edit(document.components.schemas);
  const file = path.join(dir, `document-${written++}.json`);
  writeFileSync(file, JSON.stringify(document));
  return file;
}

describe("references that constrain nothing", () => {
  it.each([
    [
      "a field's schema made a $ref to itself",
      (s: any) => (s.Collector.properties.name = { $ref: "#/components/schemas/Collector/properties/name" }),
      "/components/schemas/Collector/properties/name",
    ],
    [
      "a field referring to two schemas that refer to each other",
      (s: any) => {
        s.Left = { $ref: "#/components/schemas/Right" };
        s.Right = { $ref: "#/components/schemas/Left" };
        s.Collector.properties.name = { $ref: "#/components/schemas/Left" };
      },
      "/components/schemas/(Left|Right)",
    ],
    ["an anyOf holding its own record", (s: any) => (s.FromEmail = { anyOf: [{ $ref: "#/components/schemas/FromEmail" }, { type: "null" }] }), "/components/schemas/FromEmail"],
  ])("%s: an input error naming the pointer, exit 2, with --check-version too", async (_, edit, pointer) => {
    for (const flags of [[], ["--check-version"]]) {
      const result = await runCli("diff", FROZEN_DOCUMENT, changed(edit), ...flags);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`${pointer} leads back to itself through \\$ref or anyOf before saying what a value is`));
      expect(result.stderr).not.toMatch(/RangeError|\n\s+at /);
      expect(result.stdout).not.toContain("no changes");
    }
  });

  it("a record that refers to itself through a field is compared as any other: a bound tightened inside it is found once", async () => {
    const tree = (minimum: number) => (s: any) => {
      s.Node = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } } };
    };
    const result = await runCli("diff", changed(tree(0)), changed(tree(1)), "--format", "json");
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).changes.map(({ rule, pointer }: { rule: string; pointer: string }) => [rule, pointer])).toEqual([
      ["BOUND_TIGHTENED", "/components/schemas/Node/properties/id"],
    ]);
  });
});

describe("a bound made exclusive", () => {
  it("claims the producers' side alone, so that allowing its rule lets it pass", async () => {
    const inclusive = changed((s) => (s.CollectorPage.properties.page.minimum = 0));
    const exclusive = changed((s) => {
      delete s.CollectorPage.properties.page.minimum;
      s.CollectorPage.properties.page.exclusiveMinimum = 0;
    });
    const result = await runCli("diff", inclusive, exclusive, "--format", "json");
    expect(JSON.parse(result.stdout).changes).toMatchObject([
      { rule: "BOUND_TIGHTENED", class: "breaking for producers", pointer: "/components/schemas/CollectorPage/properties/page", witnesses: [{ value: 0, admittedBy: "previous" }] },
    ]);
    expect((await runCli("diff", inclusive, exclusive, "--allow", "BOUND_TIGHTENED")).code).toBe(0);
  });
});

describe("alternatives that multiply", () => {
  it("refuses $refs beside anyOfs nested so that a value would read as millions of alternatives, naming where, instead of running out of time", async () => {
    const document = (schemas: Record<string, unknown>) => changed((s) => Object.assign(s, schemas));
    const nested: Record<string, unknown> = {};
    for (let level = 0; level < 8; level++) {
      const branches = Array.from({ length: 10 }, (_, k) => ({ type: "integer", minimum: k }));
      nested[`Level${level}`] = level < 7 ? { anyOf: branches, $ref: `#/components/schemas/Level${level + 1}` } : { anyOf: branches };
    }
    const result = await runCli("diff", FROZEN_DOCUMENT, document({ ...nested, Collector: { type: "object", properties: { n: { $ref: "#/components/schemas/Level0" } } } }));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/reads as more than 4096 alternatives of one value/);
    expect(result.stderr).not.toMatch(/RangeError|\n\s+at /);
  });
});
