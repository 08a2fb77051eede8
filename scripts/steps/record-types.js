// generated/types.ts: the record types, by json-schema-to-typescript.
import { buildRecordTypes } from "../lib/record-types.js";
import { typescript } from "../lib/typescript-module.js";

export const recordTypes = {
  name: "record-types",
  writes: "types.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ componentSchemas }) {
    return new Map([["types.ts", await typescript(await buildRecordTypes(componentSchemas))]]);
  },
};
