// The bounds of a string's length, counted as JSON Schema counts it: in code points, so that a
// character outside the Basic Multilingual Plane (two UTF-16 units) counts once, as Ajv's
// ucs2length does. The helpers (runtime/check-helpers.ts) decide most strings by their length
// in units alone.
/** @param {string} keyword @param {string} helper @param {string} diff @param {string} words */
const bound = (keyword, helper, diff, words) => ({
  holds: /** @type {const} */ ("count"),
  diff,
  appliesTo: ["string"],
  helpers: [helper],
  /** @param {any} schema @param {string} v */
  check: (schema, v) => [`${helper}(${v}, ${Number(schema[keyword])})`],
  issue: { message: `must have ${words}` },
  reference: (/** @type {any} */ schema) => `${keyword} ${schema[keyword]}`,
});

/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  minLength: bound("minLength", "hasCodePointsAtLeast", "lower bound", "{limit} characters or more"),
  maxLength: bound("maxLength", "hasCodePointsAtMost", "upper bound", "{limit} characters or fewer"),
};

export default DEFINITIONS;
