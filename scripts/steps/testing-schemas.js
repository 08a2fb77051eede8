// generated/testing/schemas.ts: the schemas the fixtures of ./testing follow (D15), and samples of each format.
import { buildTestingSchemasModule } from "../lib/testing-schemas.js";
import { typescript } from "../lib/typescript-module.js";

export const testingSchemas = {
  name: "testing-schemas",
  writes: "testing/schemas.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ componentSchemas }) {
    return new Map([["testing/schemas.ts", await typescript(buildTestingSchemasModule({ componentSchemas }))]]);
  },
};
