// The bounds of an array's length. Raising minItems or lowering maxItems admits fewer arrays.
/** @param {string} keyword @param {string} operator @param {string} diff @param {string} words */
const bound = (keyword, operator, diff, words) => ({
  holds: /** @type {const} */ ("count"),
  diff,
  appliesTo: ["array"],
  /** @param {any} schema @param {string} v */
  check: (schema, v) => [`${v}.length ${operator} ${Number(schema[keyword])}`],
  issue: { message: `must hold ${words}` },
  reference: (/** @type {any} */ schema) => `${keyword} ${schema[keyword]}`,
});

/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  minItems: bound("minItems", ">=", "lower bound", "{limit} items or more"),
  maxItems: bound("maxItems", "<=", "upper bound", "{limit} items or fewer"),
};

export default DEFINITIONS;
