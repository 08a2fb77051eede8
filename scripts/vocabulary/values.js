// enum and const: the values a field may hold.
/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  enum: {
    holds: "array",
    diff: "values",
    /** @param {any} schema @param {string} v @param {{ literal: (value: unknown) => string }} context */
    check: (schema, v, { literal }) => [`(${schema.enum.map((/** @type {unknown} */ value) => `${v} === ${literal(value)}`).join(" || ")})`],
    issue: { message: "must be one of {allowedValues}" },
    reference: (schema) =>
      `one of ${schema.enum
        .filter((/** @type {unknown} */ value) => value !== null)
        .map((/** @type {unknown} */ value) => JSON.stringify(value))
        .join(", ")}`,
  },
  const: {
    diff: "values",
    /** @param {any} schema @param {string} v @param {{ literal: (value: unknown) => string }} context */
    check: (schema, v, { literal }) => [`${v} === ${literal(schema.const)}`],
    issue: { message: "must be {allowedValue}" },
    reference: (schema) => `always ${JSON.stringify(schema.const)}`,
  },
};

export default DEFINITIONS;
