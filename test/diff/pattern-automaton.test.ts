// src/diff/pattern-syntax.ts and pattern-automaton.ts: a pattern read as an automaton matches
// exactly the strings the `u`-flag RegExp matches (on a corpus of patterns and strings either
// side of them); two patterns' languages relate as containment says, each kind of edit in two
// forms, with a shortest string each way that the RegExps confirm; and what is not read is not
// decided.
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";
import { compareLanguages, forgetAutomata, matches, patternAutomaton } from "../../src/diff/pattern-automaton.js";
import { patternSamples } from "../../src/diff/pattern-samples.js";

const PATTERNS = [
  "^a+$",
  "b",
  "^[A-Z][0-9]$",
  "^[^a-c]*$",
  "^SV-\\d{3,5}$",
  "^(ab|cd)+x?$",
  "^(?:a|b)c{2}$",
  "^\\w+@\\w+\\.\\w{2,}$",
  "\\s",
  "^\\S+$",
  "^[\\d\\-]{2}$",
  "^\\u0041\\x42\\t$",
  "^\\u{1F600}+$",
  "^.$",
  "^[\\b]$",
  "^\\D\\W$",
  "a{2}b{1,}c{0,1}$",
  "^(a|)$",
  "^$",
  "",
  "^[.]\\.\\*\\/$",
  "^\\cJ$",
  "^[😀-😂]$",
  "^\\uD83D\\uDE00$",
  "^[^\\d]$",
  "^a{2,}?$",
  "^(?:ab){2}$",
  "^\\0$",
  "^[a-]$",
  "^[-a]$",
  "^\\/$",
  "^[\\]]$",
  "^[\\w-]$",
  "^x{0}y$",
];
const STRINGS = [
  "0",
  "-",
  "]",
  "/",
  "\u0000",
  "abab",
  "ababab",
  "y",
  "xy",
  "_",
  "",
  "a",
  "aa",
  "b",
  "ab",
  "A1",
  "Z9",
  "a1",
  "def",
  "SV-123",
  "SV-12",
  "SV-123456",
  "abcdx",
  "cdcd",
  "acc",
  "bcc",
  "x@y.zz",
  "x@y.z",
  " ",
  "a b",
  "-1",
  "AB\t",
  "😀",
  "😀😀",
  "\n",
  "\b",
  "1!",
  "aabcc",
  "aab",
  ".*/",
  "\n",
  "😁",
];

describe("an automaton matches what the RegExp matches", () => {
  it.each(PATTERNS)("%s", (pattern) => {
    const automaton = patternAutomaton(pattern);
    expect(automaton).toBeDefined();
    const regExp = new RegExp(pattern, "u");
    expect(STRINGS.filter((text) => matches(automaton!, text) !== regExp.test(text))).toEqual([]);
  });

  it("without backtracking, whatever the pattern (a backtracking matcher would outlast the test's limit)", () => {
    const automaton = patternAutomaton("^(a|a)*(a+)+b$")!;
    expect(matches(automaton, `${"a".repeat(5_000)}c`)).toBe(false);
  });

  it("up to 5 000 states, not past them", () => {
    // Two states a code point: 4 010 for a{1000}b{1000}, and two more for each c.
    expect(patternAutomaton("^a{1000}b{1000}c{495}$")).toBeDefined();
    expect(patternAutomaton("^a{1000}b{1000}c{496}$")).toBeUndefined();
    expect(patternAutomaton("^(?:abc){1000}$")).toBeUndefined();
  });

  it.each(["^(?=a)", "(?<!a)b", "\\bword", "(a)\\1", "\\k<x>(?<x>a)", "\\p{L}", "a{2,1}", "[", "^a|b$", "a$b", `a{${"9".repeat(5)}}`, "x".repeat(1_001)])(
    "does not read %s",
    (pattern) => {
      expect(patternAutomaton(pattern)).toBeUndefined();
    },
  );
});

/** [old, new, relation of the old language to the new]: each kind in two forms. */
const RELATIONS: [string, string, string, string][] = [
  ["an anchor added at the start", "SV", "^SV", "second inside first"],
  ["an anchor added at the end", "[0-9]+", "[0-9]+$", "second inside first"],
  ["both anchors dropped", "^a+$", "a", "first inside second"],
  ["a literal prefix added", "^[a-z]+$", "^id-[a-z]+$", "neither"],
  ["a literal prefix made optional", "^id-[a-z]+$", "^(id-)?[a-z]+$", "first inside second"],
  ["a literal suffix required", "^[a-z]+", "^[a-z]+\\.json$", "second inside first"],
  ["a class narrowed", "^[a-z]+$", "^[a-f]+$", "second inside first"],
  ["a class widened with digits", "^[a-z]{3}$", "^[a-z0-9]{3}$", "first inside second"],
  ["a class by escape and by range", "^\\d{4}$", "^[0-9]{4}$", "equal"],
  ["a quantifier range widened", "^a{2,4}$", "^a{2,6}$", "first inside second"],
  ["a quantifier range narrowed", "^x\\d{1,}$", "^x\\d{1,3}$", "second inside first"],
  ["a quantifier range moved", "^a{2,4}$", "^a{3,5}$", "neither"],
  ["an alternation branch added", "^(red|green)$", "^(red|green|blue)$", "first inside second"],
  ["an alternation branch dropped", "^(?:json|yaml|toml)$", "^(?:json|yaml)$", "second inside first"],
  ["the same language rewritten: a+ and aa*", "^a+$", "^aa*$", "equal"],
  ["the same language rewritten: branches reordered", "^(b|a)c$", "^(?:ac|bc)$", "equal"],
  ["unrelated patterns", "^x", "y$", "neither"],
  ["no pattern and one that matches anything", "", ".*", "equal"],
];

describe("how two patterns' languages relate", () => {
  it.each(RELATIONS)("%s: %s → %s", (_, previous, current, relation) => {
    const compared = compareLanguages(patternAutomaton(previous)!, patternAutomaton(current)!);
    expect(compared?.relation).toBe(relation);
    // Each string shown is matched by its side's RegExp and refused by the other's.
    const [before, now] = [new RegExp(previous, "u"), new RegExp(current, "u")];
    if (compared?.firstOnly !== undefined) expect([before.test(compared.firstOnly), now.test(compared.firstOnly)]).toEqual([true, false]);
    if (compared?.secondOnly !== undefined) expect([before.test(compared.secondOnly), now.test(compared.secondOnly)]).toEqual([false, true]);
    expect(compared?.firstOnly !== undefined).toBe(relation === "neither" || relation === "second inside first");
    expect(compared?.secondOnly !== undefined).toBe(relation === "neither" || relation === "first inside second");
  });

  it("is not decided where the walk of two automata grows past its bound", () => {
    const wide = patternAutomaton("^(a|b|c|d|e|f|g|h)*a(a|b|c|d|e|f|g|h){14}$")!;
    const other = patternAutomaton("^(a|b|c|d|e|f|g|h)*b(a|b|c|d|e|f|g|h){14}$")!;
    expect(compareLanguages(wide, other)).toBeUndefined();
  });
});

describe("the bounds of a walk of two automata, each on its own", () => {
  /** The languages of (a^98)* and of it or (a^51)*b: the walk meets 98 × 51 + 2 pairs of state sets, one more with a branch `c`. */
  const cycles = (more: string) => compareLanguages(patternAutomaton("^(?:a{98})*$")!, patternAutomaton(`^(?:(?:a{98})*|(?:a{51})*b${more})$`)!);

  it("decides a walk of 5 000 pairs, not one of 5 001, however little work each takes", () => {
    forgetAutomata();
    expect(cycles("")).toEqual({ relation: "first inside second", secondOnly: "b" });
    forgetAutomata();
    expect(cycles("|c")).toBeUndefined();
  });

  it("decides a walk of few pairs up to 500 000 states stepped, not past them", () => {
    // (a?)^n against (a?)^(n-1): n + 1 pairs, 8n² + 2n + 2 states stepped.
    forgetAutomata();
    expect(compareLanguages(patternAutomaton("^(?:a?){249}$")!, patternAutomaton("^(?:a?){248}$")!)).toEqual({ relation: "second inside first", firstOnly: "a".repeat(249) });
    forgetAutomata();
    expect(compareLanguages(patternAutomaton("^(?:a?){250}$")!, patternAutomaton("^(?:a?){249}$")!)).toBeUndefined();
  });
});

describe("strings a pattern matches", () => {
  it.each(PATTERNS.filter((pattern) => pattern !== "^$"))("each one of %s is matched by the RegExp", (pattern) => {
    const samples = patternSamples(pattern, [1, 3]);
    expect(samples.length).toBeGreaterThan(0);
    const regExp = new RegExp(pattern, "u");
    expect(samples.filter((sample) => !regExp.test(sample))).toEqual([]);
  });

  it("gives the shortest, each branch and longer ones", () => {
    expect(patternSamples("^SV-\\d+$", [1, 3])).toEqual(["SV-0", "SV-00", "SV-0000"]);
    expect(patternSamples("^(red|green|blue)$", [])).toEqual(["red", "green", "blue"]);
    expect(patternSamples("^(?=a)")).toEqual([]);
  });
});

describe("a document of hostile patterns", () => {
  it("is judged with the work of all its pattern pairs bounded: each pair past it is not decided, and says so", () => {
    const field = (letter: string, i: number) => ({ type: "string", pattern: `^(a|b|c|d|e|f|g|h)*${letter}(a|b|c|d|e|f|g|h){${10 + (i % 5)}}$` });
    const document = (letter: string) => ({
      components: { schemas: { R: { type: "object", properties: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, field(letter, i)])) } } },
    });
    const changes = compareDocuments(document("a"), document("b"));
    expect(changes).toHaveLength(200);
    expect(changes.every((change) => change.rule === "CONSTRAINT_CHANGED" && change.message.includes("could not decide"))).toBe(true);
  });
});
