// generated/enums.ts: the values of every enum, in the spec's order.
import { buildEnumModule } from "../lib/enums.js";
import { typescript } from "../lib/typescript-module.js";

export const enums = {
  name: "enums",
  writes: "enums.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ schemaFiles }) {
    const enumSchemas = schemaFiles.filter(({ schema }) => Array.isArray(schema.enum));
    return new Map([["enums.ts", await typescript(buildEnumModule(enumSchemas))]]);
  },
};
