// type, and the keywords whose checks the generator builds as it walks the schema (a function per
// record, per list, per reference): they are defined here, their code is the walk itself
// (scripts/lib/check-code.js). `appliesTo`: the JSON types a keyword constrains (as Ajv's
// keyword definitions hold it); beside any other type it says nothing.
/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  type: {
    holds: "types",
    diff: "types",
    check: "walk",
    issue: { message: "must be {type}" },
    /** Every JSON type name, and the words an issue uses for it. */
    types: { null: "null", boolean: "a boolean", object: "an object", array: "an array", number: "a number", integer: "an integer", string: "a string" },
  },
  properties: { holds: "schemas", diff: "properties", check: "walk", appliesTo: ["object"] },
  required: { holds: "strings", diff: "required", check: "walk", appliesTo: ["object"], issue: { message: "is required but missing", child: "missingProperty" } },
  additionalProperties: {
    holds: "schema",
    diff: "subschema",
    check: "walk",
    appliesTo: ["object"],
    // A person filling a form reads the message; the developer reads why, in `detail` (D24's messages).
    issue: {
      message: "is not allowed here",
      detail: "is not a property of this record: the strict profile admits only the properties the contract names",
      child: "additionalProperty",
    },
  },
  items: { holds: "schema", diff: "subschema", check: "walk", appliesTo: ["array"] },
  $ref: { holds: "string", diff: "reference", check: "walk" },
  anyOf: { holds: "schema list", diff: "alternatives", check: "walk" },
};

export default DEFINITIONS;
