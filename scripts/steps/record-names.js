// generated/record-names.ts: the names of the records, as a list and a type, and the pages among them.
import { buildRecordNamesModule } from "../lib/record-names.js";
import { typescript } from "../lib/typescript-module.js";

export const recordNames = {
  name: "record-names",
  writes: "record-names.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ recordNames: names, componentSchemas }) {
    return new Map([["record-names.ts", await typescript(buildRecordNamesModule(names, componentSchemas))]]);
  },
};
