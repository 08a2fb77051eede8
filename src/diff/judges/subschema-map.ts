// Schemas by name (patternProperties, dependentSchemas): one added admits fewer values, one
// removed more, except a pattern's in an object that constrains its other properties
// (additionalProperties, unevaluatedProperties), where it also frees or binds the names it
// matched: both.
import { pointerSegment } from "../../validation/json-pointer.js";
import type { Schema } from "../schema.js";
import { isEmpty } from "../schema-forms.js";
import type { Judge } from "./judge.js";

export const judgeSubschemaMap: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous: Record<string, Schema> = p[keyword] ?? {};
  const current: Record<string, Schema> = c[keyword] ?? {};
  const byPattern = keyword === "patternProperties" && !(isOpen(p) && isOpen(c));
  for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
    const pointer = `${at}/${keyword}/${pointerSegment(key)}`;
    if (!Object.hasOwn(current, key)) comparison.change(byPattern ? "CONSTRAINT_CHANGED" : "CONSTRAINT_LOOSENED", pointer, `${keyword} ${key} was removed`, direction);
    else if (!Object.hasOwn(previous, key)) comparison.change(byPattern ? "CONSTRAINT_CHANGED" : "CONSTRAINT_TIGHTENED", pointer, `${keyword} ${key} was added`, direction);
    else comparison.schemas(previous[key]!, current[key]!, pointer, direction);
  }
};

/** An object whose properties no pattern or name matches are free: a pattern then only binds. */
function isOpen(schema: Schema): boolean {
  const free = (value: unknown) => value === undefined || value === true || isEmpty(value);
  return free(schema.additionalProperties) && free(schema.unevaluatedProperties);
}
