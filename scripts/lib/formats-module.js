// generated/validators/formats.ts: the hand-written format checks of formats/, copied in so
// that the generated validators import nothing from outside generated/.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Every format, from formats/vocabulary.json: name → its file, the function it exports, the
 * words of an issue and of the reference, valid samples for the fixtures.
 * @type {Record<string, { file: string, check: string, instant?: string, issue: string, reference: string, samples: string[], counterexamples: string[] }>}
 */
export const FORMATS = JSON.parse(readFileSync(new URL("../../formats/vocabulary.json", import.meta.url), "utf8")).formats;

/** The function of formats/date-time.js that gives the instant of the date-time its check accepted last: decodeX's Dates. */
export const DATE_TIME_INSTANT = /** @type {string} */ (FORMATS["date-time"].instant);

/** The name under which formats.ts exports its checks by format name, for Ajv. */
export const FORMATS_BY_NAME = "contractFormats";

/** @param {string} formatsDir @returns {Promise<string>} TypeScript module source */
export async function buildFormatsModule(formatsDir) {
  const sources = await Promise.all(Object.values(FORMATS).map(({ file }) => readFile(path.join(formatsDir, file), "utf8")));
  const byName = Object.entries(FORMATS).map(([name, { check }]) => `${JSON.stringify(name)}: ${check}`);
  return [...sources, `/** The checks by format name. */`, `export const ${FORMATS_BY_NAME} = { ${byName.join(", ")} };`].join("\n\n");
}

/** format name → exported function name, as the check generator refers to them */
export function formatFunctionNames() {
  return Object.fromEntries(Object.entries(FORMATS).map(([name, { check }]) => [name, check]));
}

/** The format functions themselves, which Ajv wants at compile time. @param {string} formatsDir */
export async function loadFormatFunctions(formatsDir) {
  const entries = await Promise.all(Object.entries(FORMATS).map(async ([name, { file, check }]) => [name, (await import(path.join(formatsDir, file)))[check]]));
  return Object.fromEntries(entries);
}

/** generated/validators/format-words.ts: what an issue says a value of each format must be. */
export function buildFormatWordsModule() {
  const words = Object.fromEntries(Object.entries(FORMATS).map(([name, { issue }]) => [name, issue]));
  return [
    `/** What a value of each format must be, in an issue's words ("must be …"). */`,
    `export const FORMAT_WORDS: Readonly<Record<string, string>> = ${JSON.stringify(words, null, 2)};`,
  ].join("\n");
}

/** The declarations of the formats module. */
export function buildFormatsDeclarations() {
  return [
    ...Object.values(FORMATS).map(({ check }) => `export declare function ${check}(s: string): boolean;`),
    `/** The instant, in milliseconds since 1970, of the date-time ${FORMATS["date-time"].check} accepted in its last call. */`,
    `export declare function ${DATE_TIME_INSTANT}(s: string): number;`,
    `/** The checks by format name. */`,
    `export declare const ${FORMATS_BY_NAME}: Readonly<Record<string, (s: string) => boolean>>;`,
  ].join("\n\n");
}
