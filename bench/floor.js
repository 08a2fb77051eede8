// The floor of an exact check on a page, measured on the page itself: the package's own check
// code with its date-time and uuid checks replaced, (a) by `true` (what the structure costs),
// and (b) by a loop that reads every character once and tests nothing (what any exact format
// check must at least do: look at each character). Both are built from the shipped check code,
// so they walk the page exactly as the real check does.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const VALIDATORS = fileURLToPath(new URL("../dist/generated/validators/", import.meta.url));

const FLOOR_FORMATS = {
  "formats stubbed": `export const isDateTime = (s) => true;\nexport const isUuid = (s) => true;\n`,
  "formats read, no test": [
    "// Reads each character once; the sum only keeps the loop from being optimised away.",
    "export function isDateTime(s) {",
    "  let sum = 0;",
    "  for (let i = 0; i < s.length; i++) sum = (sum + s.charCodeAt(i)) | 0;",
    "  return sum !== -1;",
    "}",
    "export const isUuid = isDateTime;",
    "",
  ].join("\n"),
};

/**
 * The profile's check module with each floor's formats in place of the real ones.
 * @param {"tolerant" | "strict"} profile
 * @returns {Promise<Record<string, Record<string, (value: unknown) => boolean>>>} floor name → check module
 */
export async function floorChecks(profile) {
  const entries = await Promise.all(
    Object.entries(FLOOR_FORMATS).map(async ([floor, formats]) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "contract-floor-"));
      copyFileSync(path.join(VALIDATORS, "check-helpers.js"), path.join(dir, "check-helpers.js"));
      writeFileSync(path.join(dir, "formats.js"), formats);
      const check = readFileSync(path.join(VALIDATORS, `${profile}-check.js`), "utf8");
      if (!check.includes('from "./formats.js"')) throw new Error(`${profile}-check.js no longer imports ./formats.js`);
      writeFileSync(path.join(dir, "check.js"), check);
      const module = await import(path.join(dir, "check.js"));
      rmSync(dir, { recursive: true }); // loaded: the files are no longer needed
      return [floor, module];
    }),
  );
  return Object.fromEntries(entries);
}
