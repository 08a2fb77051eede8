// The vocabulary: every keyword of JSON Schema 2020-12 (and OpenAPI 3.1's annotations) defined
// once, as Ajv's lib/vocabularies defines each of its own, one module per keyword family:
//
//   holds      what its value must be for `diff` to read a document (src/diff/document-shape.ts);
//              "schema", "schemas" and "schema list" are what every walk over subschemas follows
//   appliesTo  the JSON types it constrains (none: every type), so the check generator knows
//              which conditions stand beside which `type`
//   diff       what `diff` reads it as (D26): the part of a value's normal form it sets
//              (src/diff/forms.ts), "annotation", "structure", or "unchecked" for a keyword
//              the check generator has no code for, whose change is KEYWORD_CHANGED
//   check      the conditions the check generator emits (`helpers`: the functions of
//              runtime/check-helpers.ts they call), "walk" for the keywords
//              the generator's walk itself handles, "ignored" for annotations; none: not supported
//   issue      the words of an issue about it ({param} is filled from the report's error)
//   reference  its words in the reference documentation
//
// The generator, the reference docs and (through generated/vocabulary.ts) `diff` and the issues
// of ContractValidationError read it; a keyword nobody defined stops the generator.
import annotations from "./annotations.js";
import format from "./format.js";
import limitItems from "./limit-items.js";
import limitLength from "./limit-length.js";
import limitNumber from "./limit-number.js";
import structure from "./structure.js";
import type from "./type.js";
import unchecked from "./unchecked.js";
import values from "./values.js";

/** Keyword → its definition. The order is the reference's order of constraints. */
/** @type {Record<string, import("./definition.js").KeywordDefinition>} */
export const VOCABULARY = { ...format, ...limitNumber, ...limitLength, ...limitItems, ...values, ...type, ...annotations, ...structure, ...unchecked };

/** @param {string} keyword */
export function definitionOf(keyword) {
  if (Object.hasOwn(VOCABULARY, keyword)) return VOCABULARY[keyword];
  return keyword.startsWith("x-") ? VOCABULARY.description : undefined;
}

/** Annotations: the vocabulary's, and every `x-*` extension. @param {string} keyword */
export function isAnnotation(keyword) {
  return definitionOf(keyword)?.diff === "annotation";
}

/** The keywords whose value is of this kind ("schema", "schemas", "schema list", …), in the vocabulary's order. @param {string} kind */
export function keywordsHolding(kind) {
  return Object.keys(VOCABULARY).filter((keyword) => VOCABULARY[keyword].holds === kind);
}

/** The keywords with check code of their own (a function) that constrain values of `type`, in the vocabulary's order. @param {string} type */
export function checkKeywordsFor(type) {
  return Object.keys(VOCABULARY).filter((keyword) => typeof VOCABULARY[keyword].check === "function" && VOCABULARY[keyword].appliesTo?.includes(type));
}

/** The keywords with check code of their own that constrain every type (enum, const). */
export function checkKeywordsForAnyType() {
  return Object.keys(VOCABULARY).filter((keyword) => typeof VOCABULARY[keyword].check === "function" && VOCABULARY[keyword].appliesTo === undefined);
}

/** The keywords the generator's walk handles for values of `type` (properties, items, …). @param {string} type */
export function walkKeywordsFor(type) {
  return Object.keys(VOCABULARY).filter((keyword) => VOCABULARY[keyword].check === "walk" && VOCABULARY[keyword].appliesTo?.includes(type));
}

/** Every JSON type name, and the words an issue uses for it. */
const TYPE_WORDS = VOCABULARY.type.types;

/** generated/vocabulary.ts: what src/ reads of the vocabulary: how diff judges each keyword, and the words of each issue. */
export function buildVocabularyModule() {
  const keywords = Object.fromEntries(
    Object.entries(VOCABULARY).map(([keyword, { holds, diff, appliesTo }]) => [
      keyword,
      { diff, ...(holds === undefined ? {} : { holds }), ...(appliesTo === undefined ? {} : { appliesTo }) },
    ]),
  );
  const issues = Object.fromEntries(Object.entries(VOCABULARY).flatMap(([keyword, { issue }]) => (issue ? [[keyword, issue]] : [])));
  /** @param {unknown[]} values */
  const union = (values) =>
    [...new Set(values)]
      .sort()
      .map((value) => JSON.stringify(value))
      .join(" | ");
  const definitions = Object.values(VOCABULARY);
  return [
    `/** What a keyword's value must be for a document to be compared. */`,
    `export type ValueKind = ${union(definitions.flatMap(({ holds }) => (holds === undefined ? [] : [holds])))};`,
    `/** What diff reads a keyword as (D26, src/diff/keywords.ts): a part of the normal form, an annotation, a structure, or unchecked. */`,
    `export type DiffKind = ${union(definitions.map(({ diff }) => diff))};`,
    `export interface Keyword {\n  diff: DiffKind;\n  holds?: ValueKind;\n  /** The JSON types it constrains; none: every type. */\n  appliesTo?: readonly string[];\n}`,
    `/** Every keyword: what its value holds, how diff judges a change to it, and the types it constrains (scripts/vocabulary/). */`,
    `export const KEYWORDS: Readonly<Record<string, Keyword>> = ${JSON.stringify(keywords, null, 2)};`,
    `/** The words of an issue by the keyword the report names, for people and (\`detail\`) for developers; \`child\`: the error parameter naming the property the path ends in. */`,
    `export const ISSUE_WORDS: Readonly<Record<string, { message: string; detail?: string; child?: string }>> = ${JSON.stringify(issues, null, 2)};`,
    `/** Every JSON type name, and the words an issue uses for it. */`,
    `export const TYPE_WORDS: Readonly<Record<string, string>> = ${JSON.stringify(TYPE_WORDS, null, 2)};`,
  ].join("\n\n");
}
