// generated/validators/formats.ts: the hand-written format checks of formats/, copied in so
// that the generated validators import nothing from outside generated/.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Every format, from formats/vocabulary.json: name → its file, the function it exports, the
 * words of an issue and of the reference, the function that tells why the check refused a text
 * and the words of each kind of refusal, valid samples for the fixtures.
 * @type {Record<string, { file: string, check: string, instant?: string, issue: string, refusal?: string, refusals?: Record<string, RefusalWords>, reference: string, samples: string[], counterexamples: string[] }>}
 */
export const FORMATS = JSON.parse(readFileSync(new URL("../../formats/vocabulary.json", import.meta.url), "utf8")).formats;

/** @typedef {string | { message: string, detail?: string }} RefusalWords what an issue says of one kind of refusal: its message, or its message and a detail for developers */

/** The function of formats/date-time.js that gives the instant of the date-time its check accepted last: decodeX's Dates. */
export const DATE_TIME_INSTANT = /** @type {string} */ (FORMATS["date-time"].instant);

/** The name under which formats.ts exports its checks by format name, for Ajv. */
export const FORMATS_BY_NAME = "contractFormats";

/** The name under which formats.ts exports, by format name, the function that tells why a text was refused. */
const REFUSALS_BY_NAME = "contractFormatRefusals";

/** The formats whose file tells why a text was refused, with that function's name. */
function refusalFunctions() {
  return Object.entries(FORMATS).flatMap(([name, { refusal }]) => (refusal === undefined ? [] : [[name, refusal]]));
}

/** @param {string} formatsDir @returns {Promise<string>} TypeScript module source */
export async function buildFormatsModule(formatsDir) {
  const sources = await Promise.all(Object.values(FORMATS).map(({ file }) => readFile(path.join(formatsDir, file), "utf8")));
  const byName = Object.entries(FORMATS).map(([name, { check }]) => `${JSON.stringify(name)}: ${check}`);
  const refusals = refusalFunctions().map(([name, refusal]) => `${JSON.stringify(name)}: ${refusal}`);
  return [
    ...sources,
    `/** The checks by format name. */`,
    `export const ${FORMATS_BY_NAME} = { ${byName.join(", ")} };`,
    `/** Why a text was refused, by format name: read only for the issues of a refused text. */`,
    `export const ${REFUSALS_BY_NAME} = { ${refusals.join(", ")} };`,
  ].join("\n\n");
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

/** generated/validators/format-words.ts: what an issue says a value of each format must be, and of each kind of refusal. */
export function buildFormatWordsModule() {
  const words = Object.fromEntries(Object.entries(FORMATS).map(([name, { issue }]) => [name, issue]));
  const refusals = Object.fromEntries(Object.entries(FORMATS).map(([name, { refusals }]) => [name, refusalWords(refusals ?? {})]));
  return [
    `/** What a value of each format must be, in an issue's words ("must be …"). */`,
    `export const FORMAT_WORDS: Readonly<Record<string, string>> = ${JSON.stringify(words, null, 2)};`,
    `/** What an issue of each format says of each kind of refusal its file tells: a message for the person who fills the field (in braces, what the refusal quotes from the text), and for developers a detail where there is more to say. */`,
    `export const FORMAT_REFUSAL_WORDS: Readonly<Record<string, Readonly<Record<string, { readonly message: string; readonly detail?: string }>>>> = ${JSON.stringify(refusals, null, 2)};`,
  ].join("\n");
}

/** @param {Record<string, RefusalWords>} refusals */
function refusalWords(refusals) {
  return Object.fromEntries(Object.entries(refusals).map(([kind, words]) => [kind, typeof words === "string" ? { message: words } : words]));
}

/** The declarations of the formats module. */
export function buildFormatsDeclarations() {
  return [
    ...Object.values(FORMATS).map(({ check }) => `export declare function ${check}(s: string): boolean;`),
    `/** The instant, in milliseconds since 1970, of the date-time ${FORMATS["date-time"].check} accepted in its last call. */`,
    `export declare function ${DATE_TIME_INSTANT}(s: string): number;`,
    `/** The checks by format name. */`,
    `export declare const ${FORMATS_BY_NAME}: Readonly<Record<string, (s: string) => boolean>>;`,
    `/** Why a text was refused, by format name: the kind of refusal and what its words quote. */`,
    `export declare const ${REFUSALS_BY_NAME}: Readonly<Record<string, (s: string) => { kind: string; [quoted: string]: string }>>;`,
  ].join("\n\n");
}
