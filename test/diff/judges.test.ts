// Each judge of src/diff/judges/ on small schemas, both ways where the way matters: every change
// it reports (rule, class, pointer, message), and the edits it must stay quiet on.
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";

const A = { type: "object", properties: { id: { type: "string" } } };
const document = (record: unknown) => ({ openapi: "3.1.0", info: { title: "t", version: "1.0.0" }, paths: {}, components: { schemas: { A, R: record } } });
const C = "breaking for clients";
const P = "breaking for producers";
const CP = "breaking for clients and producers";
const field = (schema: unknown) => ({ properties: { a: schema } });
const number = (more: object = {}) => field({ type: "number", ...more });
const choices = (stringLength: number, oneOf: unknown[]) => field({ anyOf: [{ type: "string", minLength: stringLength }, { type: "integer" }], oneOf });

type Edit = [string, unknown, unknown, [string, string, string, string][]];

const EVERY_TYPE = ["string", "number", "boolean", "null", "object", "array"];
const object = (more: object) => ({ type: "object", properties: { x: {} }, ...more });

const JUDGES: Record<string, Edit[]> = {
  type: [
    ["a list of every type became no type", field({ type: EVERY_TYPE }), field({}), []],
    ["a list of every type and integer became no type", field({ type: [...EVERY_TYPE, "integer"] }), field({}), []],
    [
      "every type but string became no type",
      field({ type: EVERY_TYPE.slice(1) }),
      field({}),
      [["TYPE_WIDENED", C, "/properties/a", "type number or boolean or null or object or array became any type"]],
    ],
    [
      "no type became string or null",
      field({ minLength: 1 }),
      field({ type: ["string", "null"], minLength: 1 }),
      [["TYPE_NARROWED", P, "/properties/a", "type any type became string or null"]],
    ],
    ["no type became a string", field({}), field({ type: "string" }), [["TYPE_NARROWED", P, "/properties/a", "type any type became string"]]],
    [
      "types traded",
      field({ type: ["string", "integer"] }),
      field({ type: ["integer", "boolean"] }),
      [["TYPE_CHANGED", CP, "/properties/a", "type string or integer became integer or boolean"]],
    ],
    ["integer became number", field({ type: "integer" }), field({ type: "number" }), [["TYPE_WIDENED", C, "/properties/a", "type integer became number"]]],
  ],
  "enum and const": [
    ["a const made an enum", field({ const: "a" }), field({ enum: ["a", "b"] }), [["ENUM_VALUE_ADDED", C, "/properties/a", 'value "b" was added']]],
    ["an enum made a const", field({ enum: ["a", "b"] }), field({ const: "a" }), [["ENUM_VALUE_REMOVED", P, "/properties/a", 'value "b" was removed']]],
    [
      "a const changed",
      field({ const: "a" }),
      field({ const: "b" }),
      [
        ["ENUM_VALUE_ADDED", C, "/properties/a", 'value "b" was added'],
        ["ENUM_VALUE_REMOVED", P, "/properties/a", 'value "a" was removed'],
      ],
    ],
    [
      "an enum beside a const, grown",
      field({ const: "a", enum: ["a", "b"] }),
      field({ const: "a", enum: ["a", "b", "c"] }),
      [["ENUM_VALUE_ADDED", C, "/properties/a", 'value "c" was added']],
    ],
  ],
  additionalProperties: [
    [
      "false became a schema",
      object({ additionalProperties: false }),
      object({ additionalProperties: { type: "string" } }),
      [["PROPERTIES_OPENED", C, "", "now admits unknown properties that match a schema"]],
    ],
    ["false became true", object({ additionalProperties: false }), object({ additionalProperties: true }), [["PROPERTIES_OPENED", C, "", "now admits unknown properties"]]],
    ["false dropped", object({ additionalProperties: false }), object({}), [["PROPERTIES_OPENED", C, "", "now admits unknown properties"]]],
    [
      "a schema became false",
      object({ additionalProperties: { type: "string" } }),
      object({ additionalProperties: false }),
      [["PROPERTIES_CLOSED", P, "", "no longer admits unknown properties"]],
    ],
    [
      "a schema changed",
      object({ additionalProperties: { type: "string" } }),
      object({ additionalProperties: { type: "integer" } }),
      [["TYPE_CHANGED", CP, "/additionalProperties", "type string became integer"]],
    ],
  ],
  "fields renamed": [
    [
      "two traded for two of one schema, paired in order",
      object({ properties: { a: { type: "string" }, b: { type: "string" } } }),
      object({ properties: { c: { type: "string" }, d: { type: "string" } } }),
      [
        ["FIELD_REMOVED", CP, "/properties/a", "a was removed; possibly renamed to c"],
        ["FIELD_REMOVED", CP, "/properties/b", "b was removed; possibly renamed to d"],
        ["FIELD_ADDED_OPTIONAL", "compatible", "/properties/c", "c was added as an optional field; possibly renamed from a"],
        ["FIELD_ADDED_OPTIONAL", "compatible", "/properties/d", "d was added as an optional field; possibly renamed from b"],
      ],
    ],
    [
      "two removed, one of the same schema added",
      object({ properties: { a: { type: "string" }, b: { type: "string" } } }),
      object({ properties: { c: { type: "string" } } }),
      [
        ["FIELD_REMOVED", CP, "/properties/a", "a was removed; possibly renamed to c"],
        ["FIELD_REMOVED", CP, "/properties/b", "b was removed"],
        ["FIELD_ADDED_OPTIONAL", "compatible", "/properties/c", "c was added as an optional field; possibly renamed from a"],
      ],
    ],
    [
      "two traded for two, each of its own schema",
      object({ properties: { a: { type: "string" }, b: { type: "integer" } }, required: ["a"] }),
      object({ properties: { c: { type: "integer" }, d: { type: "string" } } }),
      [
        ["FIELD_REMOVED", CP, "/properties/a", "a was removed (it was required); possibly renamed to d"],
        ["FIELD_REMOVED", CP, "/properties/b", "b was removed; possibly renamed to c"],
        ["FIELD_ADDED_OPTIONAL", "compatible", "/properties/c", "c was added as an optional field; possibly renamed from b"],
        ["FIELD_ADDED_OPTIONAL", "compatible", "/properties/d", "d was added as an optional field; possibly renamed from a"],
      ],
    ],
  ],
  "dependent required": [
    ["a name required with another", {}, { dependentRequired: { a: ["b"] } }, [["CONSTRAINT_TIGHTENED", P, "/dependentRequired/a", "with a, b now required"]]],
    [
      "a dependency dropped",
      { dependentRequired: { a: ["b"], c: ["d"] } },
      { dependentRequired: { c: ["d"] } },
      [["CONSTRAINT_LOOSENED", C, "/dependentRequired/a", "with a, b no longer required"]],
    ],
    [
      "one name traded for another",
      { dependentRequired: { a: ["b", "c"] } },
      { dependentRequired: { a: ["c", "d"] } },
      [
        ["CONSTRAINT_TIGHTENED", P, "/dependentRequired/a", "with a, d now required"],
        ["CONSTRAINT_LOOSENED", C, "/dependentRequired/a", "with a, b no longer required"],
      ],
    ],
    ["names reordered", { dependentRequired: { a: ["b", "c"] } }, { dependentRequired: { a: ["c", "b"] } }, []],
    ["a property name holding a slash", {}, { dependentRequired: { "a/b": ["c"] } }, [["CONSTRAINT_TIGHTENED", P, "/dependentRequired/a~1b", "with a/b, c now required"]]],
    [
      "tightened inside not",
      field({ not: { dependentRequired: { a: ["b"] } } }),
      field({ not: { dependentRequired: { a: ["b", "c"] } } }),
      [["CONSTRAINT_LOOSENED", C, "/properties/a/not/dependentRequired/a", "inside not: with a, c now required"]],
    ],
  ],
  "required without properties": [
    ["a name newly required", { type: "object", required: ["id"] }, { type: "object", required: ["id", "x"] }, [["FIELD_NEWLY_REQUIRED", P, "/required", "x is now required"]]],
    ["the last name no longer required", { required: ["x"] }, {}, [["FIELD_NO_LONGER_REQUIRED", C, "/required", "x is no longer required"]]],
    ["names reordered", { required: ["x", "y"] }, { required: ["y", "x"] }, []],
    [
      "a name required in an allOf member",
      field({ allOf: [{ $ref: "#/components/schemas/A" }, { required: ["id"] }] }),
      field({ allOf: [{ $ref: "#/components/schemas/A" }, { required: ["id", "x"] }] }),
      [["FIELD_NEWLY_REQUIRED", P, "/properties/a/required", "x is now required"]],
    ],
    ["every property dropped", { properties: { x: {} } }, {}, [["CONSTRAINT_LOOSENED", C, "/properties", "properties x no longer constrained"]]],
  ],
  "schemas by name": [
    [
      "a pattern property added to an object open to any property: it only binds (was: both)",
      {},
      { patternProperties: { "^x-": { type: "string" } } },
      [["CONSTRAINT_TIGHTENED", P, "/patternProperties/^x-", "patternProperties ^x- was added"]],
    ],
    [
      "a pattern property removed from an open object: it only frees (was: both)",
      { patternProperties: { "^x-": { type: "string" } } },
      {},
      [["CONSTRAINT_LOOSENED", C, "/patternProperties/^x-", "patternProperties ^x- was removed"]],
    ],
    [
      "a pattern property added beside named properties, additionalProperties true",
      { properties: { a: { type: "string" } }, additionalProperties: true },
      { properties: { a: { type: "string" } }, additionalProperties: true, patternProperties: { "^b": { type: "integer" } } },
      [["CONSTRAINT_TIGHTENED", P, "/patternProperties/^b", "patternProperties ^b was added"]],
    ],
    [
      "a pattern property added to a closed object: it frees the names it matches and binds them",
      { additionalProperties: false },
      { additionalProperties: false, patternProperties: { "^x-": { type: "string" } } },
      [["CONSTRAINT_CHANGED", CP, "/patternProperties/^x-", "patternProperties ^x- was added"]],
    ],
    [
      "a pattern property's schema changed",
      { patternProperties: { "^x~": { type: "string" } } },
      { patternProperties: { "^x~": { type: "integer" } } },
      [["TYPE_CHANGED", CP, "/patternProperties/^x~0", "type string became integer"]],
    ],
    ["a dependent schema added", {}, { dependentSchemas: { a: { required: ["b"] } } }, [["CONSTRAINT_TIGHTENED", P, "/dependentSchemas/a", "dependentSchemas a was added"]]],
    ["a dependent schema removed", { dependentSchemas: { a: { required: ["b"] } } }, {}, [["CONSTRAINT_LOOSENED", C, "/dependentSchemas/a", "dependentSchemas a was removed"]]],
  ],
  allOf: [
    [
      "a member added, the parts laid together",
      field({ allOf: [{ type: "string" }, { minLength: 1 }] }),
      field({ allOf: [{ type: "string" }, { minLength: 1 }, { maxLength: 9 }] }),
      [["BOUND_TIGHTENED", P, "/properties/a", "now has maxLength 9"]],
    ],
    [
      "a member removed, the parts laid together",
      field({ allOf: [{ type: "string" }, { minLength: 1 }, { maxLength: 9 }] }),
      field({ allOf: [{ type: "string" }, { maxLength: 9 }] }),
      [["BOUND_LOOSENED", C, "/properties/a", "no longer has minLength 1"]],
    ],
    [
      "a member added to parts that cannot be laid together (two patterns)",
      field({ allOf: [{ pattern: "^a" }, { pattern: "b$" }] }),
      field({ allOf: [{ pattern: "^a" }, { pattern: "b$" }, { maxLength: 9 }] }),
      [["CONSTRAINT_TIGHTENED", P, "/properties/a/allOf/2", "a member was added to allOf"]],
    ],
    [
      "a member removed from parts that cannot be laid together (two patterns)",
      field({ allOf: [{ pattern: "^a" }, { minLength: 1 }, { pattern: "b$" }] }),
      field({ allOf: [{ pattern: "^a" }, { pattern: "b$" }] }),
      [["CONSTRAINT_LOOSENED", C, "/properties/a/allOf/1", "a member was removed from allOf"]],
    ],
    ["members reordered", field({ allOf: [{ type: "string" }, { minLength: 1 }] }), field({ allOf: [{ minLength: 1 }, { type: "string" }] }), []],
    [
      "a member changed in place",
      field({ allOf: [{ $ref: "#/components/schemas/A" }, { minProperties: 1 }] }),
      field({ allOf: [{ $ref: "#/components/schemas/A" }, { minProperties: 2 }] }),
      [["BOUND_TIGHTENED", P, "/properties/a", "minProperties 1 became 2"]],
    ],
  ],
  prefixItems: [
    [
      "lengthened",
      { type: "array", prefixItems: [{ type: "string" }] },
      { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }] },
      [["TYPE_NARROWED", P, "/prefixItems/1", "any value became a schema"]],
    ],
    [
      "changed in place",
      { type: "array", prefixItems: [{ type: "string" }] },
      { type: "array", prefixItems: [{ type: "integer" }] },
      [["TYPE_CHANGED", CP, "/prefixItems/0", "type string became integer"]],
    ],
    [
      "lengthened where items admitted nothing past them: a widening (was: a narrowing)",
      { type: "array", prefixItems: [{ type: "string" }], items: false },
      { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false },
      [["TYPE_WIDENED", C, "/prefixItems/1", "no value became a schema"]],
    ],
    [
      "shortened where items takes the place: compared with items",
      { type: "array", prefixItems: [{ type: "string" }, { type: "integer", minimum: 0 }], items: { type: "integer" } },
      { type: "array", prefixItems: [{ type: "string" }], items: { type: "integer" } },
      [["BOUND_LOOSENED", C, "/prefixItems/1", "no longer has minimum 0"]],
    ],
  ],
  $dynamicRef: [
    [
      "retargeted beside a keyword",
      field({ $dynamicRef: "#a", minLength: 1 }),
      field({ $dynamicRef: "#b", minLength: 1 }),
      [["TYPE_CHANGED", CP, "/properties/a", "$dynamicRef #a became #b"]],
    ],
    ["kept", field({ $dynamicRef: "#a", minLength: 1 }), field({ $dynamicRef: "#a", minLength: 1 }), []],
    [
      "kept beside a bound tightened",
      field({ $dynamicRef: "#a", minLength: 1 }),
      field({ $dynamicRef: "#a", minLength: 2 }),
      [["BOUND_TIGHTENED", P, "/properties/a", "minLength 1 became 2"]],
    ],
  ],
  "if, then, else": [
    [
      "then tightened under the same if: judged in place (was: both)",
      field({ if: { type: "string" }, then: { minLength: 1 } }),
      field({ if: { type: "string" }, then: { minLength: 2 } }),
      [["BOUND_TIGHTENED", P, "/properties/a/then", "minLength 1 became 2"]],
    ],
    [
      "then loosened under the same if, written another way",
      field({ if: { type: "string", minLength: 1 }, then: { maxLength: 5 } }),
      field({ if: { minLength: 1, type: "string" }, then: { maxLength: 9 } }),
      [["BOUND_LOOSENED", C, "/properties/a/then", "maxLength 5 became 9"]],
    ],
    [
      "else added: it only narrows",
      field({ if: { type: "string" } }),
      field({ if: { type: "string" }, else: { type: "integer" } }),
      [["TYPE_NARROWED", P, "/properties/a/else", "any value became a schema"]],
    ],
    [
      "if/then added: it only narrows (was: both)",
      field({ type: "string" }),
      field({ type: "string", if: { minLength: 3 }, then: { maxLength: 5 } }),
      [["CONSTRAINT_TIGHTENED", P, "/properties/a/if", "if/then/else was added: it only narrows"]],
    ],
    [
      "if/else removed: it only widened (was: both)",
      field({ type: "integer", if: { minimum: 0 }, else: { maximum: -10 } }),
      field({ type: "integer" }),
      [["CONSTRAINT_LOOSENED", C, "/properties/a/if", "if/then/else was removed: it only widened"]],
    ],
    ["an if alone added: it asks nothing", field({ type: "string" }), field({ type: "string", if: { minLength: 3 } }), []],
    [
      "if changed: the branches apply to other values, both ways",
      field({ if: { minLength: 3 }, then: { maxLength: 5 } }),
      field({ if: { minLength: 4 }, then: { maxLength: 5 } }),
      [["CONSTRAINT_CHANGED", CP, "/properties/a/if", "if changed: which values the branches apply to moved"]],
    ],
    ["an if alone removed: it asked nothing", field({ type: "string", if: { minLength: 3 } }), field({ type: "string" }), []],
    ["an if alone changed: it asks nothing", field({ if: { minLength: 3 } }), field({ if: { minLength: 4 } }), []],
    [
      "if changed and its then dropped: both",
      field({ if: { minLength: 3 }, then: { maxLength: 5 } }),
      field({ if: { minLength: 4 } }),
      [["CONSTRAINT_CHANGED", CP, "/properties/a/if", "if changed: which values the branches apply to moved"]],
    ],
    [
      "then dropped under the same if: it only widens",
      field({ if: { type: "string" }, then: { maxLength: 5 } }),
      field({ if: { type: "string" } }),
      [["TYPE_WIDENED", C, "/properties/a/then", "a schema became any value"]],
    ],
    ["if's keywords reordered", field({ if: { type: "string", minLength: 1 } }), field({ if: { minLength: 1, type: "string" } }), []],
  ],
  multipleOf: [
    ["added", number(), number({ multipleOf: 2 }), [["CONSTRAINT_TIGHTENED", P, "/properties/a", "now has multipleOf 2"]]],
    ["removed", number({ multipleOf: 2 }), number(), [["CONSTRAINT_LOOSENED", C, "/properties/a", "no longer has multipleOf 2"]]],
    ["to a multiple", number({ multipleOf: 2 }), number({ multipleOf: 4 }), [["CONSTRAINT_TIGHTENED", P, "/properties/a", "multipleOf 2 became 4"]]],
    ["to a divisor", number({ multipleOf: 4 }), number({ multipleOf: 2 }), [["CONSTRAINT_LOOSENED", C, "/properties/a", "multipleOf 4 became 2"]]],
    ["to neither", number({ multipleOf: 2 }), number({ multipleOf: 3 }), [["CONSTRAINT_CHANGED", CP, "/properties/a", "multipleOf 2 became 3"]]],
    [
      "to a decimal divisor (0.3 / 0.1 is not exactly 3 in binary)",
      number({ multipleOf: 0.3 }),
      number({ multipleOf: 0.1 }),
      [["CONSTRAINT_LOOSENED", C, "/properties/a", "multipleOf 0.3 became 0.1"]],
    ],
    ["to a decimal multiple", number({ multipleOf: 0.1 }), number({ multipleOf: 0.3 }), [["CONSTRAINT_TIGHTENED", P, "/properties/a", "multipleOf 0.1 became 0.3"]]],
    [
      "to a multiple inside not",
      field({ not: { multipleOf: 2 } }),
      field({ not: { multipleOf: 4 } }),
      [["CONSTRAINT_LOOSENED", C, "/properties/a/not", "inside not: multipleOf 2 became 4"]],
    ],
  ],
  "oneOf beside anyOf": [
    [
      "the oneOf changed",
      choices(1, [{ minimum: 1 }, { maximum: 5 }]),
      choices(1, [{ minimum: 2 }, { maximum: 5 }]),
      [["CONSTRAINT_CHANGED", CP, "/properties/a", "oneOf changed beside an anyOf"]],
    ],
    [
      "the anyOf changed",
      choices(1, [{ minimum: 1 }, { maximum: 5 }]),
      choices(2, [{ minimum: 1 }, { maximum: 5 }]),
      [["BOUND_TIGHTENED", P, "/properties/a/anyOf/0", "minLength 1 became 2"]],
    ],
    ["neither changed", choices(1, [{ minimum: 1 }, { maximum: 5 }]), choices(1, [{ minimum: 1 }, { maximum: 5 }]), []],
  ],
  not: [["removed", field({ not: { type: "string" } }), field({}), [["CONSTRAINT_LOOSENED", C, "/properties/a/not", "not was removed"]]]],
  uniqueItems: [
    ["made true", { type: "array" }, { type: "array", uniqueItems: true }, [["CONSTRAINT_TIGHTENED", P, "", "uniqueItems now true"]]],
    ["dropped", { type: "array", uniqueItems: true }, { type: "array" }, [["CONSTRAINT_LOOSENED", C, "", "uniqueItems no longer true"]]],
    ["false dropped", { type: "array", uniqueItems: false }, { type: "array" }, []],
  ],
};

const changesOf = (previous: unknown, current: unknown) =>
  compareDocuments(document(previous) as never, document(current) as never).map(({ rule, class: side, pointer, message }) => [rule, side, pointer, message]);

for (const [judge, edits] of Object.entries(JUDGES)) {
  describe(`the ${judge} judge`, () => {
    it.each(edits)("%s", (_, previous, current, expected) => {
      expect(changesOf(previous, current)).toEqual(expected.map(([rule, side, pointer, message]) => [rule, side, `/components/schemas/R${pointer}`, message]));
    });
  });
}
