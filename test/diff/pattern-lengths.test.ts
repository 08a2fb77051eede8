// src/diff/pattern-lengths.ts: the code-point lengths an anchored pattern allows, read only where
// the pattern is simple enough to be sure; strings fast-check draws from each pattern fall inside.
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { forgetPatternLengths, patternLengths } from "../../src/diff/pattern-lengths.js";

const READ: [string, number, number][] = [
  ["^$", 0, 0],
  ["^[a-z]{1,8}$", 1, 8],
  ["^[A-Z]{2}[0-9]{1,6}$", 3, 8],
  ["^a?b*$", 0, Infinity],
  ["^\\d+$", 1, Infinity],
  ["^\\d{3,}$", 3, Infinity],
  ["^x{2}?y$", 3, 3],
  ["^[^\\]]{0,4}\\.$", 1, 5],
  ["^\\u{1F600}\\u00e9\\x41\\p{L}\\cA$", 5, 5],
  ["^..?.??$", 1, 3],
  ["^\u{1F600}{2}$", 2, 2],
  ["^[^]$", 1, 1],
  ["^[\\]a]b$", 2, 2],
  ["^a{10}b{0,12}$", 10, 22],
  ["^a{1,}?$", 1, Infinity],
  ["^\\P{Lu}\\/$", 2, 2],
  ["^a\\\\$", 2, 2],
];

const NOT_READ = [
  "[a-z]{1,8}$",
  "^[a-z]{1,8}",
  "^a\\$",
  "^(ab){2}$",
  "^a|b$",
  "^\\bword$",
  "^(a)\\1$",
  "^a{2,1}$",
  "^a{x}$",
  "^[]$",
  "^[a-z$",
  "^\\p$",
  "^\\uZZZZ$",
  "^\\xG0$",
  "^\\c1$",
  "^a{2$",
  "^\\u{41$",
  "^*$",
  "^\\pL$",
  "^\\x4$",
  "^a{1,2,3}$",
  "^a{ 1}$",
  "^a{1}{2}$",
  "^a\\",
  "^ab",
  "xab$",
];

describe("pattern lengths", () => {
  // Each test reads its patterns afresh, not from what an earlier one left.
  beforeEach(forgetPatternLengths);

  it.each(READ)("%s allows %i to %s code points", (pattern, min, max) => {
    expect(patternLengths(pattern)).toEqual({ min, max });
  });

  it.each(NOT_READ)("%s is not read", (pattern) => {
    expect(patternLengths(pattern)).toBeUndefined();
  });

  it("every string matching a pattern it reads has a length inside the range", () => {
    for (const [pattern] of READ.filter(([p]) => !p.includes("\\p") && !p.includes("\\c"))) {
      const range = patternLengths(pattern)!;
      fc.assert(
        fc.property(fc.stringMatching(new RegExp(pattern, "u")), (s) => {
          const length = [...s].length;
          return length >= range.min && length <= range.max;
        }),
        { numRuns: 200 },
      );
    }
  });
});
