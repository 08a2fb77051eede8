// `if` / `then` / `else`: any change counts both ways.
import type { Judge } from "./judge.js";

export const judgeConditional: Judge = (comparison, keyword, p, c, at, direction) => {
  if (JSON.stringify(p[keyword]) !== JSON.stringify(c[keyword])) comparison.change("CONSTRAINT_CHANGED", at, `${keyword} changed`, direction);
};
