// survey-contract diff on documents an attacker or an accident would give it: records named
// like Object.prototype's members, documents that are not OpenAPI, keywords holding the wrong
// kind of value, nesting far deeper than any contract. Each is a clear message naming the
// JSON Pointer, exit 2, never a stack trace or a hang.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const DOCUMENT = FROZEN_DOCUMENT;
const dir = mkdtempSync(path.join(tmpdir(), "contract-diff-hostile-"));
let written = 0;

function write(content: string): string {
  const file = path.join(dir, `document-${written++}.json`);
  writeFileSync(file, content);
  return file;
}

function changed(edit: (document: any) => void): string {
  const document = JSON.parse(readFileSync(DOCUMENT, "utf8"));
  edit(document);
  return write(JSON.stringify(document));
}

/** A JSON text with a record named `name` in components.schemas (written as text: `__proto__` included). */
function withRecord(name: string, schema: object): string {
  const text = readFileSync(DOCUMENT, "utf8").replace('"schemas": {', `"schemas": {\n${JSON.stringify(name)}: ${JSON.stringify(schema)},`);
  expect(text).toContain(JSON.stringify(name));
  return write(text);
}

describe("survey-contract diff on hostile documents", () => {
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])("compares a record named %s like any other", async (name) => {
    const record = { type: "object", properties: { id: { type: "string" } }, required: ["id"] };
    const added = await runCli("diff", DOCUMENT, withRecord(name, record), "--format", "json");
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout).changes).toEqual([expect.objectContaining({ rule: "RECORD_ADDED", pointer: `/components/schemas/${name}` })]);
    const removed = await runCli("diff", withRecord(name, record), DOCUMENT, "--format", "json");
    expect(removed.code).toBe(1);
    expect(JSON.parse(removed.stdout).changes).toEqual([expect.objectContaining({ rule: "RECORD_REMOVED", pointer: `/components/schemas/${name}` })]);
    const narrowed = await runCli("diff", withRecord(name, record), withRecord(name, { ...record, properties: { id: { type: "string", format: "uuid" } } }), "--format", "json");
    expect(JSON.parse(narrowed.stdout).changes).toEqual([expect.objectContaining({ rule: "FORMAT_ADDED", pointer: `/components/schemas/${name}/properties/id` })]);
  });

  it.each([
    ["an array", "[]", "the document is an array, not an OpenAPI document"],
    ["a string", '"openapi"', "the document is a string, not an OpenAPI document"],
    ["an object without schemas", '{"openapi": "3.1.0"}', "the document has no components.schemas object"],
    ["schemas that are an array", '{"components": {"schemas": []}}', "the document has no components.schemas object"],
  ])("refuses a document that is %s", async (_, text, message) => {
    const result = await runCli("diff", DOCUMENT, write(text));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it.each([
    ["a schema that is null", (d: any) => (d.components.schemas.Collector = null), "/components/schemas/Collector is null, not a schema"],
    ["required: 5", (d: any) => (d.components.schemas.Collector.required = 5), "/components/schemas/Collector/required is a number, not an array of strings"],
    ['enum: "SMS"', (d: any) => (d.components.schemas.CollectorType.enum = "SMS"), "/components/schemas/CollectorType/enum is a string, not an array"],
    [
      "a type that is no JSON type",
      (d: any) => (d.components.schemas.FromEmail.properties.email.type = "text"),
      "/components/schemas/FromEmail/properties/email/type is a string, not a JSON type name",
    ],
    [
      "properties that are an array",
      (d: any) => (d.components.schemas.FromEmail.properties = []),
      "/components/schemas/FromEmail/properties is an array, not an object of schemas",
    ],
    [
      "a property schema that is a number",
      (d: any) => (d.components.schemas.FromEmail.properties.email = 7),
      "/components/schemas/FromEmail/properties/email is a number, not a schema",
    ],
    [
      "an empty anyOf",
      (d: any) => (d.components.schemas.Collector.properties.fromEmail.anyOf = []),
      "/components/schemas/Collector/properties/fromEmail/anyOf is an array, not a non-empty array of schemas",
    ],
    [
      "a response body that is a string",
      (d: any) => (d.components.responses.CollectorList.content["application/json"] = "x"),
      "/components/responses/CollectorList/content/application~1json is a string",
    ],
  ])("refuses %s, naming its pointer, on either side", async (_, edit, message) => {
    for (const args of [
      [DOCUMENT, changed(edit)],
      [changed(edit), DOCUMENT],
    ]) {
      const result = await runCli("diff", ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("refuses 100 000 levels of nesting at once, naming where it gets too deep", async () => {
    const depth = 100_000;
    const deep = `${'{"type":"object","properties":{"x":'.repeat(depth)}{"type":"string"}${"}}".repeat(depth)}`;
    const text = readFileSync(DOCUMENT, "utf8").replace('"schemas": {', `"schemas": {\n"Deep": ${deep},`);
    const result = await runCli("diff", DOCUMENT, write(text));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/\/components\/schemas\/Deep(\/properties\/x)+ is nested more than 64 schemas deep/);
  });

  it("refuses an annotation nested 10 000 levels deep, naming where, instead of overflowing the stack", async () => {
    const depth = 10_000;
    const text = readFileSync(DOCUMENT, "utf8").replace('"schemas": {', `"schemas": {\n"Deep": {"type": "string", "examples": [${"[".repeat(depth)}${"]".repeat(depth)}]},`);
    const result = await runCli("diff", DOCUMENT, write(text));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/\/components\/schemas\/Deep\/examples(\/0)+ holds values nested more than 1000 levels deep, past any contract/);
    expect(result.stderr).not.toMatch(/RangeError|unexpected failure|\n\s+at /);
  });

  it("refuses a chain of 20 000 $refs, naming where it gets too deep, instead of overflowing the stack", async () => {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) schemas[`A${i}`] = i < 19_999 ? { $ref: `#/components/schemas/A${i + 1}` } : { type: "string" };
    const document = { openapi: "3.1.0", info: { title: "chain", version: "1.0.0" }, paths: {}, components: { schemas } };
    const previous = write(JSON.stringify(document));
    schemas.A19999 = { type: "integer" };
    const result = await runCli("diff", previous, write(JSON.stringify(document)));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/\/components\/schemas\/A\d+ is reached through more than 256 \$refs and anyOfs in a row/);
    expect(result.stderr).not.toMatch(/RangeError|\n\s+at /);
  });

  it("quotes no character of a malformed document", async () => {
    const result = await runCli("diff", DOCUMENT, write('{"components": {"schemas": {"token": sk_live_secret}}}'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("document-");
    expect(result.stderr).toContain(":1:38: malformed JSON");
    expect(result.stderr).not.toContain("sk_live");
  });
});
