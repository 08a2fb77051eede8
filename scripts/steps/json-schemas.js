// generated/schemas/X.json and schemas/strict/X.json: one self-contained JSON Schema per
// record and profile (D14); and the same schemas as TypeScript modules (json-schemas/<profile>.ts,
// one export per record, so that a bundle keeps only those it uses), which each record's
// Standard JSON Schema gives.
import { PROFILES } from "../lib/profiles.js";
import { buildRecordJsonSchemas } from "../lib/record-json-schemas.js";
import { BANNER, typescript } from "../lib/typescript-module.js";

export const jsonSchemas = {
  name: "json-schemas",
  writes: "schemas/<Record>.json, schemas/strict/<Record>.json (each folder with a README.md), json-schemas/tolerant.ts, json-schemas/strict.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ componentSchemas, recordNames }) {
    const files = new Map();
    for (const profile of PROFILES) {
      const schemas = buildRecordJsonSchemas({ componentSchemas, recordNames, profile, banner: BANNER });
      for (const [file, text] of schemas) files.set(file, text);
      files.set(`json-schemas/${profile}.ts`, await typescript(jsonSchemasModule(schemas, profile)));
    }
    return files;
  },
};

/** Each record's published JSON Schema of the profile, as a constant named after the record. @param {Map<string, string>} schemas @param {string} profile */
function jsonSchemasModule(schemas, profile) {
  const constants = [...schemas]
    .filter(([file]) => file.endsWith(".json"))
    .map(([file, text]) => {
      const name = file.slice(file.lastIndexOf("/") + 1, -".json".length);
      return `/** ${file}: the ${profile} profile's JSON Schema of ${name}. */\nexport const ${name}: JsonSchema = ${text.trim()};`;
    });
  return [`/** A JSON Schema 2020-12 document. */\nexport type JsonSchema = Readonly<Record<string, unknown>>;`, ...constants].join("\n\n");
}
