// What every step of `npm run generate` starts from: the package version, the hand-written
// schemas and the bundled OpenAPI document made from them, read and built once.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildOpenApiDocument } from "../lib/openapi-document.js";
import { readSchemaFiles } from "../lib/schema-files.js";
import { definitionOf } from "../vocabulary/index.js";

/**
 * @typedef {{
 *   dirs: { schemas: string, formats: string, generated: string },
 *   version: string,
 *   schemaFiles: { name: string, file: string, schema: any }[],
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
  for (const { file, schema } of schemaFiles) assertDefinedKeywords(schema, `schemas/${path.basename(file)}`);
  const document = await buildOpenApiDocument({ schemasDir: dirs.schemas, files: schemaFiles, version });
  const componentSchemas = document.components.schemas;
  const recordNames = Object.keys(componentSchemas).filter((name) => componentSchemas[name].type === "object");
  return { dirs, version, schemaFiles, document, componentSchemas, recordNames };
}

/** Every keyword of a hand-written schema must be in the vocabulary: the generator stops at one nobody defined. @param {any} schema @param {string} where */
function assertDefinedKeywords(schema, where) {
  if (typeof schema !== "object" || schema === null) return;
  for (const [keyword, value] of Object.entries(schema)) {
    const definition = definitionOf(keyword);
    if (definition === undefined) throw new Error(`${where}: keyword "${keyword}" is defined nowhere; add it to scripts/vocabulary/ (or name an extension x-…)`);
    const at = `${where}/${keyword}`;
    if (definition.holds === "schema") assertDefinedKeywords(value, at);
    if (definition.holds === "schemas") for (const [name, sub] of Object.entries(value ?? {})) assertDefinedKeywords(sub, `${at}/${name}`);
    if (definition.holds === "schema list" && Array.isArray(value)) for (const [i, sub] of value.entries()) assertDefinedKeywords(sub, `${at}/${i}`);
  }
}
