// A boolean that restricts when true (uniqueItems).
import type { Judge } from "./judge.js";

export const judgeFlag: Judge = (comparison, keyword, p, c, at, direction) => {
  const before = Boolean(p[keyword]);
  const after = Boolean(c[keyword]);
  if (before === after) return;
  comparison.change(after ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", at, `${keyword} ${after ? "now true" : "no longer true"}`, direction);
};
