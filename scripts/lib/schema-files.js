// Reads the hand-written schemas and names what each one is: a record, an enum, or a part
// (the envelope, the provider constant) that only exists inside records.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const SCHEMA_SUFFIX = ".schema.json";

/**
 * @typedef {{ name: string, file: string, schema: Record<string, any> }} SchemaFile
 * @param {string} schemasDir
 * @returns {Promise<SchemaFile[]>} sorted by name, so every output is deterministic
 */
export async function readSchemaFiles(schemasDir) {
  const files = (await readdir(schemasDir)).filter((f) => f.endsWith(SCHEMA_SUFFIX)).sort();
  return Promise.all(
    files.map(async (file) => {
      const schema = JSON.parse(await readFile(path.join(schemasDir, file), "utf8"));
      const name = file.slice(0, -SCHEMA_SUFFIX.length);
      if (schema.title !== name) {
        throw new Error(`${file}: "title" must be "${name}", the file's name, but is ${JSON.stringify(schema.title)}`);
      }
      return { name, file, schema };
    }),
  );
}

/** An envelope instance names its item schema through `$defs.item.$dynamicAnchor`. @param {any} schema */
export function isEnvelopeInstance(schema) {
  return schema.$defs?.item?.$dynamicAnchor === "item" && typeof schema.$ref === "string";
}

/** The envelope itself declares the anchor and refers to it with `$dynamicRef`. @param {any} schema */
export function isEnvelopeDefinition(schema) {
  return schema.$defs?.item?.$dynamicAnchor === "item" && schema.$ref === undefined;
}
