// writeOnly on a response field (D22): a service that follows OpenAPI stops sending the field, so
// it is judged as the field removed from what clients receive (a break for clients when it was
// required, compatible when optional), and dropping writeOnly as the field added. readOnly, and
// writeOnly anywhere but on a field, stay annotations.
import { describe, expect, it } from "vitest";
import { compareDocuments } from "./changes.js";

const document = (schemas: object) => ({ openapi: "3.1.0", info: { title: "t", version: "1.0.0" }, paths: {}, components: { schemas } });
const C = "breaking for clients";
const P = "breaking for producers";
const AT = "/components/schemas/Group/properties";
const group = (fields: Record<string, object>, required: string[] = ["id", "name"]) => ({
  Owner: { type: "object", properties: { email: { type: "string" } } },
  Group: { type: "object", required, properties: { id: { type: "integer" }, name: { type: "string" }, note: { type: ["string", "null"] }, ...fields } },
});

function changesOf(previous: object, current: object) {
  return compareDocuments(document(previous) as never, document(current) as never).map(({ rule, class: side, pointer, message }) => [rule, side, pointer, message]);
}

describe("a field made writeOnly", () => {
  it.each([
    ["a required field", group({}), group({ name: { type: "string", writeOnly: true } }), "name", "REQUIRED_FIELD_WRITE_ONLY", C, " (it was required)"],
    [
      "a required field that is a $ref",
      group({ owner: { $ref: "#/components/schemas/Owner" } }, ["id", "owner"]),
      group({ owner: { $ref: "#/components/schemas/Owner", writeOnly: true } }, ["id", "owner"]),
      "owner",
      "REQUIRED_FIELD_WRITE_ONLY",
      C,
      " (it was required)",
    ],
    ["an optional field", group({}), group({ note: { type: ["string", "null"], writeOnly: true } }), "note", "OPTIONAL_FIELD_WRITE_ONLY", "compatible", ""],
    [
      "an optional field written as anyOf with null",
      group({ tag: { anyOf: [{ type: "string" }, { type: "null" }] } }),
      group({ tag: { anyOf: [{ type: "string" }, { type: "null" }], writeOnly: true } }),
      "tag",
      "OPTIONAL_FIELD_WRITE_ONLY",
      "compatible",
      "",
    ],
  ])("%s: no longer sent (was: an annotation, a patch)", (_, previous, current, name, rule, side, suffix) => {
    expect(changesOf(previous, current)).toEqual([[rule, side, `${AT}/${name}`, `${name} became writeOnly: a service that follows OpenAPI no longer sends it${suffix}`]]);
  });

  it("a field of a record inside a list, at its place", () => {
    const inList = (writeOnly: boolean) => ({
      Page: {
        type: "object",
        properties: { data: { type: "array", items: { type: "object", required: ["id"], properties: { id: { type: "integer", ...(writeOnly ? { writeOnly } : {}) } } } } },
      },
    });
    expect(changesOf(inList(false), inList(true))).toEqual([
      [
        "REQUIRED_FIELD_WRITE_ONLY",
        C,
        "/components/schemas/Page/properties/data/items/properties/id",
        "id became writeOnly: a service that follows OpenAPI no longer sends it (it was required)",
      ],
    ]);
  });
});

describe("writeOnly dropped", () => {
  it("from a required field: sent again, and every service must", () => {
    expect(changesOf(group({ name: { type: "string", writeOnly: true } }), group({}))).toEqual([
      ["FIELD_ADDED_REQUIRED", P, `${AT}/name`, "name is no longer writeOnly: services send it again, as a required field"],
    ]);
  });

  it("from an optional field: compatible", () => {
    expect(changesOf(group({ note: { type: "string", writeOnly: true } }), group({ note: { type: "string" } }))).toEqual([
      ["FIELD_ADDED_OPTIONAL", "compatible", `${AT}/note`, "note is no longer writeOnly: services send it again"],
    ]);
  });
});

describe("what stays an annotation", () => {
  it("readOnly on a field, and writeOnly on a whole record", () => {
    expect(changesOf(group({}), group({ name: { type: "string", readOnly: true } }))).toEqual([["ANNOTATION_CHANGED", "compatible", `${AT}/name`, "readOnly changed"]]);
    const record = (writeOnly: boolean) => ({ Owner: { type: "object", properties: { email: { type: "string" } }, ...(writeOnly ? { writeOnly } : {}) } });
    expect(changesOf(record(false), record(true))).toEqual([["ANNOTATION_CHANGED", "compatible", "/components/schemas/Owner", "writeOnly changed"]]);
  });

  it("a writeOnly field kept writeOnly, its description changed", () => {
    expect(changesOf(group({ name: { type: "string", writeOnly: true } }), group({ name: { type: "string", writeOnly: true, description: "d" } }))).toEqual([
      ["ANNOTATION_CHANGED", "compatible", `${AT}/name`, "description changed"],
    ]);
  });
});
