// generated/validators/<profile>-records.ts: the table of records of each profile.
import { PROFILES } from "../lib/profiles.js";
import { buildRecordTableModule } from "../lib/record-table.js";
import { typescript } from "../lib/typescript-module.js";

export const recordTables = {
  name: "record-tables",
  writes: "validators/<profile>-records.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ componentSchemas, recordNames }) {
    const files = new Map();
    for (const profile of PROFILES) files.set(`validators/${profile}-records.ts`, await typescript(buildRecordTableModule({ componentSchemas, recordNames, profile })));
    return files;
  },
};
