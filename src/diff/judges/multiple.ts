// `multipleOf`: a multiple of the old factor admits fewer values, a divisor of it more.
import { isMultiple } from "../multiples.js";
import { keywordChangeWords } from "./change-words.js";
import type { Judge } from "./judge.js";

export const judgeMultiple: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous = p[keyword] as number | undefined;
  const current = c[keyword] as number | undefined;
  if (previous === current) return;
  const message = keywordChangeWords(keyword, previous, current);
  if (previous === undefined || (current !== undefined && isMultiple(current, previous))) comparison.change("CONSTRAINT_TIGHTENED", at, message, direction);
  else if (current === undefined || isMultiple(previous, current)) comparison.change("CONSTRAINT_LOOSENED", at, message, direction);
  else comparison.change("CONSTRAINT_CHANGED", at, message, direction);
};
