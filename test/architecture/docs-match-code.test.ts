// The docs a maintainer and a user read are held to the code: every path ARCHITECTURE.md's folder
// map names exists, every folder of src/ is in it, and docs/cli.md speaks of exactly the options
// each command's table parses (src/cli/*-options.ts), so that a new flag cannot go undocumented.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIFF_OPTIONS } from "../../src/cli/diff-options.js";
import { MOCK_OPTIONS } from "../../src/cli/mock-options.js";
import type { OptionTable } from "../../src/cli/options.js";
import { PROBE_OPTIONS } from "../../src/cli/probe-options.js";
import { VALIDATE_OPTIONS } from "../../src/cli/validate-options.js";
import { sectionOf, tableRows } from "./markdown.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The names a cell quotes that read as a file or a folder: `x.ts`, `a/b.js`, `judges/`. */
function namedPaths(cell: string): string[] {
  return [...cell.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!).filter((name) => /^\w[\w.-]*(\/[\w.-]+)*(\/|\.(ts|js|json|md|yaml|snap))$/.test(name));
}

/** The folder map: each row's folder → the paths its description names. */
function folderMap(): Map<string, string[]> {
  const rows = tableRows(read("ARCHITECTURE.md"), "## Where things are");
  return new Map(rows.map(([folder, holds]) => [folder!.replaceAll("`", ""), namedPaths(holds ?? "")]));
}

/** A path named in a folder's row: from the root when it starts with a top-level folder, else within the row's folder. */
function resolved(folder: string, name: string): string {
  const top = name.split("/")[0]!;
  return name.includes("/") && existsSync(path.join(ROOT, top)) && !existsSync(path.join(ROOT, folder, top)) ? name : path.join(folder, name);
}

function foldersUnder(at: string): string[] {
  return readdirSync(path.join(ROOT, at), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${at}/${entry.name}`, ...foldersUnder(`${at}/${entry.name}`)]);
}

describe("ARCHITECTURE.md's folder map", () => {
  const map = folderMap();

  it("names only paths that exist", () => {
    const missing = [...map].flatMap(([folder, names]) => names.map((name) => resolved(folder, name)).filter((file) => !existsSync(path.join(ROOT, file))));
    expect(missing).toEqual([]);
  });

  it("names every folder of src/, as a row or in its parent's row", () => {
    const named = new Set(
      [...map].flatMap(([folder, names]) => [folder.replace(/\/$/, ""), ...names.filter((name) => name.endsWith("/")).map((name) => resolved(folder, name).replace(/\/$/, ""))]),
    );
    expect(foldersUnder("src").filter((folder) => !named.has(folder))).toEqual([]);
  });
});

/** The flags a command's table parses, with the dashes. */
function flagsOf(table: OptionTable): string[] {
  return Object.values(table).map((definition) => `--${definition.flag}`);
}

/** The text of docs/cli.md from a heading to the next heading of its level. */
function cliSection(heading: string): string {
  const text = read("docs/cli.md");
  const { start, end } = sectionOf(text, heading);
  return text.slice(start, end);
}

/** The flags a text quotes: `--flag` where it stands as a flag, but for the flags of an `npm run` script's command line. */
function flagsQuoted(text: string): Set<string> {
  const withoutScripts = text.replace(/`npm run [^`]*`/g, "");
  return new Set([...withoutScripts.matchAll(/(?<![\w-])--([a-z][a-z0-9-]*)/g)].map((match) => `--${match[1]!}`));
}

/** The flags every command takes beside its table's. */
const EVERY_COMMAND = ["--help", "--version"];

describe("docs/cli.md", () => {
  const SECTIONS: [string, string, OptionTable[]][] = [
    ["validate", "## validate", [VALIDATE_OPTIONS.table]],
    ["diff", "## diff", [DIFF_OPTIONS.table]],
    ["probe and mock", "## A running service: `probe`, and `mock` before it exists", [PROBE_OPTIONS.table, MOCK_OPTIONS.table]],
  ];
  const SHARD_SECTION = "## One check over many machines: `--shard`";

  it.each(SECTIONS)("documents every option %s parses, in its section or in --shard's", (_command, heading, tables) => {
    const quoted = flagsQuoted(cliSection(heading) + cliSection(SHARD_SECTION));
    expect(tables.flatMap(flagsOf).filter((flag) => !quoted.has(flag))).toEqual([]);
  });

  it.each([...SECTIONS, ["validate and probe", SHARD_SECTION, [VALIDATE_OPTIONS.table, PROBE_OPTIONS.table]] as (typeof SECTIONS)[number]])(
    "names no option %s does not parse",
    (_command, heading, tables) => {
      const parsed = new Set([...tables.flatMap(flagsOf), ...EVERY_COMMAND]);
      expect([...flagsQuoted(cliSection(heading))].filter((flag) => !parsed.has(flag))).toEqual([]);
    },
  );
});
