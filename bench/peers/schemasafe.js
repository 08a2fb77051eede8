// @exodus/schemasafe compiled from the published JSON Schema with its own format checks.
import { validator } from "@exodus/schemasafe";
import { contractSchema } from "./contract-schema.js";

const OPTIONS = { mode: "default", formats: {}, includeErrors: false, requireValidation: false };

/**
 * Its checks are typed for JSON values only; the benchmark hands them parsed JSON.
 * @param {object} schema
 * @returns {import("./peer.js").Check}
 */
function compile(schema) {
  return /** @type {import("./peer.js").Check} */ (validator(/** @type {import("@exodus/schemasafe").Schema} */ (schema), OPTIONS));
}

/** @type {import("./peer.js").Peer} */
export default {
  name: "@exodus/schemasafe",
  check: (record) => compile(contractSchema(record)),
  format: (format) => compile({ type: "string", format }),
};
