// A document named on the command line: a file as named, or a package's export as Node
// resolves it from the current folder, through the package's `exports` map; a name Node cannot
// resolve is a usage error saying why, its input escaped, never a stack trace.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentPlace } from "../../src/cli/document-name.js";
import { UsageError } from "../../src/cli/output.js";
import { shell } from "./run-cli.js";

const DOCUMENT = path.resolve(import.meta.dirname, "../../generated/openapi.json");

/** The package's document as a project kept it before a field was added: the installed one differs. */
function withoutCloseDate(): unknown {
  const document = JSON.parse(readFileSync(DOCUMENT, "utf8"));
  delete document.components.schemas.Collector.properties.closeDate;
  return document;
}

/** A project with the package installed as npm installs it (its exports map as published), another package, and files of its own. */
function consumerProject(): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "contract-document-name-")));
  const installed = path.join(dir, "node_modules/@survey-collection/contract");
  const published = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"));
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "consumer", private: true }),
    "node_modules/@survey-collection/contract/package.json": JSON.stringify({ name: published.name, version: published.version, type: "module", exports: published.exports }),
    "node_modules/@survey-collection/contract/generated/schemas/Collector.json": "{}",
    // A package named as a folder of the project is: the project's file wins, as Node's own command line reads a script
    "node_modules/contract/package.json": JSON.stringify({ name: "contract", exports: { "./openapi.json": "./elsewhere.json" } }),
    "node_modules/contract/elsewhere.json": "{}",
    "node_modules/no-exports/package.json": JSON.stringify({ name: "no-exports" }),
    "node_modules/no-exports/doc.json": "{}",
    "contract/openapi.json": JSON.stringify(withoutCloseDate()),
    "service/src/.keep": "",
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  mkdirSync(path.join(installed, "generated"), { recursive: true });
  copyFileSync(DOCUMENT, path.join(installed, "generated/openapi.json"));
  return dir;
}

const project = consumerProject();
const installedDocument = path.join(project, "node_modules/@survey-collection/contract/generated/openapi.json");

/** The UsageError documentPlace throws for `name`; fails the test when it throws nothing or anything else. */
function refusal(name: string, cwd = project): UsageError {
  try {
    documentPlace(name, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as UsageError;
  }
  expect.fail(`${JSON.stringify(name)} was resolved`);
}

describe("a package's export", () => {
  it("resolves through the package's exports map, from the project and from any folder below it (named from there when below, else whole)", () => {
    expect(documentPlace("@survey-collection/contract/openapi.json", project)).toEqual({
      name: "node_modules/@survey-collection/contract/generated/openapi.json",
      path: installedDocument,
    });
    expect(documentPlace("@survey-collection/contract/openapi.json", path.join(project, "service/src"))).toEqual({
      name: installedDocument,
      path: installedDocument,
    });
    expect(documentPlace("@survey-collection/contract/schemas/Collector.json", project).path).toBe(
      path.join(project, "node_modules/@survey-collection/contract/generated/schemas/Collector.json"),
    );
    expect(documentPlace("no-exports/doc.json", project).path).toBe(path.join(project, "node_modules/no-exports/doc.json"));
  });

  it("yields to a file of that name, and a path is never read as a package", () => {
    expect(documentPlace("contract/openapi.json", project)).toEqual({ name: "contract/openapi.json", path: path.join(project, "contract/openapi.json") });
    for (const name of ["./missing.json", "../missing.json", "/missing/openapi.json", "file:openapi.json", "node:fs", "fs"]) {
      expect(documentPlace(name, project)).toEqual({ name, path: path.resolve(project, name) });
    }
    expect(documentPlace("-", project)).toEqual({ name: "-", path: "-" });
  });
});

describe("a name Node cannot resolve", () => {
  it.each([
    ["an export the package does not have", "@survey-collection/contract/nope.json", "the package @survey-collection/contract, installed where Node looks from"],
    ["the package's code, beside its exports", "@survey-collection/contract/dist/src/index.js", "exports no ./dist/src/index.js"],
    ["a package that is not installed", "@nobody/none/openapi.json", "Node finds no @nobody/none with ./openapi.json from"],
    ["a file a package without exports lacks", "no-exports/missing.json", "Node finds no no-exports with ./missing.json"],
    ["../ through an export's pattern", "@survey-collection/contract/schemas/../../package.json", "is no file, and"],
    ["../ out of the package", "@survey-collection/contract/../../../../etc/passwd", "is no file, and"],
  ])("%s: a usage error naming it and why", (_, name, why) => {
    const error = refusal(name);
    expect(error.message.startsWith(`${name}: is no file`)).toBe(true);
    expect(error.message).toContain(why);
    expect(error.message).toContain(project);
  });

  it("is escaped as every printed text, whatever characters it holds", () => {
    for (const name of ["@survey-collection/contract/\u001b[31mred.json", "@survey-collection/contract/a\u0000b.json", "@nobody/x\n::error::forged", "@nobody/##[add-mask]x"]) {
      const { message } = refusal(name);
      expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(message).not.toContain("##[");
    }
    expect(refusal("@survey-collection/contract/\u001b[31mred.json").message).toContain("@survey-collection/contract/\\u001b[31mred.json: is no file");
  });

  it("is told by the built command with exit code 2 and no stack trace", async () => {
    const result = await shell(`cd '${project}' && node "$BIN" diff @survey-collection/contract/nope.json @survey-collection/contract/openapi.json`);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `survey-contract: @survey-collection/contract/nope.json: is no file, and the package @survey-collection/contract, installed where Node looks from ${project}, exports no ./nope.json: name a document its package.json "exports" lists, or a file\nSee survey-contract diff --help.\n`,
    );
  });
});

describe("survey-contract diff", () => {
  it("compares a project's copy of the contract with the document of the package installed, by the export's name", async () => {
    const result = await shell(`cd '${project}/service' && node "$BIN" diff ../contract/openapi.json @survey-collection/contract/openapi.json --format json`);
    expect(result.stderr).toBe("");
    const report = JSON.parse(result.stdout);
    expect(report.previous).toBe("../contract/openapi.json");
    expect(report.current).toBe(installedDocument);
    expect(report.changes).toEqual([
      expect.objectContaining({ rule: "FIELD_ADDED_OPTIONAL", pointer: "/components/schemas/Collector/properties/closeDate", file: installedDocument, line: expect.any(Number) }),
    ]);
    const same = await shell(`cd '${project}' && node "$BIN" diff @survey-collection/contract/openapi.json @survey-collection/contract/openapi.json`);
    expect(same.code).toBe(0);
  });
});
