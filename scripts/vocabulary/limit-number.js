// The bounds of a number: one family, as Ajv's limitNumber. Raising a lower bound or lowering an
// upper one admits fewer values.
/** @param {string} keyword @param {string} operator @param {string} diff @param {string} words */
const bound = (keyword, operator, diff, words) => ({
  holds: /** @type {const} */ ("number"),
  diff,
  appliesTo: ["number", "integer"],
  /** @param {any} schema @param {string} v */
  check: (schema, v) => [`${v} ${operator} ${Number(schema[keyword])}`],
  issue: { message: `must be ${words}` },
  reference: (/** @type {any} */ schema) => `${keyword} ${schema[keyword]}`,
});

/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  minimum: bound("minimum", ">=", "lower bound", "{limit} or more"),
  maximum: bound("maximum", "<=", "upper bound", "{limit} or less"),
  exclusiveMinimum: bound("exclusiveMinimum", ">", "lower bound", "more than {limit}"),
  exclusiveMaximum: bound("exclusiveMaximum", "<", "upper bound", "less than {limit}"),
};

export default DEFINITIONS;
