// One schema in place (items, contains, additionalProperties, propertyNames, unevaluated*):
// absent means any value (`true`); additionalProperties becoming or ceasing to be `false` is
// a rule of its own.
import { isEmpty } from "../schema-forms.js";
import type { Schema } from "../schema.js";
import type { Judge } from "./judge.js";

export const judgeSubschema: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous = (p[keyword] ?? true) as Schema | boolean;
  const current = (c[keyword] ?? true) as Schema | boolean;
  if (keyword === "additionalProperties" && (previous === false) !== (current === false) && (typeof previous === "boolean" || typeof current === "boolean")) {
    if (current === false) comparison.change("PROPERTIES_CLOSED", at, "no longer admits unknown properties", direction);
    else if (previous === false && (current === true || isEmpty(current))) comparison.change("PROPERTIES_OPENED", at, "now admits unknown properties", direction);
    else comparison.change("PROPERTIES_OPENED", at, "now admits unknown properties that match a schema", direction);
    return;
  }
  comparison.schemas(previous, current, `${at}/${keyword}`, direction);
};
