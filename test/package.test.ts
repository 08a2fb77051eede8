// What ships: self-contained ESM that compiles nothing at run time (D11), reached through the
// package's own entry points. Runs against dist/, which `npm test` builds first.
import { execFile } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BUNDLERS, programUsing } from "./bundlers.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

const SHIPPED_JS = existsSync(path.join(ROOT, "dist")) ? filesUnder("dist", ".js") : [];
const GENERATED_CODE = [...filesUnder("generated", ".ts"), ...filesUnder("generated", ".js")];

describe("the shipped code", () => {
  it("has been built", () => {
    expect(SHIPPED_JS, "run `npm run build` first").toContain(path.join("dist", "src", "index.js"));
    expect(SHIPPED_JS).toContain(path.join("dist", "generated", "validators", "strict-check.js"));
  });

  it.each([...GENERATED_CODE, ...SHIPPED_JS])("%s has no require(, eval or new Function", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    expect(text).not.toMatch(/\brequire\s*\(/);
    expect(text).not.toMatch(/\beval\s*\(/);
    expect(text).not.toMatch(/\bnew\s+Function\b/);
  });

  // The command line, the contract's history it reads, its probe and the mock (./mock) run on Node.js alone: they may import its built-ins.
  const NODE_ONLY = ["cli", "changes", "probe", "mock"].map((dir) => path.join("dist", "src", dir));
  it.each(SHIPPED_JS)("%s imports nothing outside the package (the command line, its history, probe and mock: Node.js built-ins too)", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const specifiers = [...text.matchAll(/\b(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']/g)].map((match) => match[1]);
    const nodeOnly = NODE_ONLY.some((dir) => file.startsWith(dir));
    const allowed = nodeOnly ? /^(\.\.?\/|node:)/ : /^\.\.?\//;
    for (const specifier of specifiers) expect(specifier).toMatch(allowed);
    // The command line loads each command's modules when it runs (a quick start), by relative
    // specifiers only; the library imports nothing at run time, so that bundlers see all of it.
    const loaded = [...text.matchAll(/\bimport\s*\(\s*(?:"([^"]*)"|'([^']*)')?/g)].map((match) => match[1] ?? match[2]);
    if (nodeOnly) for (const specifier of loaded) expect(specifier).toMatch(/^\.\.?\//);
    else expect(loaded).toEqual([]);
  });
});

describe("importing the package", () => {
  // A fresh Node process in which eval and Function throw: the package must import and
  // validate without either, as under a strict Content-Security-Policy.
  const PROBE = `
    const forbid = (what) => new Proxy(globalThis[what], {
      apply() { throw new Error(what + " called"); },
      construct() { throw new Error(what + " called"); },
    });
    globalThis.eval = forbid("eval");
    globalThis.Function = forbid("Function");
    const tolerant = await import("@survey-collection/contract");
    const strict = await import("@survey-collection/contract/strict");
    const { default: document } = await import("@survey-collection/contract/openapi.json", { with: { type: "json" } });
    const example = document.components.schemas.CollectorPage.examples[0];
    const verdicts = [tolerant.isCollectorPage(example), strict.isCollectorPage(example), tolerant.isCollectorPage({ ...example, extra: 1 }), strict.isCollectorPage({ ...example, extra: 1 })];
    let message = "";
    try { strict.parseCollectorPage("{}"); } catch (error) { message = error.constructor.name + ": " + error.message; }
    console.log(JSON.stringify({ verdicts, message, strictErrorIsRootError: strict.ContractValidationError === tolerant.ContractValidationError }));
  `;

  it("compiles nothing, calls neither eval nor Function, and validates through every entry point", async () => {
    const { stdout } = await run(process.execPath, ["--input-type=module", "--eval", PROBE], { cwd: ROOT });
    expect(JSON.parse(stdout)).toEqual({
      verdicts: [true, true, true, false],
      message: expect.stringMatching(/^ContractValidationError: Invalid CollectorPage: \/page is required but missing/),
      strictErrorIsRootError: true,
    });
  });

  // A program that uses one function, bundled and minified by each bundler users run
  // (test/bundlers.ts): the rest of the package must be dropped, so no generated module may have
  // a top-level side effect (D18). What each program weighs is the README's table of sizes
  // (test/readme-sizes.test.ts).
  const entry = (name: string) => programUsing([name]);

  it.each(Object.keys(BUNDLERS))("%s drops every validator from a program that uses only COLLECTOR_TYPES: no module has a top-level side effect", async (bundler) => {
    const code = await BUNDLERS[bundler]!(entry("COLLECTOR_TYPES"));
    expect(code.length).toBeLessThan(400);
    expect(code).not.toMatch(/Uint8Array|valueOf|function/);
  });

  // A field only survey responses have: where it is, the other records' validators came along.
  const OTHER_LIST = "totalScore";

  it.each(Object.keys(BUNDLERS))(
    "%s keeps only what a program uses: isCollectorPage under 15 KB, assertCollectorPage under 34 KB (each kind of a format's refusal in its own words included) and no other record's report (was: 39 KB, every record's report)",
    async (bundler) => {
      const isOnly = await BUNDLERS[bundler]!(entry("isCollectorPage"));
      const assertOnly = await BUNDLERS[bundler]!(entry("assertCollectorPage"));
      expect(isOnly.length).toBeLessThan(15 * 1024);
      expect(assertOnly.length).toBeLessThan(34 * 1024);
      expect(isOnly.includes("instancePath")).toBe(false);
      expect(assertOnly.includes(OTHER_LIST)).toBe(false);
    },
  );

  it.each(Object.keys(BUNDLERS))(
    "%s bundles one list's validators alone for a client of that list: readCollectorPage and collectorRecords under 50 KB (was: readPage 84 KB, records 90 KB, both lists)",
    async (bundler) => {
      const readOne = await BUNDLERS[bundler]!(entry("readCollectorPage"));
      const walkOne = await BUNDLERS[bundler]!(entry("collectorRecords"));
      const readAny = await BUNDLERS[bundler]!(entry("readPage"));
      expect(readOne.length).toBeLessThan(50 * 1024);
      expect(walkOne.length).toBeLessThan(50 * 1024);
      expect(readOne.includes(OTHER_LIST)).toBe(false);
      expect(walkOne.includes(OTHER_LIST)).toBe(false);
      expect(readAny.includes(OTHER_LIST)).toBe(true);
    },
  );

  it("declares no runtime dependencies", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(pkg.dependencies ?? {}).toEqual({});
  });
});

describe("the declarations that ship", () => {
  // What a consumer's TypeScript reads when it starts from the entry points `exports` names,
  // as TypeScript itself resolves it, against what `npm pack` puts in the tarball.
  it("are exactly those reachable from the entry points package.json exports", async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const entries = Object.values(pkg.exports as Record<string, unknown>).flatMap((target) =>
      typeof target === "object" && target !== null && "types" in target ? [path.join(ROOT, String(target.types))] : [],
    );
    const program = ts.createProgram(entries, { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true, types: [] });
    const reached = program
      .getSourceFiles()
      .map((file) => path.relative(ROOT, file.fileName))
      .filter((file) => file.startsWith("dist"))
      .sort();
    const { stdout } = await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT });
    const shipped = (JSON.parse(stdout)[0].files as { path: string }[])
      .map((file) => file.path)
      .filter((file) => file.endsWith(".d.ts"))
      .sort();
    expect(reached).toContain(path.join("dist", "src", "index.d.ts"));
    expect(shipped).toEqual(reached);
    // A whole TypeScript program and npm pack: seconds on a busy machine, past the default 5 s.
  });
});
