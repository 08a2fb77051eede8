// The record types, by json-schema-to-typescript: one named type per component schema.
import { compile } from "json-schema-to-typescript";
import { DEFS_REF_PREFIX, componentsAsDefs } from "./component-defs.js";
import { constraintsOf } from "./reference-model.js";

/**
 * @param {Record<string, any>} componentSchemas components.schemas of the bundled document
 * @returns {Promise<string>} TypeScript declarations
 */
export async function buildRecordTypes(componentSchemas) {
  const defs = withConstraintsDescribed(componentsAsDefs(componentSchemas));
  const root = {
    title: "ContractRecords",
    description: "Every record and enum of the contract, by name.",
    type: "object",
    properties: Object.fromEntries(Object.keys(defs).map((name) => [name, { $ref: `${DEFS_REF_PREFIX}${name}` }])),
    required: Object.keys(defs),
    additionalProperties: false,
    $defs: defs,
  };
  return compile(/** @type {import("json-schema-to-typescript").JSONSchema} */ (root), "ContractRecords", {
    bannerComment: "",
    // The profiles differ only at run time; the types describe the named fields alone.
    additionalProperties: false,
    strictIndexSignatures: false,
    unknownAny: true,
    // A count of items is a bound, not a type, as openapi-typescript reads it: tuples of each
    // length up to maxItems would make a bound a change of the types (D29).
    ignoreMinAndMaxItems: true,
    format: false,
  });
}

/**
 * Each field's format and constraints added to its description, in the reference's words, so
 * that an editor shows them where the field is used (TypeScript types cannot say "date-time").
 * @param {any} defs
 */
function withConstraintsDescribed(defs) {
  return Object.fromEntries(
    Object.entries(defs).map(([name, schema]) => {
      if (schema.properties === undefined) return [name, schema];
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([field, property]) => {
          const constraints = constraintsOf(property);
          if (constraints.length === 0) return [field, property];
          const description = [property.description, `Constraints: ${constraints.join("; ")}.`].filter(Boolean).join("\n\n");
          return [field, { ...property, description }];
        }),
      );
      return [name, { ...schema, properties }];
    }),
  );
}
