// generated/schemas/X.json and schemas/strict/X.json: one self-contained JSON Schema per
// record and profile (D14).
import { PROFILES } from "../lib/profiles.js";
import { buildRecordJsonSchemas } from "../lib/record-json-schemas.js";
import { BANNER } from "../lib/typescript-module.js";

export const jsonSchemas = {
  name: "json-schemas",
  writes: "schemas/<Record>.json, schemas/strict/<Record>.json",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ componentSchemas, recordNames }) {
    const files = new Map();
    for (const profile of PROFILES) {
      for (const [file, text] of buildRecordJsonSchemas({ componentSchemas, recordNames, profile, banner: BANNER })) files.set(file, text);
    }
    return files;
  },
};
