// src/diff/references.ts on its own: what each form of reference names in one document, as a
// JSON Schema 2020-12 validator resolves it, and what it names nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { References } from "../../src/diff/references.js";

const Count = { type: "integer" };
const Slashed = { type: "string" };
const Tilde = { type: "boolean" };
const Spaced = { type: "null" };
const Second = { type: "integer", minimum: 2 };
const Anchored = { $anchor: "here", type: "number" };
const Inner = { $anchor: "inner", type: "null" };
const Relative = { $ref: "#/$defs/Inner" };
const Resource = { $id: "https://example.com/res", $defs: { Inner, Relative, Nested: { $id: "nested", $defs: { Deep: { $anchor: "deep" } } } } };
const Generic = { $id: "https://example.com/list", $dynamicAnchor: "item", type: "object" };
const Body = { $anchor: "body", type: "array" };
const Mapped = { $anchor: "mapped" };
const Listed = { $anchor: "listed" };
const NotAnId = { $id: "http://[", $defs: { Kept: { $anchor: "kept" } } };

const document = {
  openapi: "3.1.0",
  info: { title: "t" },
  components: {
    schemas: {
      A: { $defs: { Count, "a/b": Slashed, "t~x": Tilde, "sp ace": Spaced } },
      L: { prefixItems: [{ type: "string" }, Second], items: false, patternProperties: { "^x": Mapped }, anyOf: [Listed] },
      Anchored,
      Resource,
      Generic,
      NotAnId,
      Text: "not a schema",
    },
    responses: { List: { content: { "application/json": { schema: Body }, "text/plain": "not a media type" } }, Bare: { description: "d" } },
  },
};
// Indexed again for each test, not once when the file loads: a mutation run credits a test only
// with the code that runs inside it.
let references: References;
beforeEach(() => {
  references = new References(document);
});
const at = (ref: string, from: unknown = undefined) => references.resolve(ref, from);

describe("a reference in the document's own resource", () => {
  it.each<[string, unknown]>([
    ["#/components/schemas/A/$defs/Count", Count],
    ["#/components/schemas/A/$defs/a~1b", Slashed],
    ["#/components/schemas/A/$defs/t~0x", Tilde],
    ["#/components/schemas/A/$defs/sp%20ace", Spaced],
    ["#/components/schemas/L/prefixItems/1", Second],
    ["#/components/schemas/L/items", false],
    ["#here", Anchored],
    ["#body", Body],
    ["#mapped", Mapped],
    ["#listed", Listed],
    ["#kept", NotAnId.$defs.Kept],
  ])("%s names its schema", (ref, target) => {
    expect(at(ref)).toBe(target);
  });

  it.each([
    "#/components/schemas/L/prefixItems/01",
    "#/components/schemas/L/prefixItems/-1",
    "#/components/schemas/L/prefixItems/2",
    "#/components/schemas/L/prefixItems",
    "#/components/schemas/Text",
    "#/info/title",
    "#/components/schemas/Gone",
    "#/components/schemas/A/$defs/toString",
    "#/components/schemas/A/$defs/sp%ZZace",
    "#inner",
    "#nowhere",
    "https://other.example/x",
    "http://[",
  ])("%s names nothing", (ref) => {
    expect(at(ref)).toBeUndefined();
  });

  it("the empty fragment names the document itself", () => {
    expect(at("#")).toBe(document);
  });
});

describe("a reference by $id", () => {
  it.each<[string, unknown]>([
    ["https://example.com/res", Resource],
    ["https://example.com/res#", Resource],
    ["https://example.com/res#inner", Inner],
    ["https://example.com/res#/$defs/Inner", Inner],
    ["https://example.com/nested#deep", Resource.$defs.Nested.$defs.Deep],
    ["https://example.com/list#item", Generic],
  ])("%s names its schema", (ref, target) => {
    expect(at(ref)).toBe(target);
  });

  it("a reference inside a resource resolves against its $id", () => {
    expect(at("#/$defs/Inner", Relative)).toBe(Inner);
    expect(at("#inner", Relative)).toBe(Inner);
    expect(at("res#inner", Relative)).toBe(Inner);
    expect(at("list", Relative)).toBe(Generic);
    expect(at("#/$defs/Inner")).toBeUndefined();
    expect(references.absolute("#/$defs/Inner", Relative)).toBe("https://example.com/res#/$defs/Inner");
    expect(references.absolute("#/a b", undefined)).toBe("https://document.invalid/openapi.json#/a%20b");
  });

  it("the base of each schema is that of its resource", () => {
    expect(references.baseOfSchema(Inner)).toBe("https://example.com/res");
    expect(references.baseOfSchema(Resource.$defs.Nested.$defs.Deep)).toBe("https://example.com/nested");
    expect(references.baseOfSchema(Count)).toBe("https://document.invalid/openapi.json");
    expect(references.baseOfSchema(true)).toBeUndefined();
    expect(references.dynamicAnchor(Generic)).toBe("https://example.com/list#item");
    expect(references.dynamicAnchor(Anchored)).toBeUndefined();
  });

  it("a schema derived from one inside a resource resolves where the original sits", () => {
    const derived = references.derive({ $ref: "#/$defs/Inner", description: "x" }, Relative);
    expect(at(derived.$ref, derived)).toBe(Inner);
    const plain = references.derive({ type: "string" }, Relative);
    expect(references.baseOfSchema(plain)).toBe("https://document.invalid/openapi.json");
  });
});
