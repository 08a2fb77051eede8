// Compiles the precompiled validators (design decision D11): Ajv standalone code, ESM, with
// the hand-written format checks of formats/ copied in, so the generated modules import
// nothing at all.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { Name } from "ajv/dist/compile/codegen/index.js";
import { DEFS_REF_PREFIX } from "./component-defs.js";
import { validatorSchemas } from "./profiles.js";

const SCHEMA_ID = "urn:survey-collection:contract";
const FORMATS_NAME = "contractFormats";

/** format name → the formats/ file that defines it and the function it exports */
export const FORMAT_FILES = {
  "date-time": { file: "date-time.js", exportName: "isDateTime" },
  uuid: { file: "uuid.js", exportName: "isUuid" },
};

/**
 * Two modules per profile: `check` stops at the first problem and only answers yes or no (what
 * `isX` needs, as fast as it gets); `report` collects every problem with its message, and runs
 * only once a value is known to be invalid.
 * @typedef {"check" | "report"} Mode
 */
export const MODES = /** @type {const} */ (["check", "report"]);

/**
 * @param {{ formatsDir: string, componentSchemas: Record<string, any>, recordNames: string[],
 *   profile: import("./profiles.js").Profile, mode: Mode }} input
 * @returns {Promise<string>} TypeScript module source (unformatted)
 */
export async function buildValidatorModule({ formatsDir, componentSchemas, recordNames, profile, mode }) {
  const formats = await loadFormats(formatsDir);
  const ajv = new Ajv2020({
    strict: true,
    allErrors: mode === "report",
    messages: mode === "report",
    ownProperties: true,
    formats: Object.fromEntries(Object.entries(formats).map(([name, { check }]) => [name, check])),
    code: { source: true, esm: true, optimize: true, formats: new Name(FORMATS_NAME) },
  });
  ajv.addSchema({ $id: SCHEMA_ID, $defs: validatorSchemas(componentSchemas, profile) });

  const internalNames = Object.fromEntries(recordNames.map((name) => [`__${name}`, `${SCHEMA_ID}${DEFS_REF_PREFIX}${name}`]));
  let code = standaloneCode(ajv, internalNames).replace(/^"use strict";/, "");
  const exports = [];
  for (const name of recordNames) {
    const { validateName } = ajv.getSchema(internalNames[`__${name}`]).source;
    code = replaceOnce(code, `export const __${name} = ${validateName};`, "");
    exports.push(`export const ${name}: ${mode === "report" ? "ReportingValidator" : "Validator"} = ${validateName};`);
  }
  return [
    `import type { ${mode === "report" ? "ReportingValidator" : "Validator"} } from "./validator.js";`,
    ...Object.values(formats).map(({ source }) => source),
    `const ${FORMATS_NAME} = { ${Object.entries(formats).map(([name, { exportName }]) => `${JSON.stringify(name)}: ${exportName}`).join(", ")} };`,
    code,
    ...exports,
  ].join("\n\n");
}

async function loadFormats(formatsDir) {
  const entries = await Promise.all(
    Object.entries(FORMAT_FILES).map(async ([name, { file, exportName }]) => {
      const url = path.join(formatsDir, file);
      const module = await import(url);
      const text = await readFile(url, "utf8");
      return [name, { exportName, check: module[exportName], source: text.replace(/^export /gm, "") }];
    }),
  );
  return Object.fromEntries(entries);
}

function replaceOnce(text, search, replacement) {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0) throw new Error(`expected exactly one "${search}" in the compiled validators`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}
