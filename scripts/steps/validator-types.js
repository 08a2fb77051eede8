// generated/validators/validator.ts: the types every generated validator module exports by.
import { buildValidatorTypes } from "../lib/validator-types.js";
import { typescript } from "../lib/typescript-module.js";

export const validatorTypes = {
  name: "validator-types",
  writes: "validators/validator.ts",
  async build() {
    return new Map([["validators/validator.ts", await typescript(buildValidatorTypes())]]);
  },
};
