// `anyOf` and `oneOf`, by meaning: alternatives matched whatever their order or form, a
// disjoint oneOf being an anyOf. Judged once per schema (by anyOf, or by oneOf where neither
// side has an anyOf); a oneOf beside an anyOf is compared as written.
import type { Judge } from "./judge.js";

export const judgeAlternatives: Judge = (comparison, keyword, p, c, at, direction) => {
  if (keyword === "anyOf" || (p.anyOf === undefined && c.anyOf === undefined)) comparison.alternatives(p, c, at, direction);
  else if (JSON.stringify(p[keyword]) !== JSON.stringify(c[keyword])) comparison.change("CONSTRAINT_CHANGED", at, "oneOf changed beside an anyOf", direction);
};
