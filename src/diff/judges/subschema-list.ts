// Schemas by position (prefixItems): each compared with the one at the same index; where one side
// has none, what that side's `items` says of that index (2020-12: items applies past prefixItems),
// or `true` without it.
import type { Schema } from "../schema.js";
import type { Judge } from "./judge.js";

export const judgeSubschemaList: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous: Schema[] = p[keyword] ?? [];
  const current: Schema[] = c[keyword] ?? [];
  const length = Math.max(previous.length, current.length);
  for (let i = 0; i < length; i++) comparison.schemas(previous[i] ?? p.items ?? true, current[i] ?? c.items ?? true, `${at}/${keyword}/${i}`, direction);
};
