// `$ref` is followed by the comparison itself (it compares what each side refers to);
// `$dynamicRef` is compared as written.
import type { Judge } from "./judge.js";

export const judgeReference: Judge = (comparison, keyword, p, c, at, direction) => {
  if (keyword === "$dynamicRef" && p[keyword] !== c[keyword]) comparison.change("TYPE_CHANGED", at, `$dynamicRef ${String(p[keyword])} became ${String(c[keyword])}`, direction);
};
