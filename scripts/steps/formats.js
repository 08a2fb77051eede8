// generated/validators/formats.ts: the date-time and uuid checks of formats/, copied in.
import { buildFormatsModule } from "../lib/formats-module.js";
import { typescript } from "../lib/typescript-module.js";

export const formats = {
  name: "formats",
  writes: "validators/formats.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ dirs }) {
    // Generated JavaScript that TypeScript cannot type: each module types its exports by hand.
    return new Map([["validators/formats.ts", await typescript(await buildFormatsModule(dirs.formats), "// @ts-nocheck")]]);
  },
};
