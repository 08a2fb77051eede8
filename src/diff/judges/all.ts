// `allOf`: members matched by meaning; one added restricts, one removed relaxes, the rest are
// compared in place.
import type { Schema } from "../schema.js";
import type { Judge } from "./judge.js";

export const judgeAll: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous: Schema[] = p[keyword] ?? [];
  const current: Schema[] = c[keyword] ?? [];
  const { removed, added } = comparison.unmatched(previous, current);
  const paired = Math.min(removed.length, added.length);
  for (let i = 0; i < paired; i++) comparison.schemas(previous[removed[i]!]!, current[added[i]!]!, `${at}/${keyword}/${added[i]}`, direction);
  for (const i of added.slice(paired)) comparison.change("CONSTRAINT_TIGHTENED", `${at}/${keyword}/${i}`, `a member was added to ${keyword}`, direction);
  for (const i of removed.slice(paired)) comparison.change("CONSTRAINT_LOOSENED", `${at}/${keyword}/${i}`, `a member was removed from ${keyword}`, direction);
};
