// `pattern`: added admits fewer values, removed more; whether one regular expression admits a
// subset of another is not decided here, so a rewritten one counts both ways.
import type { Judge } from "./judge.js";

export const judgePattern: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous = p[keyword];
  const current = c[keyword];
  if (previous === current) return;
  if (previous === undefined) comparison.change("CONSTRAINT_TIGHTENED", at, `now has ${keyword} ${String(current)}`, direction);
  else if (current === undefined) comparison.change("CONSTRAINT_LOOSENED", at, `no longer has ${keyword} ${String(previous)}`, direction);
  else
    comparison.change(
      "CONSTRAINT_CHANGED",
      at,
      `${keyword} ${String(previous)} became ${String(current)}: could not decide which values this moves (regular expressions are not compared), so it counts both ways`,
      direction,
    );
};
