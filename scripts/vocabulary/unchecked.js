// The rest of JSON Schema 2020-12: what each holds, so that a document using them can still be
// read. The contract's schemas use none of them: the check generator has no code for them and
// stops with a clear message should a schema start to, and `diff` judges none of them (D26): a
// change to one is KEYWORD_CHANGED at its place. To support one, give it its check, its words
// and its judge in one change (a module like limit-number.js).
/** @param {import("./definition.js").ValueKind} [holds] */
const unchecked = (holds) => ({ ...(holds === undefined ? {} : { holds }), diff: /** @type {const} */ ("unchecked") });

/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  multipleOf: unchecked("number"),
  pattern: unchecked("string"),
  prefixItems: unchecked("schema list"),
  contains: unchecked("schema"),
  minContains: unchecked("count"),
  maxContains: unchecked("count"),
  uniqueItems: unchecked("boolean"),
  unevaluatedItems: unchecked("schema"),
  patternProperties: unchecked("schemas"),
  propertyNames: unchecked("schema"),
  unevaluatedProperties: unchecked("schema"),
  minProperties: unchecked("count"),
  maxProperties: unchecked("count"),
  dependentRequired: unchecked(),
  dependentSchemas: unchecked("schemas"),
  allOf: unchecked("schema list"),
  oneOf: unchecked("schema list"),
  not: unchecked("schema"),
  if: unchecked("schema"),
  then: unchecked("schema"),
  else: unchecked("schema"),
  $dynamicRef: unchecked("string"),
};

export default DEFINITIONS;
