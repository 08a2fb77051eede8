// `pattern`: judged by the strings each pattern matches (pattern-automaton.ts), an absent
// pattern matching every string. A new pattern that matches only strings the old one matched
// admits fewer values (an anchor or a literal prefix added, a class narrowed, a quantifier range
// shortened, an alternative dropped); one that matches every string the old one did admits
// more; one that matches exactly the same strings, written another way, changes nothing; and
// two that each match a string the other does not move values both ways. A pattern the
// automaton does not read (look-around, back references, property escapes) is not decided, and
// counts both ways.
import { compareLanguages, patternAutomaton } from "../pattern-automaton.js";
import { keywordChangeWords } from "./change-words.js";
import type { Judge } from "./judge.js";

export const judgePattern: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous = p[keyword];
  const current = c[keyword];
  if (previous === current) return;
  const message = keywordChangeWords(keyword, previous, current);
  const both = previous !== undefined && current !== undefined;
  const previousAutomaton = patternAutomaton(typeof previous === "string" ? previous : "");
  const currentAutomaton = patternAutomaton(typeof current === "string" ? current : "");
  const relation = previousAutomaton === undefined || currentAutomaton === undefined ? undefined : compareLanguages(previousAutomaton, currentAutomaton)?.relation;
  switch (relation) {
    case "equal":
      return;
    case "second inside first":
      comparison.change("CONSTRAINT_TIGHTENED", at, both ? `${message}: it matches only strings the old pattern matched` : message, direction);
      return;
    case "first inside second":
      comparison.change("CONSTRAINT_LOOSENED", at, both ? `${message}: it matches every string the old pattern matched, and more` : message, direction);
      return;
    case "neither":
      comparison.change("CONSTRAINT_CHANGED", at, `${message}: each matches strings the other does not`, direction);
      return;
    default:
      comparison.change(
        "CONSTRAINT_CHANGED",
        at,
        `${message}: could not decide which values this moves (a pattern this check does not read, or two too large to compare within its bounds), so it counts both ways`,
        direction,
      );
  }
};
