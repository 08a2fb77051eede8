// generated/openapi-types.ts: the document's types by openapi-typescript; a type test holds them
// equal to types.ts, so both generators describe the same records. Not shipped.
import { buildOpenApiTypes } from "../lib/openapi-types.js";
import { typescript } from "../lib/typescript-module.js";

export const openapiTypes = {
  name: "openapi-types",
  writes: "openapi-types.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ document }) {
    return new Map([["openapi-types.ts", await typescript(await buildOpenApiTypes(document))]]);
  },
};
