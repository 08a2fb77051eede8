// The record types, by json-schema-to-typescript: one named type per component schema.
import { compile } from "json-schema-to-typescript";
import { DEFS_REF_PREFIX, componentsAsDefs } from "./component-defs.js";

/**
 * @param {Record<string, any>} componentSchemas components.schemas of the bundled document
 * @returns {Promise<string>} TypeScript declarations
 */
export async function buildRecordTypes(componentSchemas) {
  const defs = componentsAsDefs(componentSchemas);
  const root = {
    title: "ContractRecords",
    description: "Every record and enum of the contract, by name.",
    type: "object",
    properties: Object.fromEntries(Object.keys(defs).map((name) => [name, { $ref: `${DEFS_REF_PREFIX}${name}` }])),
    required: Object.keys(defs),
    additionalProperties: false,
    $defs: defs,
  };
  return compile(root, "ContractRecords", {
    bannerComment: "",
    // The profiles differ only at run time; the types describe the named fields alone.
    additionalProperties: false,
    strictIndexSignatures: false,
    unknownAny: true,
    format: false,
  });
}
