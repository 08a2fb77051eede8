// generated/testing/schemas.ts: the record schemas as data for the fixtures of
// `@survey-collection/contract/testing` (design decision D15), so that the records it makes
// follow the document itself: refs as `#/$defs/Name`, annotations left out.
import { FORMATS } from "./formats-module.js";
import { profileSchemas } from "./profiles.js";

/** @param {{ componentSchemas: Record<string, any> }} input @returns {string} TypeScript module source */
export function buildTestingSchemasModule({ componentSchemas }) {
  const defs = profileSchemas(componentSchemas, "tolerant");
  return [
    `/** The contract's schemas by name, without annotations; refs point into this object as \`#/$defs/Name\`. */`,
    `export const SCHEMAS: Readonly<Record<string, unknown>> = ${JSON.stringify(defs)};`,
    `/** Valid values of every format (formats/vocabulary.json), for a format the fixtures have no generator of their own for. */`,
    `export const FORMAT_SAMPLES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(Object.fromEntries(Object.entries(FORMATS).map(([name, { samples }]) => [name, samples])))};`,
  ].join("\n");
}
