// The rest of JSON Schema 2020-12: what each holds and how `diff` judges a change to it. The
// contract's schemas use none of them, so the check generator has no code for them and stops
// with a clear message should a schema start to (add a `check` here, or a module like
// limit-number.js, to support one).
/** @param {string} diff */
const count = (diff) => ({ holds: /** @type {const} */ ("count"), diff });

/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  multipleOf: { holds: "number", diff: "multiple" },
  pattern: { holds: "string", diff: "pattern" },
  prefixItems: { holds: "schema list", diff: "subschema list" },
  contains: { holds: "schema", diff: "subschema" },
  minContains: count("lower bound"),
  maxContains: count("upper bound"),
  uniqueItems: { holds: "boolean", diff: "flag" },
  unevaluatedItems: { holds: "schema", diff: "subschema" },
  patternProperties: { holds: "schemas", diff: "subschemas" },
  propertyNames: { holds: "schema", diff: "subschema" },
  unevaluatedProperties: { holds: "schema", diff: "subschema" },
  minProperties: count("lower bound"),
  maxProperties: count("upper bound"),
  dependentRequired: { diff: "dependent required" },
  dependentSchemas: { holds: "schemas", diff: "subschemas" },
  allOf: { holds: "schema list", diff: "all" },
  oneOf: { holds: "schema list", diff: "alternatives" },
  not: { holds: "schema", diff: "negation" },
  if: { holds: "schema", diff: "conditional" },
  then: { holds: "schema", diff: "conditional" },
  else: { holds: "schema", diff: "conditional" },
  $dynamicRef: { holds: "string", diff: "reference" },
};

export default DEFINITIONS;
