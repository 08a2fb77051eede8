// ata-validator's ahead-of-time modules (what `ata build` writes), emitted from the published
// JSON Schema once per run into a temporary folder and imported from there: the checks it
// compiles with its own date-time and uuid formats, no code generated at check time.
// ata-validator 1.27.1 names optional native packages of its own version that were never
// published; package.json's `overrides` pins them to 1.9.0, the last version published for every
// platform, so that a lock file can hold them and `npm ci` installs. The modules measured here are
// plain JavaScript and load none of them.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Validator } from "ata-validator";
import { toStandaloneModule } from "ata-validator/aot";
import { contractSchema } from "./contract-schema.js";

const BUILD = mkdtempSync(path.join(tmpdir(), "bench-ata-"));
process.once("exit", () => rmSync(BUILD, { recursive: true, force: true }));
let modules = 0;

/** The module `ata build` writes for `schema`, imported. @param {object} schema @returns {Promise<import("./peer.js").Check>} */
async function compile(schema) {
  const file = path.join(BUILD, `check-${modules++}.mjs`);
  writeFileSync(file, toStandaloneModule(new Validator(schema), { format: "esm", abortEarly: true }));
  const module = await import(pathToFileURL(file).href);
  return (value) => module.isValid(value);
}

const PAGES = { CollectorPage: await compile(contractSchema("CollectorPage")), SurveyResponsePage: await compile(contractSchema("SurveyResponsePage")) };
const FORMATS = { "date-time": await compile({ type: "string", format: "date-time" }), uuid: await compile({ type: "string", format: "uuid" }) };

/** @type {import("./peer.js").Peer} */
export default {
  name: "ata-validator (ata build)",
  check: (record) => PAGES[record],
  format: (format) => FORMATS[format],
};
