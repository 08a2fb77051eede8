// The steps of `npm run generate`, in the order they run, as webpack's tooling/ keeps one
// generator per folder: each step says what it writes and builds only that, from the shared
// inputs (inputs.js). A new generated file is a new step here, or a line in the step it
// belongs to.
import { checkCode } from "./check-code.js";
import { codecs } from "./codecs.js";
import { enums } from "./enums.js";
import { formats } from "./formats.js";
import { jsonSchemas } from "./json-schemas.js";
import { openapiDocument } from "./openapi-document.js";
import { openapiTypes } from "./openapi-types.js";
import { recordNames } from "./record-names.js";
import { recordTables } from "./record-tables.js";
import { recordTypes } from "./record-types.js";
import { referenceDocs } from "./reference-docs.js";
import { reports } from "./reports.js";
import { testingSchemas } from "./testing-schemas.js";
import { validatorTypes } from "./validator-types.js";
import { vocabulary } from "./vocabulary.js";

/**
 * @typedef {{ name: string, writes: string, build: (inputs: import("./inputs.js").Inputs) => Promise<Map<string, string>> }} Step
 * `writes`: the files of generated/ it owns, in words; `build`: those files, path → content
 */

/** @type {Step[]} */
export const STEPS = [
  vocabulary,
  openapiDocument,
  referenceDocs,
  recordTypes,
  openapiTypes,
  enums,
  recordNames,
  validatorTypes,
  formats,
  checkCode,
  codecs,
  reports,
  recordTables,
  jsonSchemas,
  testingSchemas,
];
