// scripts/vocabulary/limit-length.js: minLength and maxLength, counted in code points as JSON
// Schema counts them, in the check code (against Ajv, the engine of the reports), the issues
// and the reference.
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import limitLength from "../../scripts/vocabulary/limit-length.js";
import { compiledCheck } from "./compiled-check.js";

const SMILE = "\u{1F600}"; // one code point, two UTF-16 units
const LONE = "\uD800"; // a lone high surrogate: one code point as Ajv counts it
const STRINGS = [
  "",
  "a",
  "ab",
  "abc",
  "abcd",
  SMILE,
  SMILE + SMILE,
  `a${SMILE}`,
  `${SMILE}ab`,
  SMILE.repeat(3),
  LONE,
  `${LONE}a`,
  `a${LONE}${SMILE}`,
  "\uDC00\uD800",
  "é",
  "e\u0301",
];

describe("limit-length", () => {
  it.each([
    ["minLength", 0],
    ["minLength", 1],
    ["minLength", 2],
    ["minLength", 3],
    ["maxLength", 0],
    ["maxLength", 1],
    ["maxLength", 2],
    ["maxLength", 3],
  ] as const)("%s %d: the check and Ajv agree on every string, astral characters and lone surrogates among them", (keyword, limit) => {
    const schema = { type: "string", [keyword]: limit };
    const check = compiledCheck(schema);
    const ajv = new Ajv2020().compile(schema);
    for (const value of STRINGS) expect(check(value), JSON.stringify(value)).toBe(ajv(value));
  });

  it("counts a character outside the Basic Multilingual Plane once", () => {
    expect(compiledCheck({ type: "string", maxLength: 1 })(SMILE)).toBe(true);
    expect(compiledCheck({ type: "string", minLength: 2 })(SMILE)).toBe(false);
    expect(compiledCheck({ type: "string", minLength: 2 })(SMILE + SMILE)).toBe(true);
  });

  it("words its issues and its reference, and says how diff judges a change", () => {
    expect(limitLength.minLength.issue.message).toBe("must have {limit} characters or more");
    expect(limitLength.maxLength.issue.message).toBe("must have {limit} characters or fewer");
    expect(limitLength.minLength.reference({ minLength: 1 })).toBe("minLength 1");
    expect([limitLength.minLength.diff, limitLength.maxLength.diff]).toEqual(["lower bound", "upper bound"]);
    expect(limitLength.minLength.appliesTo).toEqual(["string"]);
  });
});
