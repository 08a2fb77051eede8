// ARCHITECTURE.md's change table held against the code: for each change a scenario makes it in a
// copy of the repository and shows that the files changed by hand are exactly the files the
// table's rows name. That part takes a second and runs in `npm test`. `npm run test:changes` (CI
// runs it) then shows in each copy that everything else followed: `npm run generate` makes
// generated/ what the sources give, the whole project builds and type-checks, and the unit tier
// passes there, with a probe test that sees the change work through the package. That is a
// minute or two a scenario, too long for the suite it belongs to.
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { sectionOf, tableRows } from "./markdown.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WHOLE_SUITE = process.env.CONTRACT_CHANGES === "full";
const run = promisify(execFile);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** What a copy leaves out: what installs, builds and tools make, never written by hand. */
const NOT_COPIED = new Set(["node_modules", "dist", ".git", "reports", ".stryker-tmp", "typia-build"]);
/** The probe's file in the copy: a test the scenario adds to see its change, not a change itself. */
const PROBE_FILE = "test/change-probe.test.ts";

/** The table: each row's change (its first cell up to a parenthesis or ✓) → the paths its "where" cell names. */
function changeTable(): Map<string, string[]> {
  const rows = tableRows(readFileSync(path.join(ROOT, "ARCHITECTURE.md"), "utf8"), "## Where to make a change");
  return new Map(rows.map(([change, where]) => [change!.split(/ \(| ✓/)[0]!.trim(), changedPaths(where!)]));
}

/** The paths a "where" cell names as changed: those outside its parentheses, which only explain. */
function changedPaths(cell: string): string[] {
  let outside = "";
  let depth = 0;
  for (const character of cell) {
    if (character === "(") depth++;
    else if (character === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += character;
  }
  return [...outside.matchAll(/`([^`]+)`/g)].map((match) => match[1]!).filter(isPath);
}

function isPath(text: string): boolean {
  return /^[\w.-]+(\/[\w.<>-]*)*$/.test(text) && (text.includes("/") || /\.(ts|js|json)$/.test(text));
}

/** Whether `file` is a listed path, or lies in a listed folder. */
function within(file: string, listed: string): boolean {
  return listed.endsWith("/") ? file.startsWith(listed) : file === listed;
}

/**
 * The repository as the run found it, copied once: every scenario starts from the same files,
 * whatever changes in the working tree while the minutes of a run go by.
 */
function snapshotOfRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "contract-snapshot-"));
  cpSync(ROOT, dir, { recursive: true, filter: (source) => !NOT_COPIED.has(path.basename(source)) });
  return dir;
}

/** The object literal a variable's initializer, then its properties by name, lead to. */
function objectLiteralAt(source: ts.SourceFile, [variable, ...properties]: string[]): ts.ObjectLiteralExpression | undefined {
  let found: ts.Expression | undefined;
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === variable) found = declaration.initializer;
  for (const name of properties) {
    const literal = found && unwrapped(found);
    if (literal === undefined || !ts.isObjectLiteralExpression(literal)) return undefined;
    const property = literal.properties.find((each) => ts.isPropertyAssignment(each) && ts.isIdentifier(each.name) && each.name.text === name);
    found = property && (property as ts.PropertyAssignment).initializer;
  }
  const literal = found && unwrapped(found);
  return literal !== undefined && ts.isObjectLiteralExpression(literal) ? literal : undefined;
}

/** An expression without the `as`, `satisfies` and parentheses around it. */
function unwrapped(expression: ts.Expression): ts.Expression {
  while (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)) expression = expression.expression;
  return expression;
}

class WorkingCopy {
  readonly dir = mkdtempSync(path.join(tmpdir(), "contract-change-"));
  readonly touched = new Set<string>();

  /** `asClone`: node_modules linked and a repository of its own, for the whole suite to run in the copy. */
  constructor(snapshot: string, asClone: boolean) {
    cpSync(snapshot, this.dir, { recursive: true });
    if (!asClone) return;
    symlinkSync(path.join(ROOT, "node_modules"), path.join(this.dir, "node_modules"), "dir");
    // A repository of its own, as a clone is: tests read what git tracks.
    for (const args of [
      ["init", "-q"],
      ["add", "-A"],
      ["-c", "user.name=change table", "-c", "user.email=change-table@localhost", "commit", "-q", "-m", "copy"],
    ]) {
      execFileSync("git", args, { cwd: this.dir, stdio: "ignore" });
    }
  }

  /**
   * The version in package.json bumped from whatever it is now: what the release rule asks of a
   * change, not a change itself. Returns the new version.
   */
  bumpVersion(bump: Bump): string {
    const file = path.join(this.dir, "package.json");
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    manifest.version = bumped(manifest.version, bump);
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest.version;
  }

  /** An intended break, allowed with its reason (contract/README.md). */
  allow(rule: string, pointer: string, reason: string): void {
    this.editJson("contract/allow.json", (allowList) => allowList.allow.push({ rule, pointer, reason }));
  }

  read(file: string): string {
    return readFileSync(path.join(this.dir, file), "utf8");
  }

  write(file: string, text: string): void {
    writeFileSync(path.join(this.dir, file), text);
    this.touched.add(file);
  }

  /** Replaces `search` (which must be there) in a file. */
  replace(file: string, search: string, replacement: string): void {
    const text = this.read(file);
    if (!text.includes(search)) throw new Error(`${file} does not hold ${JSON.stringify(search)}`);
    this.write(file, text.replace(search, replacement));
  }

  /**
   * Adds `property` to an object literal of a TypeScript file, found by structure: the variable
   * `names[0]`, then its properties `names[1]`, … So an edit of the same kind made before (a field
   * added to the spec table, a record to the fixtures) leaves the scenario as it was.
   */
  addProperty(file: string, names: string[], property: string): void {
    const text = this.read(file);
    const literal = objectLiteralAt(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true), names);
    if (literal === undefined) throw new Error(`${file} has no object literal at ${names.join(".")}`);
    const afterBrace = literal.getStart() + 1;
    this.write(file, `${text.slice(0, afterBrace)} ${property},${text.slice(afterBrace)}`);
  }

  /** Adds a paragraph at the end of a Markdown section, found by its heading. */
  appendToSection(file: string, heading: string, paragraph: string): void {
    const text = this.read(file);
    const { end } = sectionOf(text, heading);
    this.write(file, `${text.slice(0, end).trimEnd()}\n\n${paragraph}\n${text.slice(end)}`);
  }

  editJson(file: string, edit: (value: any) => void): void {
    const value = JSON.parse(this.read(file));
    edit(value);
    this.write(file, `${JSON.stringify(value, null, 2)}\n`);
  }

  probe(source: string): void {
    writeFileSync(path.join(this.dir, PROBE_FILE), source);
  }

  node(...args: string[]): Promise<string> {
    return this.exec(process.execPath, args);
  }

  npm(...args: string[]): Promise<string> {
    return this.exec(npm, args);
  }

  private async exec(command: string, args: string[]): Promise<string> {
    // A vitest run in the copy must not take this run's worker settings for its own; it generates
    // the quick tier's count of cases, as `npm run test:unit` does (test/depth.ts).
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST"))), NO_COLOR: "1", CONTRACT_DEPTH: "quick" };
    try {
      const { stdout, stderr } = await run(command, args, { cwd: this.dir, env, maxBuffer: 64 * 1024 * 1024 });
      return stdout + stderr;
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${path.basename(command)} ${args.join(" ")} failed in the copy:\n${stdout ?? ""}\n${stderr ?? ""}`, { cause: error });
    }
  }
}

type Bump = "minor" | "patch";

/** `version` (major.minor.patch) after a minor or a patch bump, as the release rule counts them. */
function bumped(version: string, bump: Bump): string {
  const [major, minor, patch] = version.split(".").map(Number) as [number, number, number];
  return bump === "minor" ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

interface Scenario {
  name: string;
  /** The rows of the table whose files it touches, all of them and no other. */
  rows: string[];
  /** The bump the release rule asks for after the change (`npm run contract:check`), if it asks one. */
  bump?: Bump;
  change(copy: WorkingCopy): void;
  /** A vitest file added to the copy after regenerating, run with the copy's whole suite. */
  probe: string;
}

const SCENARIOS: Scenario[] = [
  {
    name: "a new record",
    rows: ["a new record"],
    bump: "minor",
    change(copy) {
      copy.write(
        "schemas/Survey.schema.json",
        JSON.stringify({
          $schema: "https://json-schema.org/draft/2020-12/schema",
          title: "Survey",
          description: "A survey, which collectors gather responses for.",
          type: "object",
          required: ["id"],
          properties: { id: { type: "integer", description: "Id." }, title: { type: ["string", "null"], description: "Title." } },
          examples: [{ id: 7, title: "Onboarding" }],
        }),
      );
      for (const [entry, strictTable] of [
        ["src/index.ts", "strictTable"],
        ["src/strict.ts", "table"],
      ]) {
        copy.replace(
          entry!,
          "export type SurveyResponsePage =",
          [
            `export type Survey = RecordTypes["Survey"];`,
            `export const Survey: RecordSchema<Survey> = /* @__PURE__ */ standardSchemaFor(table.Survey, jsonSchema.Survey);`,
            `export const isSurvey: Is<Survey> = /* @__PURE__ */ isFor(check.Survey);`,
            `export const assertSurvey: Assert<Survey> = /* @__PURE__ */ assertFor(table.Survey);`,
            `export const parseSurvey: Parse<Survey> = /* @__PURE__ */ parseFor(table.Survey);`,
            `export type DecodedSurvey = codecTypes.DecodedSurvey;`,
            `export type EncodableSurvey = codecTypes.EncodableSurvey;`,
            `export const toWireSurvey: ToWire<codecTypes.EncodableSurvey, Survey> = /* @__PURE__ */ toWireFor(codec.buildSurvey, codec.projectSurvey, ${strictTable}.Survey);`,
            `export const stringifySurvey: Stringify<codecTypes.EncodableSurvey> = /* @__PURE__ */ stringifyFor(codec.stringifySurvey, toWireSurvey);`,
            `export const decodeSurvey: Decode<Survey, DecodedSurvey> = /* @__PURE__ */ decodeFor(codec.copySurvey, codec.decodeSurvey, table.Survey, UNNAMED_REFUSED);`,
            ``,
            `export type SurveyResponsePage =`,
          ].join("\n"),
        );
      }
      copy.replace("src/testing/index.ts", "export const makeFromEmail", `export const makeSurvey: Maker<RecordTypes["Survey"]> = maker("Survey");\nexport const makeFromEmail`);
      copy.addProperty("test/contract-table.ts", ["TABLES"], `Survey: { required: { id: "integer" }, optional: { title: "string" } }`);
      copy.addProperty("test/fixtures.ts", ["FULL"], `Survey: { id: 7, title: "Onboarding" }`);
      copy.addProperty("test/fixtures.ts", ["MINIMAL"], `Survey: { id: -1 }`);
    },
    probe: `
import fc from "fast-check";
import { expect, it } from "vitest";
import { ContractValidationError, Survey, assertSurvey, isSurvey, parseSurvey, stringifySurvey } from "../src/index.js";
import * as strict from "../src/strict.js";
import { makeSurvey } from "../src/testing/index.js";
import { arbitraries } from "../src/testing/arbitraries.js";
import { main } from "../src/cli/main.js";
import { RECORD_NAMES } from "../generated/record-names.js";

it("is a record of both entries, of the fixtures, the arbitraries and the CLI", async () => {
  expect(RECORD_NAMES).toContain("Survey");
  expect(isSurvey({ id: 1, title: null, extra: 1 })).toBe(true);
  expect(strict.isSurvey({ id: 1, extra: 1 })).toBe(false);
  expect(() => assertSurvey({ id: "1" })).toThrow(ContractValidationError);
  expect(parseSurvey('{"id":2}')).toEqual({ id: 2 });
  expect(stringifySurvey({ id: 3, title: null, secret: "x" } as never)).toBe('{"id":3,"title":null}');
  expect(Survey["~standard"].validate({})).toEqual({ issues: [{ message: "is required but missing", path: ["id"] }] });
  for (let seed = 0; seed < 50; seed++) expect(strict.isSurvey(makeSurvey(undefined, { seed }))).toBe(true);
  fc.assert(fc.property(arbitraries(fc).Survey, (value) => strict.isSurvey(value)), { numRuns: 50 });
  const lines: string[] = [];
  const out = { stdout: (line: string) => lines.push(line), stderr: (line: string) => lines.push(line) };
  expect(await main(["validate", "Survey", "--help"], out)).toBe(0);
  expect(lines.join("\\n")).toContain("Survey");
});
`,
  },
  {
    name: "a new format, used by a new field",
    rows: ["a format", "a new field"],
    bump: "minor",
    change(copy) {
      copy.write(
        "formats/date.js",
        `/** RFC 3339 full-date: YYYY-MM-DD, a date of the calendar. @param {string} s @returns {boolean} */
export function isDate(s) {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(s)) return false;
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}
`,
      );
      copy.editJson("formats/vocabulary.json", (vocabulary) => {
        vocabulary.formats.date = {
          file: "date.js",
          check: "isDate",
          issue: "a date such as 2026-03-01",
          reference: "format date (RFC 3339 full-date)",
          samples: ["2026-03-01", "2024-02-29"],
          counterexamples: ["2023-02-29", "2026-3-1", "2026-03-01T09:00:00Z"],
        };
      });
      copy.editJson("schemas/FromEmail.schema.json", (schema) => {
        schema.properties.since = { type: ["string", "null"], format: "date", description: "Sender since." };
      });
      copy.addProperty("test/contract-table.ts", ["TABLES", "FromEmail", "optional"], `since: "date"`);
    },
    probe: `
import { expect, it } from "vitest";
import { assertFromEmail, isFromEmail } from "../src/index.js";
import * as strict from "../src/strict.js";
import { makeFromEmail } from "../src/testing/index.js";
import { readFileSync } from "node:fs";

it("is checked, reported in its own words, made by the fixtures and documented", () => {
  expect(isFromEmail({ email: "a", since: "2024-02-29" })).toBe(true);
  expect(isFromEmail({ email: "a", since: "2023-02-29" })).toBe(false);
  expect(strict.isFromEmail({ email: "a", since: "2026-3-1" })).toBe(false);
  let issues: unknown;
  try { assertFromEmail({ email: "a", since: "soon" }); } catch (error) { issues = (error as { issues: unknown }).issues; }
  expect(issues).toEqual([{ path: "/since", keyword: "format", message: "must be a date such as 2026-03-01" }]);
  for (let seed = 0; seed < 50; seed++) expect(strict.isFromEmail(makeFromEmail(undefined, { seed }))).toBe(true);
  expect(readFileSync("generated/docs/reference.md", "utf8")).toContain("format date (RFC 3339 full-date)");
});
`,
  },
  {
    name: "a new optional field with minLength",
    rows: ["a new field"],
    bump: "minor",
    change(copy) {
      copy.editJson("schemas/Collector.schema.json", (schema) => {
        schema.properties.nickname = { type: ["string", "null"], minLength: 12, description: "What the team calls it." };
      });
      copy.addProperty("test/contract-table.ts", ["TABLES", "Collector", "optional"], `nickname: "string"`);
    },
    probe: `
import { expect, it } from "vitest";
import { assertCollector, isCollector } from "../src/index.js";
import * as strict from "../src/strict.js";
import { makeCollector } from "../src/testing/index.js";
import { FULL, MINIMAL } from "./fixtures.js";

it("is typed, checked in both profiles, and met by the fixtures", () => {
  expect(strict.isCollector({ ...MINIMAL.Collector, nickname: "twelve chars" })).toBe(true);
  expect(strict.isCollector({ ...MINIMAL.Collector, nickname: null })).toBe(true);
  expect(isCollector({ ...MINIMAL.Collector, nickname: "eleven char" })).toBe(false);
  expect(typeof FULL.Collector.nickname).toBe("string");
  expect(strict.isCollector(FULL.Collector)).toBe(true);
  let issues: unknown;
  try { assertCollector({ ...FULL.Collector, nickname: 12 }); } catch (error) { issues = (error as { issues: unknown }).issues; }
  expect(issues).toEqual([{ path: "/nickname", keyword: "type", message: "must be a string or null" }]);
  const nicknames = Array.from({ length: 50 }, (_, seed) => makeCollector(undefined, { seed }).nickname);
  expect(nicknames.some((nickname) => typeof nickname === "string")).toBe(true);
  for (const nickname of nicknames) expect(nickname === undefined || nickname === null || [...nickname].length >= 12).toBe(true);
});
`,
  },
  {
    name: "minLength on an existing field, an intended break",
    rows: ["a constraint on a field"],
    bump: "minor",
    change(copy) {
      copy.editJson("schemas/Collector.schema.json", (schema) => {
        schema.properties.name.minLength = 12;
      });
      copy.allow("BOUND_TIGHTENED", "/components/schemas/Collector/properties/name", "names of 12 characters or more, agreed with the client teams");
    },
    probe: `
import { expect, it } from "vitest";
import { assertCollector, isCollector } from "../src/index.js";
import * as strict from "../src/strict.js";
import { makeCollector } from "../src/testing/index.js";
import { FULL } from "./fixtures.js";

it("is enforced by both engines, in code points, and met by the fixtures", () => {
  expect(isCollector({ ...FULL.Collector, name: "twelve chars" })).toBe(true);
  expect(isCollector({ ...FULL.Collector, name: "eleven char" })).toBe(false);
  expect(isCollector({ ...FULL.Collector, name: "\\u{1F600}".repeat(11) })).toBe(false);
  expect(isCollector({ ...FULL.Collector, name: "\\u{1F600}".repeat(12) })).toBe(true);
  let issues: unknown;
  try { assertCollector({ ...FULL.Collector, name: "short" }); } catch (error) { issues = (error as { issues: unknown }).issues; }
  expect(issues).toEqual([{ path: "/name", keyword: "minLength", message: "must have 12 characters or more" }]);
  for (let seed = 0; seed < 50; seed++) expect(strict.isCollector(makeCollector(undefined, { seed }))).toBe(true);
});
`,
  },
  {
    name: "a keyword given check code (multipleOf), used on a field",
    rows: ["a JSON Schema keyword the schemas start to use", "a constraint on a field"],
    bump: "minor",
    change(copy) {
      copy.replace(
        "scripts/vocabulary/unchecked.js",
        `multipleOf: unchecked("number"),`,
        'multipleOf: { holds: "number", diff: "multiple", appliesTo: ["number", "integer"], check: (schema, v) => [`${v} % ${Number(schema.multipleOf)} === 0`], issue: { message: "must be a multiple of {multipleOf}" } },',
      );
      // Its judge in diff, in the same change (D26): the form's step, its check, and the multiples around each end.
      copy.replace("src/diff/forms.ts", "  integer: boolean;\n  /** The values an enum", "  integer: boolean;\n  step?: number;\n  /** The values an enum");
      copy.replace(
        "src/diff/forms.ts",
        '  if (typeof s.minimum === "number") piece =',
        '  if (typeof s.multipleOf === "number") piece = { ...piece, step: s.multipleOf };\n  if (typeof s.minimum === "number") piece =',
      );
      copy.replace("src/diff/forms.ts", "integer: x.integer || y.integer };", "integer: x.integer || y.integer, ...(x.step ?? y.step ? { step: x.step ?? y.step } : {}) };");
      copy.replace(
        "src/diff/forms.ts",
        "  if (piece.integer && !Number.isInteger(value)) return false;",
        "  if (piece.integer && !Number.isInteger(value)) return false;\n  if (piece.step !== undefined && !Number.isInteger(value / piece.step)) return false;",
      );
      copy.replace(
        "src/diff/evaluator.ts",
        '  if (typeof s.minimum === "number" && !(value >= s.minimum)) return false;',
        '  if (typeof s.multipleOf === "number" && !Number.isInteger(value / s.multipleOf)) return false;\n  if (typeof s.minimum === "number" && !(value >= s.minimum)) return false;',
      );
      copy.replace(
        "src/diff/values.ts",
        "  const near = new Set<number>([0]);",
        "  const near = new Set<number>([0]);\n  for (const { step, lo, hi } of pieces) if (step !== undefined) for (const end of [0, lo, hi].filter(Number.isFinite)) for (const k of [-1, 0, 1, 2]) for (const off of [0, 1, step / 2]) near.add((Math.floor(end / step) + k) * step + off);",
      );
      copy.replace(
        "src/testing/make-record.ts",
        `    case "integer":\n      return choices.integer(`,
        `    case "integer":\n      if (typeof schema.multipleOf === "number") return schema.multipleOf * choices.below(100);\n      return choices.integer(`,
      );
      copy.editJson("schemas/SurveyResponse.schema.json", (schema) => {
        schema.properties.totalScore = { ...schema.properties.totalScore, multipleOf: 5 };
        // The record's examples, in the same file, meet it too.
        for (const example of schema.examples) if (typeof example.totalScore === "number") example.totalScore = 5 * Math.round(example.totalScore / 5);
      });
      copy.allow("BOUND_TIGHTENED", "/components/schemas/SurveyResponse/properties/totalScore", "scores come in steps of 5");
    },
    probe: `
import { expect, it } from "vitest";
import { assertSurveyResponse, isSurveyResponse } from "../src/index.js";
import { makeSurveyResponse } from "../src/testing/index.js";
import { FULL } from "./fixtures.js";

it("is checked, reported and met by the fixtures", () => {
  expect(isSurveyResponse({ ...FULL.SurveyResponse, totalScore: 15 })).toBe(true);
  expect(isSurveyResponse({ ...FULL.SurveyResponse, totalScore: 16 })).toBe(false);
  let issues: unknown;
  try { assertSurveyResponse({ ...FULL.SurveyResponse, totalScore: 3 }); } catch (error) { issues = (error as { issues: unknown }).issues; }
  expect(issues).toEqual([{ path: "/totalScore", keyword: "multipleOf", message: "must be a multiple of 5" }]);
  for (let seed = 0; seed < 50; seed++) expect(isSurveyResponse(makeSurveyResponse({ totalScore: undefined }, { seed }))).toBe(true);
});
`,
  },
  {
    name: "an x-owner annotation",
    rows: ["an annotation or `x-*` extension"],
    bump: "patch",
    change(copy) {
      copy.editJson("schemas/Collector.schema.json", (schema) => {
        schema["x-owner"] = "team-collectors";
        schema.properties.name["x-owner"] = "team-names";
      });
    },
    probe: `
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { diffDocuments } from "../src/diff/index.js";

const ORIGINAL = ${JSON.stringify(ROOT)};
const read = (root: string, file: string) => readFileSync(root + "/" + file, "utf8");

it("reaches the document and the JSON Schemas, leaves the validators as they were, and is a compatible change", () => {
  const document = JSON.parse(read(".", "generated/openapi.json"));
  expect(document.components.schemas.Collector["x-owner"]).toBe("team-collectors");
  expect(JSON.parse(read(".", "generated/schemas/Collector.json"))["x-owner"]).toBe("team-collectors");
  for (const file of ["tolerant-check.js", "strict-check.js", "tolerant-report.js", "strict-report.js"]) {
    expect(read(".", "generated/validators/" + file), file).toBe(read(ORIGINAL, "generated/validators/" + file));
  }
  const { changes } = diffDocuments(JSON.parse(read(ORIGINAL, "generated/openapi.json")), document, { lifecycle: { today: "2026-01-01", deprecationDays: 180 }, allowances: [] });
  expect(changes.map(({ rule, class: side, pointer }) => [rule, side, pointer])).toEqual([
    ["ANNOTATION_CHANGED", "compatible", "/components/schemas/Collector"],
    ["ANNOTATION_CHANGED", "compatible", "/components/schemas/Collector/properties/name"],
  ]);
});
`,
  },
  {
    name: "a new validate option",
    rows: ["a validate option"],
    change(copy) {
      copy.replace("src/cli/validate-options.ts", "  ndjson: flag(", `  allowEmpty: flag("allow-empty", "an input with no record is no error"),\n  ndjson: flag(`);
      copy.replace(
        "src/cli/validate-command.ts",
        "    const empty = this.records === this.atStart.records",
        "    const empty = !this.settings.allowEmpty && this.records === this.atStart.records",
      );
      copy.appendToSection("docs/cli.md", "## validate", "`--allow-empty` makes an input with no record no error.");
    },
    probe: `
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { main } from "../src/cli/main.js";

async function cli(...args: string[]) {
  const lines: string[] = [];
  const out = { stdout: (line: string) => lines.push(line), stderr: (line: string) => lines.push(line) };
  return { code: await main(args, out), text: lines.join("\\n") };
}

it("is parsed, helped and acted on", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "probe-"));
  try {
    const empty = path.join(dir, "empty.ndjson");
    writeFileSync(empty, "");
    expect((await cli("validate", "Collector", empty)).code).toBe(2);
    expect((await cli("validate", "Collector", "--allow-empty", empty)).code).toBe(0);
    expect((await cli("validate", "--help")).text).toMatch(/--allow-empty +an input with no record is no error/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
`,
  },
];

/**
 * Regenerated, consistent, type-checked, built, and the unit tier green in the copy, the
 * scenario's probe among it. The unit tier is what a change of the table's kinds can break (the
 * records, the formats, the keywords, the CLI's options); the package tier packs and installs the
 * package, which no row changes, and runs whole once in CI's own `npm test`.
 */
async function everythingElseFollows(copy: WorkingCopy, scenario: Scenario): Promise<void> {
  await copy.node("scripts/generate.js");
  expect(await copy.node("scripts/generate.js", "--check")).toMatch(/^generated\/ matches/);
  await copy.npm("run", "build");
  await copy.npm("run", "typecheck");
  copy.probe(scenario.probe);
  // Exits other than 0 (a test failed) throw with what vitest printed.
  const output = await copy.node("node_modules/vitest/vitest.mjs", "run", "--project", "unit");
  expect(output).toMatch(/Tests +\d+ passed/);
  expect(output).not.toMatch(/failed/);
  expect(output, "the scenario's probe ran").toContain(PROBE_FILE);
  const counts = [...output.matchAll(/^ *(Test Files|Tests) +(.*)$/gm)].map((line) => `${line[1]} ${line[2]!.trim()}`);
  console.info(`${scenario.name}, the unit tier in the copy: ${counts.join(", ")}`);
}

describe("ARCHITECTURE.md's change table", () => {
  const table = changeTable();
  const snapshot = snapshotOfRepository();
  const copies: WorkingCopy[] = [];
  afterAll(() => {
    rmSync(snapshot, { recursive: true, force: true });
    for (const copy of copies) rmSync(copy.dir, { recursive: true, force: true });
  });

  it("has every row a scenario names", () => {
    for (const scenario of SCENARIOS) for (const row of scenario.rows) expect([...table.keys()], scenario.name).toContain(row);
  });

  for (const scenario of SCENARIOS) {
    it(
      `${scenario.name}: the files changed by hand are the rows' files${WHOLE_SUITE ? "; everything else follows, and the unit tier passes" : ""}`,
      async () => {
        const copy = new WorkingCopy(snapshot, WHOLE_SUITE);
        copies.push(copy);
        scenario.change(copy);
        const version = scenario.bump === undefined ? undefined : copy.bumpVersion(scenario.bump);
        const listed = scenario.rows.flatMap((row) => table.get(row) ?? []);
        const touched = [...copy.touched].sort();
        console.info(`${scenario.name}, changed by hand: ${touched.join(", ")}${version === undefined ? "" : `; version ${version}`}`);
        for (const file of touched)
          expect(
            listed.some((entry) => within(file, entry)),
            `${file} is changed by hand but ${scenario.rows.join(" / ")} does not name it`,
          ).toBe(true);
        for (const entry of listed)
          expect(
            touched.some((file) => within(file, entry)),
            `${scenario.rows.join(" / ")} names ${entry}, which the change did not need`,
          ).toBe(true);
        if (WHOLE_SUITE) await everythingElseFollows(copy, scenario);
      },
      WHOLE_SUITE ? 30 * 60_000 : undefined,
    );
  }
});
