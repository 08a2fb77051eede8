// What every step of `npm run generate` starts from: the package version, the hand-written
// schemas and the bundled OpenAPI document made from them, read and built once.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildOpenApiDocument } from "../lib/openapi-document.js";
import { readSchemaFiles } from "../lib/schema-files.js";

/**
 * @typedef {{
 *   dirs: { schemas: string, formats: string, generated: string },
 *   version: string,
 *   schemaFiles: { file: string, schema: any }[],
 *   document: any,
 *   componentSchemas: Record<string, any>,
 *   recordNames: string[],
 * }} Inputs
 */

/** @param {string} root the repository @returns {Promise<Inputs>} */
export async function readInputs(root) {
  const dirs = { schemas: path.join(root, "schemas"), formats: path.join(root, "formats"), generated: path.join(root, "generated") };
  const { version } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
  const schemaFiles = await readSchemaFiles(dirs.schemas);
  const document = await buildOpenApiDocument({ schemasDir: dirs.schemas, files: schemaFiles, version });
  const componentSchemas = document.components.schemas;
  const recordNames = Object.keys(componentSchemas).filter((name) => componentSchemas[name].type === "object");
  return { dirs, version, schemaFiles, document, componentSchemas, recordNames };
}
