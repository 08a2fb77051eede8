// Ajv 2020 compiled at run time from the published JSON Schema, with ajv-formats' full checks.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { contractSchema } from "./contract-schema.js";

function compile(schema) {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv, { mode: "full" });
  return ajv.compile(schema);
}

export default {
  name: "Ajv + ajv-formats (full)",
  check: (record) => compile(contractSchema(record)),
  format: (format) => compile({ type: "string", format }),
};
