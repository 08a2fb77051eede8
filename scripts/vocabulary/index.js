// The vocabulary: every keyword of JSON Schema 2020-12 (and OpenAPI 3.1's annotations) defined
// once, as Ajv's lib/vocabularies defines each of its own, one module per keyword family:
//
//   holds      what its value must be for `diff` to read a document (src/diff/document-shape.ts)
//   diff       how `diff` judges a change to it (src/diff/keywords.ts says what each kind means)
//   check      the conditions the check generator emits beside `type`, "walk" for the keywords
//              the generator's walk itself handles, "ignored" for annotations; none: not supported
//   issue      the words of an issue about it ({param} is filled from the report's error)
//   reference  its words in the reference documentation
//
// The generator, the reference docs and (through generated/vocabulary.ts) `diff` and the issues
// of ContractValidationError read it; a keyword nobody defined stops the generator.
import annotations from "./annotations.js";
import format from "./format.js";
import limitNumber from "./limit-number.js";
import structure from "./structure.js";
import type from "./type.js";
import unchecked from "./unchecked.js";
import values from "./values.js";

/** Keyword → its definition. The order is the reference's order of constraints. */
export const VOCABULARY = { ...format, ...limitNumber, ...values, ...type, ...annotations, ...structure, ...unchecked };

/** @param {string} keyword */
export function definitionOf(keyword) {
  if (Object.hasOwn(VOCABULARY, keyword)) return VOCABULARY[keyword];
  return keyword.startsWith("x-") ? VOCABULARY.description : undefined;
}

/** generated/vocabulary.ts: what src/ reads of the vocabulary: how diff judges each keyword, and the words of each issue. */
export function buildVocabularyModule() {
  const keywords = Object.fromEntries(Object.entries(VOCABULARY).map(([keyword, { holds, diff }]) => [keyword, holds === undefined ? { diff } : { diff, holds }]));
  const issues = Object.fromEntries(Object.entries(VOCABULARY).flatMap(([keyword, { issue }]) => (issue ? [[keyword, issue]] : [])));
  const union = (values) =>
    [...new Set(values)]
      .sort()
      .map((value) => JSON.stringify(value))
      .join(" | ");
  const definitions = Object.values(VOCABULARY);
  return [
    `/** What a keyword's value must be for a document to be compared. */`,
    `export type ValueKind = ${union(definitions.flatMap(({ holds }) => (holds === undefined ? [] : [holds])))};`,
    `/** How diff judges a change to a keyword (src/diff/compare-documents.ts). */`,
    `export type DiffKind = ${union(definitions.map(({ diff }) => diff))};`,
    `export interface Keyword {\n  diff: DiffKind;\n  holds?: ValueKind;\n}`,
    `/** Every keyword: what its value holds and how diff judges a change to it (scripts/vocabulary/). */`,
    `export const KEYWORDS: Readonly<Record<string, Keyword>> = ${JSON.stringify(keywords, null, 2)};`,
    `/** The words of an issue by the keyword the report names; \`child\`: the error parameter naming the property the path ends in. */`,
    `export const ISSUE_WORDS: Readonly<Record<string, { message: string; child?: string }>> = ${JSON.stringify(issues, null, 2)};`,
  ].join("\n\n");
}
