// A published JSON Schema in the draft a Standard JSON Schema consumer asks for.
import { describe, expect, it } from "vitest";
import { jsonSchemaFor } from "../src/validation/json-schema-targets.js";

const SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: { a: { $ref: "#/$defs/A" }, b: { description: "not a reference: #/$defs/A", examples: [{ $ref: 1 }, { $ref: "elsewhere" }] } },
  $defs: { A: { type: "array", items: { $ref: "#/$defs/B" } }, B: { type: "string" } },
};

describe("jsonSchemaFor", () => {
  it("moves the root's $defs to definitions for draft-07, and only $ref values into them", () => {
    expect(jsonSchemaFor(SCHEMA, { target: "draft-07" })).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { a: { $ref: "#/definitions/A" }, b: { description: "not a reference: #/$defs/A", examples: [{ $ref: 1 }, { $ref: "elsewhere" }] } },
      definitions: { A: { type: "array", items: { $ref: "#/definitions/B" } }, B: { type: "string" } },
    });
  });

  it("adds no definitions to a schema that has no $defs", () => {
    const draft07 = jsonSchemaFor({ type: "string" }, { target: "draft-07" });
    expect(Object.keys(draft07)).toEqual(["type", "$schema"]);
  });

  it("gives draft 2020-12 as it is, in a copy", () => {
    const copy = jsonSchemaFor(SCHEMA, { target: "draft-2020-12" });
    expect(copy).toEqual(SCHEMA);
    expect(copy).not.toBe(SCHEMA);
  });
});
