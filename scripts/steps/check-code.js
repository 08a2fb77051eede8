// generated/validators/<profile>-check.ts and check-helpers.ts: the verdict of every isX.
import { PROFILES } from "../lib/profiles.js";
import { typescript } from "../lib/typescript-module.js";
import { buildCheckHelpersModule, buildCheckModule } from "../lib/validators.js";

export const checkCode = {
  name: "check-code",
  writes: "validators/check-helpers.ts, validators/<profile>-check.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ dirs, componentSchemas, recordNames }) {
    const files = new Map([["validators/check-helpers.ts", await typescript(buildCheckHelpersModule(), "// @ts-nocheck")]]);
    for (const profile of PROFILES) {
      const input = { formatsDir: dirs.formats, componentSchemas, recordNames, profile };
      files.set(`validators/${profile}-check.ts`, await typescript(buildCheckModule(input), "// @ts-nocheck"));
    }
    return files;
  },
};
