// generated/validators/formats.js (with its declarations): the checks of formats/, copied in;
// format-words.ts: what an issue says of each (both from formats/vocabulary.json).
import { buildFormatWordsModule, buildFormatsDeclarations, buildFormatsModule } from "../lib/formats-module.js";
import { javascript, typescript } from "../lib/typescript-module.js";

export const formats = {
  name: "formats",
  writes: "validators/formats.js and .d.ts, validators/format-words.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ dirs }) {
    return new Map([
      ["validators/formats.js", await javascript(await buildFormatsModule(dirs.formats))],
      ["validators/formats.d.ts", await typescript(buildFormatsDeclarations())],
      ["validators/format-words.ts", await typescript(buildFormatWordsModule())],
    ]);
  },
};
