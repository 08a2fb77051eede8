// src/diff/keywords.ts: which types a keyword can refuse a value of, read from the vocabulary's
// `appliesTo`, as the split of a type list into one alternative per type needs it.
import { describe, expect, it } from "vitest";
import { constrainsNoneOf, constrainsType } from "../../src/diff/keywords.js";

describe("constrainsType", () => {
  it.each([
    ["minLength", "string", true],
    ["minLength", "integer", false],
    ["minimum", "integer", true],
    ["minimum", "number", true],
    ["minimum", "string", false],
    ["required", "object", true],
    ["required", "array", false],
    ["items", "array", true],
    ["items", "null", false],
  ])("%s for %s: %s", (keyword, type, expected) => {
    expect(constrainsType(keyword, type)).toBe(expected);
  });

  it("takes format to constrain every type: OpenAPI names formats of numbers too", () => {
    expect(constrainsType("format", "integer")).toBe(true);
    expect(constrainsType("format", "string")).toBe(true);
  });

  it("takes a keyword of every type, an extension and an unknown keyword to constrain any type", () => {
    expect(constrainsType("enum", "boolean")).toBe(true);
    expect(constrainsType("x-internal", "string")).toBe(true);
    expect(constrainsType("notAKeyword", "string")).toBe(true);
  });
});

describe("constrainsNoneOf", () => {
  it("is true for a keyword of some types' values beside none of them, or beside no type", () => {
    expect(constrainsNoneOf("minimum", ["string", "null"])).toBe(true);
    expect(constrainsNoneOf("minimum", [])).toBe(true);
  });

  it("is false where one of the types is the keyword's, and for a keyword of every type", () => {
    expect(constrainsNoneOf("minimum", ["string", "integer"])).toBe(false);
    expect(constrainsNoneOf("enum", [])).toBe(false);
    expect(constrainsNoneOf("x-owner", ["string"])).toBe(false);
  });
});
