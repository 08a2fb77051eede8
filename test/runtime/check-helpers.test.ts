// runtime/check-helpers.ts, the D9 helpers the generated checks and the wire view call: each
// one's answer on the values that decide it (the generated copy is compared with this source in
// check-code.test.ts).
import { describe, expect, it } from "vitest";
import {
  codePointLength,
  hasCodePointsAtLeast,
  hasCodePointsAtMost,
  hasToJson,
  isBoxedPrimitive,
  isFreeFormObject,
  isJsonObject,
  isPlain,
  isSent,
  sentElement,
  sentProperties,
} from "../../runtime/check-helpers.js";

class Instance {
  a = 1;
}

describe("check helpers", () => {
  it("isPlain: only what JSON.parse could have made, with Object.prototype or no prototype", () => {
    expect(isPlain({})).toBe(true);
    expect(isPlain(Object.create(null))).toBe(true);
    expect(isPlain(new Instance())).toBe(false);
    expect(isPlain([])).toBe(false);
    expect(isPlain(Object.create({}))).toBe(false);
  });

  it("hasToJson: a toJSON function, own or inherited; anything else under that name is data", () => {
    expect(hasToJson({ toJSON: () => 1 })).toBe(true);
    expect(hasToJson(new Date(0))).toBe(true);
    expect(hasToJson({ toJSON: 1 })).toBe(false);
    expect(hasToJson({})).toBe(false);
  });

  it("isBoxedPrimitive: Number, String, Boolean and BigInt boxes, not objects that only claim a tag", () => {
    expect(isBoxedPrimitive(new Number(1))).toBe(true);
    expect(isBoxedPrimitive(new String("a"))).toBe(true);
    expect(isBoxedPrimitive(new Boolean(false))).toBe(true);
    expect(isBoxedPrimitive(Object(1n))).toBe(true);
    expect(isBoxedPrimitive({})).toBe(false);
    expect(isBoxedPrimitive({ [Symbol.toStringTag]: "Number" })).toBe(false);
    expect(isBoxedPrimitive(new Date(0))).toBe(false);
    expect(isBoxedPrimitive([])).toBe(false);
  });

  it("isJsonObject: what JSON.stringify sends as an object", () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject(new Instance())).toBe(true);
    expect(isJsonObject({ toJSON: 1 })).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(new Date(0))).toBe(false);
    expect(isJsonObject(new String("a"))).toBe(false);
  });

  it("sentProperties: own enumerable keys whose value is not undefined, on an object without a prototype", () => {
    const hidden = Object.defineProperty({ shown: 1 }, "hidden", { value: 2, enumerable: false });
    const sent = sentProperties(Object.assign(Object.create({ inherited: 3 }), hidden, { gone: undefined }));
    expect(Object.getPrototypeOf(sent)).toBe(null);
    expect(Object.keys(sent)).toEqual(["shown"]);
    expect("gone" in sent).toBe(false);
  });

  it("isSent: undefined, functions and symbols are dropped", () => {
    expect([undefined, () => 1, Symbol("s")].map(isSent)).toEqual([false, false, false]);
    expect([null, 0, "", false, {}, []].map(isSent)).toEqual([true, true, true, true, true, true]);
  });

  it("sentElement: null for a hole, a hidden or inherited element and what cannot be sent", () => {
    const hidden = Object.defineProperty([0, 1], 0, { value: 5, enumerable: false });
    // eslint-disable-next-line no-sparse-arrays
    const holes = [, "b"];
    expect(sentElement(hidden, 0)).toBe(null);
    expect(sentElement(hidden, 1)).toBe(1);
    expect(sentElement(holes, 0)).toBe(null);
    expect(sentElement(holes, 1)).toBe("b");
    expect(sentElement([() => 1, undefined, 0], 0)).toBe(null);
    expect(sentElement([() => 1, undefined, 0], 1)).toBe(null);
    expect(sentElement([() => 1, undefined, 0], 2)).toBe(0);
  });

  it("isFreeFormObject: any object JSON.stringify sends as an object", () => {
    expect(isFreeFormObject({})).toBe(true);
    expect(isFreeFormObject(new Instance())).toBe(true);
    expect(isFreeFormObject({ toJSON: 1 })).toBe(true);
    expect([null, [], new Date(0), new Number(1), "x", 1, { toJSON: () => ({}) }].map(isFreeFormObject)).toEqual([false, false, false, false, false, false, false]);
  });

  it("isFreeFormObject: reads toJSON once, and judges what that read saw", () => {
    for (const [prototype, first, then, verdict] of [
      [Object.prototype, () => ({}), undefined, false],
      [Instance.prototype, () => ({}), undefined, false],
      [Object.prototype, undefined, () => ({}), true],
      [Instance.prototype, 1, () => ({}), true],
    ] as const) {
      let reads = 0;
      const value = Object.defineProperty(Object.create(prototype) as object, "toJSON", { get: () => (reads++ === 0 ? first : then), enumerable: true });
      expect(isFreeFormObject(value)).toBe(verdict);
      expect(reads).toBe(1);
    }
  });

  it("codePointLength: a pair of surrogates counts once, a lone or reversed one counts alone", () => {
    const cases: [string, number][] = [
      ["", 0],
      ["abc", 3],
      ["\u{1F600}", 1],
      ["\uD800\uDC00", 1],
      ["\uDBFF\uDFFF", 1],
      ["\uD7FF\uDC00", 2],
      ["\uDC00\uDC00", 2],
      ["\uD800\uDBFF", 2],
      ["\uD800\uE000", 2],
      ["\uD800\uDBFF\uDC00", 2],
      ["\uDC00\uD800", 2],
      ["a\uD800", 2],
      ["\u{1F600}\u{1F600}a", 3],
    ];
    expect(cases.map(([s]) => codePointLength(s))).toEqual(cases.map(([, n]) => n));
  });

  it("hasCodePointsAtLeast and hasCodePointsAtMost agree with the count at every limit", () => {
    for (const s of ["", "ab", "\u{1F600}", "\u{1F600}\u{1F600}", "a\u{1F600}b", "\uD800\uD800"]) {
      for (let limit = 0; limit <= s.length + 1; limit++) {
        expect(hasCodePointsAtLeast(s, limit), `${JSON.stringify(s)} at least ${limit}`).toBe(codePointLength(s) >= limit);
        expect(hasCodePointsAtMost(s, limit), `${JSON.stringify(s)} at most ${limit}`).toBe(codePointLength(s) <= limit);
      }
    }
  });
});
