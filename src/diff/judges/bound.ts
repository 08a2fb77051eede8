// Lower and upper bounds of every kind (minimum, exclusiveMaximum, minLength, maxItems, …):
// raising a lower bound or lowering an upper one, or adding either, admits fewer values.
import { keywordChangeWords } from "./change-words.js";
import type { Judge } from "./judge.js";

const bound =
  (kind: "lower" | "upper"): Judge =>
  (comparison, keyword, p, c, at, direction) => {
    const previous = p[keyword] as number | undefined;
    const current = c[keyword] as number | undefined;
    if (previous === current) return;
    const tighter = previous === undefined || (current !== undefined && (kind === "lower" ? current > previous : current < previous));
    comparison.change(tighter ? "BOUND_TIGHTENED" : "BOUND_LOOSENED", at, keywordChangeWords(keyword, previous, current), direction);
  };

export const judgeLowerBound = bound("lower");
export const judgeUpperBound = bound("upper");
