// generated/validators/<profile>-report.ts: Ajv standalone code that lists every problem.
import { PROFILES } from "../lib/profiles.js";
import { typescript } from "../lib/typescript-module.js";
import { buildReportModule } from "../lib/validators.js";

export const reports = {
  name: "reports",
  writes: "validators/<profile>-report.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ dirs, componentSchemas, recordNames }) {
    const files = new Map();
    for (const profile of PROFILES) {
      const input = { formatsDir: dirs.formats, componentSchemas, recordNames, profile };
      files.set(`validators/${profile}-report.ts`, await typescript(await buildReportModule(input), "// @ts-nocheck"));
    }
    return files;
  },
};
