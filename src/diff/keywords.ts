// Every keyword of JSON Schema 2020-12 (and OpenAPI 3.1's own) as `diff` reads it, from the one
// vocabulary (scripts/vocabulary/, through generated/vocabulary.ts): what its value must hold for
// a document to be comparable (document-shape.ts), and how a change to it is judged
// (compare-documents.ts): whether the new schema then admits more values (breaking for clients,
// who may meet what they do not handle), fewer (breaking for producers, whose valid output may
// now fail), or neither contains the other (both).
//
// A keyword missing from the vocabulary is not ignored: a change to it is KEYWORD_CHANGED, by name.
//
// The kinds of judgement (DiffKind):
// - `annotation`: never changes what is valid;
// - `lower bound` / `upper bound`: a number; raising a lower bound or lowering an upper one, or
//   adding either, admits fewer values;
// - `flag`: a boolean that restricts when true (uniqueItems);
// - `multiple`: multipleOf, where a multiple of the old factor admits fewer values;
// - `pattern`: a regular expression; added admits fewer, removed more, changed: neither contains the other;
// - `format`, `values` (enum, const), `types`, `required`, `properties`: rules of their own;
// - `subschema`: one schema that values or their parts must match, compared in place
//   (items, additionalProperties, …); `subschemas`: a map of them by name; `subschema list`:
//   by position (prefixItems); `all`: every member must match (allOf);
// - `alternatives`: anyOf and oneOf, by meaning (order and equivalent forms do not count);
// - `negation`: not, whose changes count the other way round;
// - `conditional`: if / then / else, `dependent required`: dependentRequired,
// - `reference`: $ref, compared by what it refers to;
// - `structure`: identifiers and definitions that say nothing by themselves ($id, $defs, …).
import { KEYWORDS, TYPE_WORDS, type Keyword, type ValueKind } from "../../generated/vocabulary.js";

export { KEYWORDS };
export type { Keyword, ValueKind } from "../../generated/vocabulary.js";

/** The keyword's entry; `x-*` extensions are annotations; anything else unknown is undefined. */
export function keywordNamed(name: string): Keyword | undefined {
  if (Object.hasOwn(KEYWORDS, name)) return KEYWORDS[name];
  return name.startsWith("x-") ? { diff: "annotation" } : undefined;
}

export function isAnnotation(name: string): boolean {
  return keywordNamed(name)?.diff === "annotation";
}

/** Identifiers and definitions ($id, $defs, …): they say nothing about a value by themselves. */
export function isStructure(name: string): boolean {
  return keywordNamed(name)?.diff === "structure";
}

/** The keywords whose value is of `kind` ("schema", "schemas", "schema list"), in the vocabulary's order. */
export function keywordsHolding(kind: ValueKind): string[] {
  return Object.keys(KEYWORDS).filter((name) => KEYWORDS[name]!.holds === kind);
}

/** Every JSON type name (integer among them), from the vocabulary's `type`. */
export const JSON_TYPES: ReadonlySet<string> = new Set(Object.keys(TYPE_WORDS));

/**
 * Whether `keyword` can refuse a value of JSON type `type`: a keyword of other types' values
 * (minLength for an integer) says nothing of it. `format` is taken to constrain every type:
 * OpenAPI names formats of numbers too (int32, double), though only strings' are checked here.
 */
export function constrainsType(keyword: string, type: string): boolean {
  if (keyword === "format") return true;
  const appliesTo = keywordNamed(keyword)?.appliesTo;
  return appliesTo === undefined || appliesTo.includes(type);
}

/** Whether `keyword` is of some types' values only and `types` holds none of them (for no types at all: true). */
export function constrainsNoneOf(keyword: string, types: readonly string[]): boolean {
  return keywordNamed(keyword)?.appliesTo !== undefined && types.every((type) => !constrainsType(keyword, type));
}
