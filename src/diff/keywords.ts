// Every keyword of JSON Schema 2020-12 (and OpenAPI 3.1's own) as `diff` reads it, in one table:
// what its value must hold for a document to be comparable (document-shape.ts), and how a change
// to it is judged (compare-documents.ts): whether the new schema then admits more values
// (breaking for clients, who may meet what they do not handle), fewer (breaking for producers,
// whose valid output may now fail), or neither contains the other (both).
//
// A keyword missing from this table is not ignored: a change to it is KEYWORD_CHANGED, by name.

export type ValueKind = "schema" | "schemas" | "schema list" | "string" | "strings" | "types" | "array" | "number" | "count" | "boolean";

/**
 * How a change to a keyword is judged:
 * - `annotation`: never changes what is valid;
 * - `lower bound` / `upper bound`: a number; raising a lower bound or lowering an upper one, or
 *   adding either, admits fewer values;
 * - `flag`: a boolean that restricts when true (uniqueItems);
 * - `multiple`: multipleOf, where a multiple of the old factor admits fewer values;
 * - `pattern`: a regular expression; added admits fewer, removed more, changed: neither contains the other;
 * - `format`, `values` (enum, const), `types`, `required`, `properties`: rules of their own;
 * - `subschema`: one schema that values or their parts must match, compared in place
 *   (items, additionalProperties, …); `subschemas`: a map of them by name; `subschema list`:
 *   by position (prefixItems); `all`: every member must match (allOf);
 * - `alternatives`: anyOf and oneOf, by meaning (order and equivalent forms do not count);
 * - `negation`: not, whose changes count the other way round;
 * - `conditional`: if / then / else, `dependent required`: dependentRequired,
 * - `reference`: $ref, compared by what it refers to;
 * - `structure`: identifiers and definitions that say nothing by themselves ($id, $defs, …).
 */
export type DiffKind =
  | "annotation"
  | "lower bound"
  | "upper bound"
  | "flag"
  | "multiple"
  | "pattern"
  | "format"
  | "values"
  | "types"
  | "required"
  | "properties"
  | "subschema"
  | "subschemas"
  | "subschema list"
  | "all"
  | "alternatives"
  | "negation"
  | "conditional"
  | "dependent required"
  | "reference"
  | "structure";

export interface Keyword {
  diff: DiffKind;
  /** What its value must be; not given for keywords whose value may be anything. */
  holds?: ValueKind;
}

export const KEYWORDS: Record<string, Keyword> = {
  // annotations: compatible whatever they become
  title: { diff: "annotation" },
  description: { diff: "annotation" },
  examples: { diff: "annotation" },
  example: { diff: "annotation" },
  default: { diff: "annotation" },
  deprecated: { diff: "annotation" },
  readOnly: { diff: "annotation" },
  writeOnly: { diff: "annotation" },
  $comment: { diff: "annotation" },
  contentEncoding: { diff: "annotation" },
  contentMediaType: { diff: "annotation" },
  contentSchema: { diff: "annotation" },
  externalDocs: { diff: "annotation" },
  xml: { diff: "annotation" },
  discriminator: { diff: "annotation" },
  // structure
  $schema: { diff: "structure" },
  $id: { diff: "structure" },
  $anchor: { diff: "structure" },
  $dynamicAnchor: { diff: "structure" },
  $vocabulary: { diff: "structure" },
  $defs: { diff: "structure", holds: "schemas" },
  // any instance
  type: { diff: "types", holds: "types" },
  enum: { diff: "values", holds: "array" },
  const: { diff: "values" },
  $ref: { diff: "reference", holds: "string" },
  $dynamicRef: { diff: "reference", holds: "string" },
  // numbers
  minimum: { diff: "lower bound", holds: "number" },
  exclusiveMinimum: { diff: "lower bound", holds: "number" },
  maximum: { diff: "upper bound", holds: "number" },
  exclusiveMaximum: { diff: "upper bound", holds: "number" },
  multipleOf: { diff: "multiple", holds: "number" },
  // strings
  minLength: { diff: "lower bound", holds: "count" },
  maxLength: { diff: "upper bound", holds: "count" },
  pattern: { diff: "pattern", holds: "string" },
  format: { diff: "format", holds: "string" },
  // arrays
  items: { diff: "subschema", holds: "schema" },
  prefixItems: { diff: "subschema list", holds: "schema list" },
  contains: { diff: "subschema", holds: "schema" },
  minItems: { diff: "lower bound", holds: "count" },
  maxItems: { diff: "upper bound", holds: "count" },
  minContains: { diff: "lower bound", holds: "count" },
  maxContains: { diff: "upper bound", holds: "count" },
  uniqueItems: { diff: "flag", holds: "boolean" },
  unevaluatedItems: { diff: "subschema", holds: "schema" },
  // objects
  properties: { diff: "properties", holds: "schemas" },
  required: { diff: "required", holds: "strings" },
  additionalProperties: { diff: "subschema", holds: "schema" },
  patternProperties: { diff: "subschemas", holds: "schemas" },
  propertyNames: { diff: "subschema", holds: "schema" },
  unevaluatedProperties: { diff: "subschema", holds: "schema" },
  minProperties: { diff: "lower bound", holds: "count" },
  maxProperties: { diff: "upper bound", holds: "count" },
  dependentRequired: { diff: "dependent required" },
  dependentSchemas: { diff: "subschemas", holds: "schemas" },
  // applicators
  allOf: { diff: "all", holds: "schema list" },
  anyOf: { diff: "alternatives", holds: "schema list" },
  oneOf: { diff: "alternatives", holds: "schema list" },
  not: { diff: "negation", holds: "schema" },
  if: { diff: "conditional", holds: "schema" },
  then: { diff: "conditional", holds: "schema" },
  else: { diff: "conditional", holds: "schema" },
};

/** The keyword's entry; `x-*` extensions are annotations; anything else unknown is undefined. */
export function keywordNamed(name: string): Keyword | undefined {
  if (Object.hasOwn(KEYWORDS, name)) return KEYWORDS[name];
  return name.startsWith("x-") ? { diff: "annotation" } : undefined;
}

export function isAnnotation(name: string): boolean {
  return keywordNamed(name)?.diff === "annotation";
}
