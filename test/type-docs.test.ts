// The generated types carry each field's format and constraints in its doc comment, so that an
// editor shows "date-time" or "minimum 0" where TypeScript can only say string or number.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TABLES, type FieldKind } from "./contract-table.js";

const TYPES = readFileSync(path.resolve(import.meta.dirname, "../generated/types.ts"), "utf8");
const WORDS: Partial<Record<FieldKind, string>> = {
  "date-time": "format date-time (RFC 3339, with offset)",
  uuid: "format uuid",
  count: "minimum 0",
};

/** The doc comment right above `field` in the interface of `record`. */
function docOf(record: string, field: string): string {
  const body = new RegExp(`export interface ${record} \\{([\\s\\S]*?)\\n\\}`).exec(TYPES)?.[1] ?? "";
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*\\n\\s*${field}\\??:`).exec(body);
  return match?.[1] ?? "";
}

const CONSTRAINED = Object.entries(TABLES)
  .filter(([record]) => !record.endsWith("Page"))
  .map(([record, table]) => [record, Object.entries({ ...table.required, ...table.optional }).filter(([, kind]) => WORDS[kind as FieldKind] !== undefined)] as const)
  .filter(([, fields]) => fields.length > 0);

describe.each(CONSTRAINED)("%s", (record, fields) => {
  it.each(fields)("%s says %s in its doc comment", (field, kind) => {
    expect(docOf(record, field)).toContain(WORDS[kind as FieldKind]!);
  });
});
