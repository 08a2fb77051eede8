// `npm run generate -- --check`: the committed generated/ is exactly what the sources give,
// and any difference is named, file by file, without anything being written.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

async function generate(root: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, "scripts/generate.js"), ...args], { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

/** A copy of the sources and of generated/, sharing node_modules, to change freely. */
function workingCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "contract-generate-"));
  for (const entry of ["schemas", "formats", "runtime", "scripts", "generated", "package.json"]) {
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

describe("npm run generate -- --check", () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  it("passes on the committed generated/", async () => {
    const { code, output } = await generate(ROOT, "--check");
    expect(output).toMatch(/^generated\/ matches/);
    expect(code).toBe(0);
  });

  it("names each file that a schema change would alter, and writes nothing", async () => {
    const dir = workingCopy();
    copies.push(dir);
    const schemaFile = path.join(dir, "schemas/CollectorGroup.schema.json");
    const schema = JSON.parse(readFileSync(schemaFile, "utf8"));
    schema.properties.name.description = "A changed description.";
    writeFileSync(schemaFile, JSON.stringify(schema));
    const before = readFileSync(path.join(dir, "generated/openapi.json"), "utf8");

    const { code, output } = await generate(dir, "--check");
    expect(code).toBe(1);
    expect(output).toContain("[openapi-document] generated/openapi.json: differs");
    expect(output).toContain("[record-types] generated/types.ts: differs");
    expect(output).not.toContain("generated/validators/tolerant-check.js");
    expect(output).toContain("Run `npm run generate`");
    expect(readFileSync(path.join(dir, "generated/openapi.json"), "utf8")).toBe(before);

    expect((await generate(dir)).code).toBe(0);
    expect(await generate(dir, "--check")).toMatchObject({ code: 0 });
  });

  it("names files that are missing or left over", async () => {
    const dir = workingCopy();
    copies.push(dir);
    rmSync(path.join(dir, "generated/enums.ts"));
    writeFileSync(path.join(dir, "generated/stale.ts"), "");
    const { code, output } = await generate(dir, "--check");
    expect(code).toBe(1);
    expect(output).toContain("[enums] generated/enums.ts: missing");
    expect(output).toContain("[no step] generated/stale.ts: not produced by the sources any more");
    const oneStep = await generate(dir, "--check", "--step", "record-types");
    expect(oneStep).toMatchObject({ code: 0 });
    expect(oneStep.output).toMatch(/^generated\/ matches schemas\/, formats\/ and runtime\/ \(1 file, 1 step\)/);
  });

  it("stops at a keyword nobody defined in the vocabulary, naming it and where it is", async () => {
    const dir = workingCopy();
    copies.push(dir);
    const schemaFile = path.join(dir, "schemas/FromEmail.schema.json");
    const schema = JSON.parse(readFileSync(schemaFile, "utf8"));
    schema.properties.name.nullable = true;
    writeFileSync(schemaFile, JSON.stringify(schema));
    const { code, output } = await generate(dir, "--check");
    expect(code).toBe(2);
    expect(output).toContain('schemas/FromEmail.schema.json/properties/name: keyword "nullable" is defined nowhere; add it to scripts/vocabulary/');
  });

  it("explains itself with --help, listing each step and what it writes, and refuses unknown options and steps", async () => {
    const help = (await generate(ROOT, "--help")).output;
    expect(help).toContain("--check");
    expect(help).toMatch(/check-code\s+validators\/check-helpers\.js, validators\/<profile>-check\.js, and their \.d\.ts/);
    const noStep = await generate(ROOT, "--check", "--step", "nope");
    expect(noStep.code).toBe(2);
    expect(noStep.output).toContain("no step named nope; the steps are vocabulary, openapi-document, reference-docs");
    const unknown = await generate(ROOT, "--chek");
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain("--chek");
  });
});
