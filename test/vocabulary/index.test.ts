// The vocabulary (scripts/vocabulary/): every keyword of JSON Schema 2020-12 defined once, what
// src/ reads of it generated from it, and a keyword nobody defined stopping the generator.
import { describe, expect, it } from "vitest";
import { ISSUE_WORDS, KEYWORDS } from "../../generated/vocabulary.js";
import { VOCABULARY, buildVocabularyModule, definitionOf } from "../../scripts/vocabulary/index.js";

// The keywords of the 2020-12 meta-schema's vocabularies: core, applicator, unevaluated,
// validation, meta-data, format-annotation and content.
const DRAFT_2020_12 = [
  "$id",
  "$schema",
  "$ref",
  "$anchor",
  "$dynamicRef",
  "$dynamicAnchor",
  "$vocabulary",
  "$comment",
  "$defs",
  "prefixItems",
  "items",
  "contains",
  "additionalProperties",
  "properties",
  "patternProperties",
  "dependentSchemas",
  "propertyNames",
  "if",
  "then",
  "else",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "unevaluatedItems",
  "unevaluatedProperties",
  "type",
  "const",
  "enum",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxContains",
  "minContains",
  "maxProperties",
  "minProperties",
  "required",
  "dependentRequired",
  "title",
  "description",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "examples",
  "format",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
];

describe("the vocabulary", () => {
  it("defines every keyword of JSON Schema 2020-12, each with how diff judges a change to it", () => {
    for (const keyword of DRAFT_2020_12) expect(definitionOf(keyword)?.diff, keyword).toBeTypeOf("string");
  });

  it("reads x- extensions as annotations, and knows nothing of a keyword nobody defined", () => {
    expect(definitionOf("x-owner")?.diff).toBe("annotation");
    expect(definitionOf("nullable")).toBeUndefined();
  });

  it("is what src/ reads, through the generated module", async () => {
    expect(Object.keys(KEYWORDS).sort()).toEqual(Object.keys(VOCABULARY).sort());
    expect(KEYWORDS.minimum).toEqual({ diff: "lower bound", holds: "number", appliesTo: ["number", "integer"] });
    expect(KEYWORDS.enum).toEqual({ diff: "values", holds: "array" });
    expect(ISSUE_WORDS.required).toEqual({ message: "is required but missing", child: "missingProperty" });
    expect(buildVocabularyModule()).toContain(
      '"exclusiveMaximum": {\n    "diff": "upper bound",\n    "holds": "number",\n    "appliesTo": [\n      "number",\n      "integer"\n    ]\n  }',
    );
  });

  it("gives check code only to keywords the contract's schemas can use, and marks the rest as having none", () => {
    const definitions = VOCABULARY as Record<string, { check?: unknown }>;
    const checked = Object.entries(definitions)
      .filter(([, definition]) => typeof definition.check === "function")
      .map(([keyword]) => keyword);
    // Which keywords have check code is the vocabulary's to say (a keyword gains it in its module); each that has some says what its issue says.
    expect(checked).toEqual(expect.arrayContaining(["const", "enum", "format", "maxLength", "minimum"]));
    for (const keyword of checked) expect(typeof (definitions[keyword] as { issue?: { message?: unknown } }).issue?.message, keyword).toBe("string");
    for (const definition of Object.values(definitions)) expect(["function", "undefined", "string"]).toContain(typeof definition.check);
    expect(definitions.pattern!.check).toBeUndefined();
    expect(definitions.title!.check).toBe("ignored");
    expect(definitions.properties!.check).toBe("walk");
  });
});
