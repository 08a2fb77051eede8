// Bundles schemas/*.schema.json into the OpenAPI 3.1 document (design decision D10):
// every record and enum under components.schemas, the two list bodies under
// components.responses, no paths because the service spec gives no operations.
import $RefParser from "@apidevtools/json-schema-ref-parser";
import path from "node:path";
import { isEnvelopeDefinition, isEnvelopeInstance } from "./schema-files.js";
import { specializeEnvelope } from "./envelope.js";

export const SCHEMA_REF_PREFIX = "#/components/schemas/";

/**
 * @param {{ schemasDir: string, files: import("./schema-files.js").SchemaFile[], version: string }} input
 */
export async function buildOpenApiDocument({ schemasDir, files, version }) {
  const root = {
    openapi: "3.1.0",
    info: {
      title: "Survey Collection Service contract",
      version,
      description:
        "Records of the Survey Collection Service: collectors, collector groups and minimal survey responses, and the paginated envelope that lists them. The service's operations are not part of this contract, so `paths` is empty; the two list bodies are under `components.responses`.",
      license: { name: "MIT", identifier: "MIT" },
    },
    paths: {},
    components: {
      schemas: Object.fromEntries(files.map(({ name, file }) => [name, { $ref: `./${file}` }])),
    },
  };
  // An OpenAPI document, which the bundler's JSON Schema type does not describe.
  const bundled = /** @type {Record<string, any>} */ (await $RefParser.bundle(path.join(schemasDir, "openapi.json"), root, {}));
  const schemas = bundled.components.schemas;
  const envelopeName = files.find(({ schema }) => isEnvelopeDefinition(schema))?.name;
  const pageNames = files.filter(({ schema }) => isEnvelopeInstance(schema)).map(({ name }) => name);

  if (pageNames.length > 0 && envelopeName === undefined)
    throw new Error(`${pageNames.join(", ")} refer to an envelope, but no schema in schemas/ defines one ($dynamicAnchor: item)`);
  for (const name of pageNames) schemas[name] = specializeEnvelope(schemas[name], schemas[/** @type {string} */ (envelopeName)]);
  if (envelopeName) delete schemas[envelopeName];
  for (const schema of Object.values(schemas)) delete schema.$schema;
  assertNoDanglingRefs(bundled, Object.keys(schemas));

  bundled.components.responses = Object.fromEntries(pageNames.map((name) => [listResponseName(name), listResponse(name)]));
  return bundled;
}

/** CollectorPage → CollectorList @param {string} pageName */
function listResponseName(pageName) {
  return pageName.replace(/Page$/, "List");
}

/** @param {string} pageName */
function listResponse(pageName) {
  return {
    description: `One page of the list, as a \`${pageName}\`.`,
    content: { "application/json": { schema: { $ref: `${SCHEMA_REF_PREFIX}${pageName}` } } },
  };
}

/** @param {any} document @param {string[]} names */
function assertNoDanglingRefs(document, names) {
  const text = JSON.stringify(document);
  for (const [, ref] of text.matchAll(/"\$(?:dynamic)?[rR]ef":"([^"]*)"/g)) {
    const name = ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
    if (name === undefined || !names.includes(name)) {
      throw new Error(`the bundled document refers to ${ref}, which is not one of its components`);
    }
  }
}
