// generated/validators/<profile>-report.js, with its declarations: Ajv standalone code that
// lists every problem.
import { PROFILES } from "../lib/profiles.js";
import { javascript, typescript } from "../lib/typescript-module.js";
import { buildReportDeclarations, buildReportModule } from "../lib/validators.js";

export const reports = {
  name: "reports",
  writes: "validators/<profile>-report.js and .d.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ dirs, componentSchemas, recordNames }) {
    const files = new Map();
    for (const profile of PROFILES) {
      const input = { formatsDir: dirs.formats, componentSchemas, recordNames, profile };
      files.set(`validators/${profile}-report.js`, await javascript(await buildReportModule(input)));
      files.set(`validators/${profile}-report.d.ts`, await typescript(buildReportDeclarations(input)));
    }
    return files;
  },
};
