// generated/validators/formats.ts: the hand-written format checks of formats/, copied in so
// that the generated validators import nothing from outside generated/.
import { readFile } from "node:fs/promises";
import path from "node:path";

/** format name → the formats/ file that defines it and the function it exports */
export const FORMAT_FILES = {
  "date-time": { file: "date-time.js", exportName: "isDateTime" },
  uuid: { file: "uuid.js", exportName: "isUuid" },
};

/** The name under which formats.ts exports its checks by format name, for Ajv. */
export const FORMATS_BY_NAME = "contractFormats";

/** @param {string} formatsDir @returns {Promise<string>} TypeScript module source */
export async function buildFormatsModule(formatsDir) {
  const sources = await Promise.all(
    Object.values(FORMAT_FILES).map(({ file }) => readFile(path.join(formatsDir, file), "utf8")),
  );
  const byName = Object.entries(FORMAT_FILES).map(([name, { exportName }]) => `${JSON.stringify(name)}: ${exportName}`);
  return [
    ...sources,
    `/** The checks by format name. */`,
    `export const ${FORMATS_BY_NAME} = { ${byName.join(", ")} };`,
  ].join("\n\n");
}

/** format name → exported function name, as the check generator refers to them */
export function formatFunctionNames() {
  return Object.fromEntries(Object.entries(FORMAT_FILES).map(([name, { exportName }]) => [name, exportName]));
}

/** The format functions themselves, which Ajv wants at compile time. */
export async function loadFormatFunctions(formatsDir) {
  const entries = await Promise.all(
    Object.entries(FORMAT_FILES).map(async ([name, { file, exportName }]) => [name, (await import(path.join(formatsDir, file)))[exportName]]),
  );
  return Object.fromEntries(entries);
}
