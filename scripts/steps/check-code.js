// generated/validators/<profile>-check.js and check-helpers.js, each with its declarations: the
// verdict of every isX.
import { PROFILES } from "../lib/profiles.js";
import { javascript, typescript } from "../lib/typescript-module.js";
import { buildCheckDeclarations, buildCheckHelpersDeclarations, buildCheckHelpersModule, buildCheckModule } from "../lib/validators.js";

export const checkCode = {
  name: "check-code",
  writes: "validators/check-helpers.js, validators/<profile>-check.js, and their .d.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ dirs, componentSchemas, recordNames }) {
    const files = new Map([
      ["validators/check-helpers.js", await javascript(buildCheckHelpersModule())],
      ["validators/check-helpers.d.ts", await typescript(buildCheckHelpersDeclarations())],
    ]);
    for (const profile of PROFILES) {
      const input = { formatsDir: dirs.formats, componentSchemas, recordNames, profile };
      files.set(`validators/${profile}-check.js`, await javascript(buildCheckModule(input)));
      files.set(`validators/${profile}-check.d.ts`, await typescript(buildCheckDeclarations(input)));
    }
    return files;
  },
};
