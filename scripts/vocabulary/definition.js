// What a keyword's definition holds (see index.js for what each part is for). Every family
// module's default export is a record of these, checked by TypeScript (`npm run typecheck`).
export {};

/**
 * @typedef {"array" | "boolean" | "count" | "number" | "schema" | "schema list" | "schemas" | "string" | "strings" | "types"} ValueKind
 * What a keyword's value must be for diff to read a document.
 */

/**
 * @typedef {{ literal: (value: unknown) => string, formats: Record<string, string>, where: string }} CheckContext
 * What the check generator gives a keyword's check code: how to write a value as a literal, the
 * check function of each format, and where in the schemas the keyword is (for errors).
 */

/**
 * @callback CheckCode
 * @param {any} schema the schema holding the keyword
 * @param {string} v the expression of the value checked
 * @param {CheckContext} context
 * @returns {string[]} the conditions, each a JavaScript expression that is true for a valid value
 */

/**
 * @typedef {object} KeywordDefinition
 * @property {ValueKind} [holds] what its value must be for diff to read a document
 * @property {string} diff how diff judges a change to it (a kind src/diff/keywords.ts knows)
 * @property {string[]} [appliesTo] the JSON types it constrains; none: every type
 * @property {string[]} [helpers] the functions of runtime/check-helpers.ts its check code calls
 * @property {CheckCode | "walk" | "ignored"} [check] its check code, or who handles it; none: not supported by the check generator
 * @property {{ message: string, detail?: string, child?: string }} [issue] the words of an issue about it ({param} filled from the report's error):
 *   `message` for the person who filled the value in (a form, a 400 body), `detail` for its developer
 * @property {(schema: any) => string} [reference] its words in the reference documentation
 * @property {Record<string, string>} [types] for `type`: every JSON type name and the words an issue uses for it
 */
