// Ajv 2020 compiled at run time from the published JSON Schema, with ajv-formats' full checks.
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import { contractSchema } from "./contract-schema.js";

// ajv-formats is CommonJS: under NodeNext its default import is the module, whose `default` is the plugin.
const addFormats = ajvFormats.default;

/** @param {object} schema @returns {import("./peer.js").Check} */
function compile(schema) {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv, { mode: "full" });
  return ajv.compile(schema);
}

/** @type {import("./peer.js").Peer} */
export default {
  name: "Ajv + ajv-formats (full)",
  check: (record) => compile(contractSchema(record)),
  format: (format) => compile({ type: "string", format }),
};
