// The record's published JSON Schema (D14), as a user hands it to a JSON Schema validator.
import { readFileSync } from "node:fs";

/** @param {string} record */
export function contractSchema(record) {
  return JSON.parse(readFileSync(new URL(`../../generated/schemas/${record}.json`, import.meta.url), "utf8"));
}
