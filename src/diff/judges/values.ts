// `enum` and `const`: the values a field may hold; a one-value enum and a const are the same.
import type { Schema } from "../schema.js";
import type { Judge } from "./judge.js";

export const judgeValues: Judge = (comparison, keyword, p, c, at, direction) => {
  // Judged once per schema: by enum, or by const where neither side has an enum.
  if (keyword !== "enum" && !(keyword === "const" && p.enum === undefined && c.enum === undefined)) return;
  const previous = valuesOf(p);
  const current = valuesOf(c);
  if (previous === undefined && current === undefined) return;
  if (previous === undefined) return comparison.change("ENUM_ADDED", at, `now restricted to ${list(current!)}`, direction);
  if (current === undefined) return comparison.change("ENUM_REMOVED", at, `no longer restricted to ${list(previous)}`, direction);
  const key = (value: unknown) => JSON.stringify(value);
  const previousKeys = new Set(previous.map(key));
  const currentKeys = new Set(current.map(key));
  for (const value of current) if (!previousKeys.has(key(value))) comparison.change("ENUM_VALUE_ADDED", at, `value ${key(value)} was added`, direction);
  for (const value of previous) if (!currentKeys.has(key(value))) comparison.change("ENUM_VALUE_REMOVED", at, `value ${key(value)} was removed`, direction);
};

function valuesOf(schema: Schema): unknown[] | undefined {
  if (schema.enum !== undefined) return schema.enum;
  return Object.hasOwn(schema, "const") ? [schema.const] : undefined;
}

function list(values: unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}
