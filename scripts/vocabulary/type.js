// type, and the keywords whose checks the generator builds as it walks the schema (a function per
// record, per list, per reference): they are defined here, their code is the walk itself
// (scripts/lib/check-code.js).
export default {
  type: { holds: "types", diff: "types", check: "walk", issue: { message: "must be {type}" } },
  properties: { holds: "schemas", diff: "properties", check: "walk" },
  required: { holds: "strings", diff: "required", check: "walk", issue: { message: "is required but missing", child: "missingProperty" } },
  additionalProperties: {
    holds: "schema",
    diff: "subschema",
    check: "walk",
    issue: { message: "is not a property of this record (the strict profile admits only the properties the contract names)", child: "additionalProperty" },
  },
  items: { holds: "schema", diff: "subschema", check: "walk" },
  $ref: { holds: "string", diff: "reference", check: "walk" },
  anyOf: { holds: "schema list", diff: "alternatives", check: "walk" },
};
