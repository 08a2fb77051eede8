// TypeBox 1's JIT compiler, which takes the published JSON Schema as it is, with its own formats.
import { Compile } from "typebox/compile";
import { contractSchema } from "./contract-schema.js";

/** @param {object} schema @returns {import("./peer.js").Check} */
function compile(schema) {
  const validator = Compile(schema);
  return (value) => validator.Check(value);
}

/** @type {import("./peer.js").Peer} */
export default {
  name: "TypeBox (compiled)",
  check: (record) => compile(contractSchema(record)),
  format: (format) => compile({ type: "string", format }),
};
