// @exodus/schemasafe compiled from the published JSON Schema with its own format checks.
import { validator } from "@exodus/schemasafe";
import { contractSchema } from "./contract-schema.js";

const OPTIONS = { mode: "default", formats: {}, includeErrors: false, requireValidation: false };

export default {
  name: "@exodus/schemasafe",
  check: (record) => validator(contractSchema(record), OPTIONS),
  format: (format) => validator({ type: "string", format }, OPTIONS),
};
