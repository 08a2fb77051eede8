// generated/testing/schemas.ts: the record schemas as data for the fixtures of
// `@survey-collection/contract/testing` (design decision D15), so that the records it makes
// follow the document itself: refs as `#/$defs/Name`, annotations left out.
import { profileSchemas } from "./profiles.js";

/** @param {{ componentSchemas: Record<string, any> }} input @returns {string} TypeScript module source */
export function buildTestingSchemasModule({ componentSchemas }) {
  const defs = profileSchemas(componentSchemas, "tolerant");
  return [
    `/** The contract's schemas by name, without annotations; refs point into this object as \`#/$defs/Name\`. */`,
    `export const SCHEMAS: Readonly<Record<string, unknown>> = ${JSON.stringify(defs)};`,
  ].join("\n");
}
