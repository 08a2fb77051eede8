// src/diff/pattern-samples.ts: the strings a pattern gives witnesses, in the order they are
// tried: the shortest first (a letter or digit where the set has one), then the shortest through
// each branch, then longer ones, each once, at most twelve, every one matched by the RegExp.
import { describe, expect, it } from "vitest";
import { patternSamples } from "../../src/diff/pattern-samples.js";

/** [pattern, its samples with one, two and five more repetitions]. */
const SAMPLES: [string, string[]][] = [
  ["^a+$", ["a", "aa", "aaa", "aaaaaa"]],
  ["^[A-Z][0-9]{2,3}$", ["A00", "A000"]],
  ["^x(?:ab|c|def)y$", ["xcy", "xaby", "xdefy"]],
  ["^(?:ab|c)z(?:1|22)$", ["cz1", "abz1"]],
  ["^pre(a|bb)*post$", ["prepost", "preapost", "preaapost", "preaaaaapost"]],
  ["^a{2}b{0,2}c*$", ["aa", "aab", "aabb", "aabbccc"]],
  ["^[^a]$", ["0"]],
  ["^[b-z]$", ["b"]],
  ["^[%-&]$", ["%"]],
  ["^[B-Z]$", ["B"]],
  ["^[\\-+]$", ["-"]],
  ["^[ \\t]$", [" "]],
  ["^[\\u{1F600}-\\u{1F602}]$", ["😀"]],
  ["^[\\uD800-\\u{10FFFF}]$", ["\ue000"]],
  ["^$", [""]],
  ["(?=a)", []],
];

describe("strings a pattern gives", () => {
  it.each(SAMPLES)("%s", (pattern, expected) => {
    const samples = patternSamples(pattern, [1, 2, 5]);
    expect(samples).toEqual(expected);
    const regExp = new RegExp(pattern, "u");
    for (const sample of samples) expect(regExp.test(sample), sample).toBe(true);
  });

  it("the shortest and one and five more repetitions unless told otherwise, twelve at most", () => {
    expect(patternSamples("^a*b$")).toEqual(["b", "ab", "aaaaab"]);
    const many = `^(?:${Array.from({ length: 20 }, (_, i) => `w${i}`).join("|")})$`;
    expect(patternSamples(many, [])).toHaveLength(12);
    expect(patternSamples(many, [])[0]).toBe("w0");
  });
});
