// `format`: added admits fewer values, removed more, changed neither contains the other.
import type { Judge } from "./judge.js";

export const judgeFormat: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous = p[keyword];
  const current = c[keyword];
  if (previous === current) return;
  if (previous === undefined) comparison.change("FORMAT_ADDED", at, `now has format ${String(current)}`, direction);
  else if (current === undefined) comparison.change("FORMAT_REMOVED", at, `no longer has format ${String(previous)}`, direction);
  else comparison.change("FORMAT_CHANGED", at, `format ${String(previous)} became ${String(current)}`, direction);
};
