// survey-contract diff: one fixture pair per rule (test/fixtures/diff/<RULE>/{previous,current}.json),
// the real document changed the ways the contract is likely to change, and --allow.
import { readFileSync, readdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULES, type RuleId } from "../../src/diff/rules.js";
import { runCli } from "./run-cli.js";
import { FROZEN_DOCUMENT, LIVE_DOCUMENT, NEWEST_RELEASE } from "../documents.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/diff");
const DOCUMENT = FROZEN_DOCUMENT;
const BASELINE = NEWEST_RELEASE;
const fixtureRules = readdirSync(FIXTURES).sort() as RuleId[];
const dir = mkdtempSync(path.join(tmpdir(), "contract-diff-"));

function pair(rule: string): [string, string] {
  return [path.join(FIXTURES, rule, "previous.json"), path.join(FIXTURES, rule, "current.json")];
}

/** The package's own document, changed by `edit`, written to a file. */
function changedDocument(name: string, edit: (document: any) => void): string {
  const document = JSON.parse(readFileSync(DOCUMENT, "utf8"));
  edit(document);
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document));
  return file;
}

async function changesBetween(previous: string, current: string) {
  const result = await runCli("diff", previous, current, "--format", "json");
  return { code: result.code, ...JSON.parse(result.stdout) };
}

describe("survey-contract diff, one fixture per rule", () => {
  it("has a fixture for every rule", () => {
    expect(fixtureRules).toEqual(Object.keys(RULES).sort());
  });

  it.each(fixtureRules)("%s: reports exactly that rule, with its class and exit code", async (rule) => {
    const { code, changes, breaking } = await changesBetween(...pair(rule));
    expect(changes.map((change: { rule: string }) => change.rule)).toEqual([rule]);
    expect(changes[0].class).toBe(RULES[rule].class);
    expect(changes[0].pointer).toMatch(/^\/components\/(schemas|responses)\//);
    const isBreaking = RULES[rule].class !== "compatible";
    expect(breaking).toBe(isBreaking);
    expect(code).toBe(isBreaking ? 1 : 0);
  });

  it("says each fixture's change in words a reviewer reads (the snapshot beside this file)", async () => {
    const said: Record<string, string[]> = {};
    for (const rule of fixtureRules) said[rule] = (await changesBetween(...pair(rule))).changes.map((change: { message: string }) => change.message);
    expect(said).toMatchSnapshot();
  });

  it.each(fixtureRules)("%s: nothing changes when a document is compared with itself", async (rule) => {
    const [previous] = pair(rule);
    expect(await changesBetween(previous, previous)).toMatchObject({ code: 0, changes: [] });
  });
});

describe("survey-contract diff on the package's document", () => {
  it("lets the working tree pass the release rule against the newest published version, as contract:check states it", async () => {
    // contract/README.md: a change since the release is fine when it breaks nothing unallowed
    // and the version is bumped as it needs; the history grows only at a release.
    const result = await runCli("diff", BASELINE, LIVE_DOCUMENT, "--check-version", "--allow-file", path.resolve(import.meta.dirname, "../../contract/allow.json"));
    expect(result.code).toBe(0);
  });

  it.each([
    ["a collector type added", (d: any) => d.components.schemas.CollectorType.enum.push("TELEGRAM"), "ENUM_VALUE_ADDED", "/components/schemas/CollectorType"],
    ["the provider pinned (D7)", (d: any) => (d.components.schemas.Provider.const = "acme"), "ENUM_ADDED", "/components/schemas/Provider"],
    [
      "fromEmail no longer nullable",
      (d: any) => (d.components.schemas.Collector.properties.fromEmail = { $ref: "#/components/schemas/FromEmail" }),
      "TYPE_NARROWED",
      "/components/schemas/Collector/properties/fromEmail",
    ],
    ["closeDate required", (d: any) => d.components.schemas.Collector.required.push("closeDate"), "FIELD_NEWLY_REQUIRED", "/components/schemas/Collector/properties/closeDate"],
    [
      "groups items of another record",
      (d: any) => (d.components.schemas.Collector.properties.groups.items = { $ref: "#/components/schemas/FromEmail" }),
      "TYPE_CHANGED",
      "/components/schemas/Collector/properties/groups/items",
    ],
    [
      "the page envelope no longer counting from 0",
      (d: any) => (d.components.schemas.CollectorPage.properties.page.minimum = 1),
      "BOUND_TIGHTENED",
      "/components/schemas/CollectorPage/properties/page",
    ],
    ["the collector list removed", (d: any) => delete d.components.responses.CollectorList, "RESPONSE_REMOVED", "/components/responses/CollectorList"],
  ])("classifies %s", async (_, edit, rule, pointer) => {
    const { code, changes } = await changesBetween(DOCUMENT, changedDocument(rule, edit));
    expect(changes).toContainEqual(expect.objectContaining({ rule, pointer }));
    expect(code).toBe(1);
  });

  it("accepts an intended break with --allow, by rule or by pointer", async () => {
    const current = changedDocument("allow", (d) => d.components.schemas.CollectorType.enum.push("TELEGRAM"));
    expect((await runCli("diff", DOCUMENT, current)).code).toBe(1);
    const byRule = await runCli("diff", DOCUMENT, current, "--allow", "ENUM_VALUE_ADDED");
    expect(byRule.code).toBe(0);
    expect(byRule.stdout).toContain("breaking for clients (allowed: --allow on the command line): ENUM_VALUE_ADDED /components/schemas/CollectorType");
    expect((await runCli("diff", DOCUMENT, current, "--allow", "/components/schemas/CollectorType")).code).toBe(0);
    expect((await runCli("diff", DOCUMENT, current, "--allow", "/components/schemas/Collector")).code).toBe(1);
  });

  it("says what to do about a break", async () => {
    const current = changedDocument("hint", (d) => d.components.schemas.CollectorType.enum.pop());
    const result = await runCli("diff", DOCUMENT, current);
    const column = readFileSync(current, "utf8").indexOf('"CollectorType":{') + '"CollectorType":'.length + 1;
    expect(result.stdout).toBe(
      `${current}:1:${column}: breaking for clients and producers: ENUM_VALUE_REMOVED /components/schemas/CollectorType: value "WIDGET" was removed; it was not deprecated first; for example "WIDGET" is admitted before and refused now; the generated type is now a union of literals without "WIDGET": code that names "WIDGET" stops compiling (\`case "WIDGET":\` is TS2678, a comparison with it TS2367)`,
    );
    expect(result.stderr.split("\n")).toEqual([
      "1 change, 1 breaking. If a break is intended, pass --allow with its rule or pointer; otherwise change the schemas back. Upgrading the package rather than changing it? survey-contract changes says what each change means for your code.",
      `The change needs a minor version bump; the version stays ${JSON.parse(readFileSync(DOCUMENT, "utf8")).info.version} (too small).`,
    ]);
  });

  it.each([
    [["diff", DOCUMENT], "give two documents"],
    [["diff", DOCUMENT, path.join(dir, "missing.json")], "no such file; check the path"],
    [["diff", DOCUMENT, path.join(FIXTURES, "..", "..", "..", "package.json")], "the document has no components.schemas object: give the package's openapi.json"],
    [["diff", DOCUMENT, DOCUMENT, "--allow", "SOMETHING"], "--allow SOMETHING: unknown rule; give a rule"],
    // Names every object has through its prototype are no rules.
    [["diff", DOCUMENT, DOCUMENT, "--allow", "toString"], "--allow toString: unknown rule"],
    [["diff", DOCUMENT, DOCUMENT, "--allow", "constructor"], "--allow constructor: unknown rule"],
  ])("exits 2 with a hint for %j", async (args, message) => {
    const result = await runCli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
