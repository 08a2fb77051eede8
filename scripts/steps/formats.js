// generated/validators/formats.ts: the checks of formats/, copied in; format-words.ts: what an
// issue says of each (both from formats/vocabulary.json).
import { buildFormatWordsModule, buildFormatsModule } from "../lib/formats-module.js";
import { typescript } from "../lib/typescript-module.js";

export const formats = {
  name: "formats",
  writes: "validators/formats.ts, validators/format-words.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ dirs }) {
    // Generated JavaScript that TypeScript cannot type: each module types its exports by hand.
    return new Map([
      ["validators/formats.ts", await typescript(await buildFormatsModule(dirs.formats), "// @ts-nocheck")],
      ["validators/format-words.ts", await typescript(buildFormatWordsModule())],
    ]);
  },
};
