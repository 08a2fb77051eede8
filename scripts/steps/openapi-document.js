// generated/openapi.json: the schemas bundled into one OpenAPI 3.1 document (D10).
import { BANNER } from "../lib/typescript-module.js";

export const openapiDocument = {
  name: "openapi-document",
  writes: "openapi.json",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ document }) {
    return new Map([["openapi.json", `${JSON.stringify({ "x-generated": BANNER, ...document }, null, 2)}\n`]]);
  },
};
