// sury, its schemas made from the published JSON Schema by its own S.fromJSONSchemaOrThrow.
import * as S from "sury";
import { contractSchema } from "./contract-schema.js";

/** @param {object} schema @returns {import("./peer.js").Check} */
function compile(schema) {
  const made = S.fromJSONSchemaOrThrow(/** @type {never} */ (schema));
  return (value) => S.isInput(made, value);
}

/** @type {import("./peer.js").Peer} */
export default {
  name: "sury",
  check: (record) => compile(contractSchema(record)),
  format: (format) => compile({ type: "string", format }),
};
