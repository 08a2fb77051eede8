// Schemas by position (prefixItems): each compared with the one at the same index, a missing one being `true`.
import type { Schema } from "../schema.js";
import type { Judge } from "./judge.js";

export const judgeSubschemaList: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous: Schema[] = p[keyword] ?? [];
  const current: Schema[] = c[keyword] ?? [];
  const length = Math.max(previous.length, current.length);
  for (let i = 0; i < length; i++) comparison.schemas(previous[i] ?? true, current[i] ?? true, `${at}/${keyword}/${i}`, direction);
};
