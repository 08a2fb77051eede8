// generated/schemas/X.json and generated/schemas/strict/X.json (design decision D14): one
// self-contained JSON Schema 2020-12 per record and profile, for other languages, Fastify's
// addSchema, Ajv and any JSON Schema tool: the record with the schemas it refers to under
// `$defs`, pages already concrete, annotations kept, a stable `$id`; the strict profile closed
// to unknown properties as the strict validators are (D3), the tolerant one saying it is open.
// No generator comment: these are handed as they are to tools (an AI SDK sends them to a model),
// where it is noise; the folder's README.md says they are generated.
import { DEFS_REF_PREFIX, componentsAsDefs } from "./component-defs.js";
import { closeRecord, openRecord } from "./profiles.js";
import { mapSchema } from "./schema-walk.js";

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

/** The `$id` of a record's schema in a profile: the same in every release. @param {string} name @param {string} profile */
function recordSchemaId(name, profile) {
  return `urn:survey-collection:contract:${profile === "strict" ? "strict:" : ""}${name}`;
}

/**
 * @param {{ componentSchemas: Record<string, any>, recordNames: string[], profile: "tolerant" | "strict", banner: string }} input
 * @returns {Map<string, string>} path under generated/ → JSON text
 */
export function buildRecordJsonSchemas({ componentSchemas, recordNames, profile, banner }) {
  const defs = componentsAsDefs(componentSchemas);
  const files = new Map();
  for (const name of recordNames) {
    const { [name]: root, ...rest } = referencedDefs(name, defs);
    const document = { $schema: DRAFT, $id: recordSchemaId(name, profile), ...root, ...(Object.keys(rest).length > 0 ? { $defs: rest } : {}) };
    const schema = mapSchema(document, profile === "strict" ? closeRecord : openRecord);
    files.set(`${folderOf(profile)}${name}.json`, `${JSON.stringify(schema, null, 2)}\n`);
  }
  files.set(`${folderOf(profile)}README.md`, `# ${profile === "strict" ? "Strict" : "Tolerant"} JSON Schemas of the records\n\n${banner}\n`);
  return files;
}

/** @param {"tolerant" | "strict"} profile */
function folderOf(profile) {
  return `schemas/${profile === "strict" ? "strict/" : ""}`;
}

/** The named schema and every named schema it reaches through `$ref`, in the order reached. @param {string} name @param {any} defs */
function referencedDefs(name, defs) {
  /** @type {Record<string, any>} */
  const reached = {};
  /** @param {any} current */
  const visit = (current) => {
    if (Object.hasOwn(reached, current)) return;
    reached[current] = defs[current];
    mapSchema(defs[current], (schema) => {
      if (typeof schema.$ref === "string" && schema.$ref.startsWith(DEFS_REF_PREFIX)) visit(schema.$ref.slice(DEFS_REF_PREFIX.length));
      return schema;
    });
  };
  visit(name);
  return reached;
}
