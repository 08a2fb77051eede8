// The keys diff compares meanings by (src/diff/meaning-keys.ts): equal exactly when the values
// mean the same, short however deep the value, numbered afresh for each comparison.
import { beforeEach, describe, expect, it } from "vitest";
import { byJson, forgetMeaningKeys, meaningKey, sameMeaning } from "../../src/diff/meaning-keys.js";

beforeEach(forgetMeaningKeys);

describe("a meaning key", () => {
  it("is a primitive's JSON text, and null for what JSON has no text of", () => {
    expect([1, "a", true, null, undefined].map(meaningKey)).toEqual(["1", '"a"', "true", "null", "null"]);
  });

  it("lists an array's members and an object's own defined properties in order, separated by commas", () => {
    expect(meaningKey([1, "a", null])).toBe('[1,"a",null]');
    expect(meaningKey([])).toBe("[]");
    expect(meaningKey({ a: 1, b: "x", c: undefined })).toBe('{"a":1,"b":"x"}');
    expect(meaningKey(Object.assign(Object.create({ inherited: 1 }), { own: 2 }))).toBe('{"own":2}');
  });

  it("numbers each distinct member object or array once, from 0 in each comparison", () => {
    expect(meaningKey({ a: { q: 1 }, b: [2], c: { q: 1 } })).toBe('{"a":#0,"b":#1,"c":#0}');
    expect(meaningKey({ d: { r: 2 } })).toBe('{"d":#2}');
    forgetMeaningKeys();
    expect(meaningKey({ d: { r: 2 } })).toBe('{"d":#0}');
  });
});

describe("the same meaning", () => {
  it.each([
    [{ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] }, true],
    [{ a: { b: 1 } }, { a: { b: 1 } }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: { b: 1 } }, { a: { b: 2 } }, false],
    [[1, 2], [2, 1], false],
    [[1, 2], [12], false],
    [[1, 2], [1, 2, null], false],
    [{ a: 1, b: 2 }, { a: 1 }, false],
    [{ a: "1" }, { a: 1 }, false],
  ])("%j and %j: %s", (a, b, same) => {
    expect(sameMeaning(a, b)).toBe(same);
  });
});

describe("byJson", () => {
  it("orders by meaning key, equal meanings as equal", () => {
    expect([byJson(1, 2), byJson(2, 1), byJson(2, 2), byJson({ a: 1 }, { a: 1 })]).toEqual([-1, 1, 0, 0]);
    expect(["b", "a", "c", "a"].sort(byJson)).toEqual(["a", "a", "b", "c"]);
  });
});
