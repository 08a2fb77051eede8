// runtime/codec-helpers.ts, what the generated codecs share (D21): each helper's answer on the
// values that decide it, and the two that must equal a reference (JSON.stringify, Date.parse)
// on any input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cases } from "../depth.js";
import { isDateTime } from "../../formats/date-time.js";
import * as tolerantEntry from "../../src/index.js";
import * as strictEntry from "../../src/strict.js";
import { FULL } from "../fixtures.js";
import { errorOf } from "../profiles.js";
import {
  NOT_SENT,
  dateTimeJsonOf,
  UnsendableValue,
  dateTimeText,
  freeFormBuilt,
  freeFormCopy,
  freeFormText,
  isPlainArray,
  jsonOf,
  escapedText,
  plainObjectMaker,
  prototypesAreSound,
  setProperty,
  sureDateTime,
  unsendableAt,
} from "../../runtime/codec-helpers.js";

describe("escapedText", () => {
  it("is JSON.stringify of any string between its quotes, short or long, escapes and lone surrogates included", () => {
    const strings = fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.string({ unit: "grapheme", minLength: 60, maxLength: 200 }), fc.string({ maxLength: 100 }));
    fc.assert(
      fc.property(strings, (s) => {
        expect(`"${escapedText(s)}"`).toBe(JSON.stringify(s));
      }),
      { numRuns: cases(2000) },
    );
    for (const s of ["", '"', "\\", "\u0000", "\u001f", "\ud800", "\udfff", "😀", `${"a".repeat(70)}"`, `${"a".repeat(70)}\ud800`, "a".repeat(65)]) {
      expect(`"${escapedText(s)}"`).toBe(JSON.stringify(s));
    }
  });
});

describe("what JSON.stringify reads", () => {
  it("jsonOf: the result of a toJSON method, own or inherited, called with the key", () => {
    const keys: string[] = [];
    const withToJson = { toJSON: (key: string) => (keys.push(key), "sent") };
    expect(jsonOf(withToJson, "name")).toBe("sent");
    expect(keys).toEqual(["name"]);
    expect(jsonOf(new Date(0), "at")).toBe("1970-01-01T00:00:00.000Z");
    expect(jsonOf(new Date(NaN), "at")).toBeNull();
    const plain = { a: 1 };
    expect(jsonOf(plain, "a")).toBe(plain);
    expect(jsonOf({ toJSON: "not a function" }, "a")).toEqual({ toJSON: "not a function" });
    expect(jsonOf(null, "a")).toBeNull();
    expect(jsonOf("text", "a")).toBe("text");
  });

  it("jsonOf: a Date's text is Date.prototype.toJSON's for every time value a Date holds", () => {
    const edges = [0, -1, 1, 999, -999, -62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000, 8.64e15, -8.64e15, 951_782_400_000, 4_107_542_399_999];
    const times = fc.oneof(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), fc.constantFrom(...edges));
    fc.assert(
      fc.property(times, (t) => {
        const date = new Date(t);
        expect(jsonOf(date, "at")).toBe(date.toJSON());
      }),
      { numRuns: cases(5000) },
    );
    for (const t of edges) expect(jsonOf(new Date(t), "at")).toBe(new Date(t).toJSON());
  });

  it("jsonOf: a Date whose toISOString, valueOf or Symbol.toPrimitive is its own is read as toJSON reads it", () => {
    const ownText = Object.assign(new Date(0), { toISOString: () => "own text" });
    expect(jsonOf(ownText, "at")).toBe("own text");
    const ownValue = Object.assign(new Date(0), { valueOf: () => NaN });
    expect(jsonOf(ownValue, "at")).toBe(ownValue.toJSON());
    const ownPrimitive = Object.defineProperty(new Date(0), Symbol.toPrimitive, { value: () => Infinity });
    expect(jsonOf(ownPrimitive, "at")).toBeNull();
    class Stamp extends Date {
      override toISOString() {
        return "a stamp";
      }
    }
    expect(jsonOf(new Stamp(0), "at")).toBe("a stamp");
    const notADate = { toJSON: Date.prototype.toJSON, toISOString: Date.prototype.toISOString, valueOf: Date.prototype.valueOf };
    expect(() => jsonOf(notADate, "at")).toThrow(TypeError);
  });

  it("sureDateTime: a Date's time value where its text is a valid date-time, else NaN for the field to be checked; dateTimeText: that text", () => {
    // Every month's first and last millisecond of years whose days are counted differently (year 0000's January and February come before the era's first March)
    const monthEnds = [0, 1, 1899, 1900, 1969, 1970, 2000, 2100, 9999].flatMap((year) =>
      Array.from({ length: 12 }, (_, month) => {
        const first = new Date(0);
        first.setUTCFullYear(year, month, 1);
        return [first.getTime(), first.getTime() - 1];
      }).flat(),
    );
    const isoTimes = fc.oneof(
      fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }),
      fc.constantFrom(-62_167_219_200_000, 253_402_300_799_999, 0, -1, ...monthEnds.filter((t) => t >= -62_167_219_200_000)),
    );
    fc.assert(
      fc.property(isoTimes, (t) => {
        expect(sureDateTime(new Date(t))).toBe(t);
        const text = dateTimeText(t);
        expect(text).toBe(new Date(t).toJSON());
        expect(isDateTime(text)).toBe(true);
      }),
      { numRuns: cases(5000) },
    );
    // Six-digit years, an Invalid Date (null): not date-time texts, left to the check.
    for (const t of [-62_167_219_200_001, 253_402_300_800_000, 8.64e15, NaN]) expect(sureDateTime(new Date(t))).toBeNaN();
    // Not read as Date.prototype.toJSON reads a Date: left to jsonOf and the check.
    const ownText = Object.assign(new Date(0), { toISOString: () => "own text" });
    const ownToJson = Object.assign(new Date(0), { toJSON: () => "1970-01-01T00:00:00Z" });
    for (const value of ["1970-01-01T00:00:00.000Z", 0, null, undefined, {}, ownText, ownToJson]) expect(sureDateTime(value)).toBeNaN();
    const borrowed = {
      toJSON: Date.prototype.toJSON,
      toISOString: Date.prototype.toISOString,
      valueOf: Date.prototype.valueOf,
      [Symbol.toPrimitive]: Date.prototype[Symbol.toPrimitive],
    };
    expect(() => sureDateTime(borrowed)).toThrow(TypeError);
  });

  it("freeFormText: JSON.stringify of a plain object, undefined for what the exact path must read", () => {
    expect(freeFormText({ a: [1, new Date(0)], b: undefined })).toBe('{"a":[1,"1970-01-01T00:00:00.000Z"]}');
    expect(freeFormText(Object.create(null))).toBe("{}");
    expect(freeFormText([1])).toBeUndefined();
    expect(freeFormText(new Map())).toBeUndefined();
    expect(freeFormText({ toJSON: () => ({}) })).toBeUndefined();
    expect(freeFormText("text")).toBeUndefined();
    expect(freeFormText(null)).toBeUndefined();
    expect(() => freeFormText({ big: 1n })).toThrow(TypeError);
    let reads = 0;
    const counted = {
      get a() {
        reads++;
        return [NaN, undefined];
      },
    };
    expect(freeFormText(counted)).toBe('{"a":[null,null]}');
    expect(reads).toBe(1);
    // A getter that makes something of Object.prototype enumerable: a for-in would meet it as the object's own
    const polluting = {
      get a() {
        Object.defineProperty(Object.prototype, "leak", { value: 1, enumerable: true, configurable: true, writable: true });
        return 1;
      },
      b: {},
    };
    try {
      expect(freeFormText(polluting)).toBeUndefined();
    } finally {
      delete (Object.prototype as { leak?: unknown }).leak;
    }
  });

  it("freeFormText: JSON.stringify's text of any plain object, whatever it holds and however deep", () => {
    // What JSON.stringify writes as itself, changes (NaN, -0, a Date) or leaves out (undefined, a function), in objects and arrays, nested past the depth written without it
    const odd = fc.constantFrom(NaN, -0, Infinity, undefined, () => 1, new Date(0), Symbol("s"), new Array<number>(2).fill(1, 1), Object.create(null) as object, {
      toJSON: (key: string) => `was ${key}`,
    });
    const keys = fc.oneof(fc.string({ unit: "binary", maxLength: 6 }), fc.constantFrom("__proto__", "0", "1", "10", 'q"', "\\"));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("leaf"), tie("object"), fc.array(tie("tree"), { maxLength: 4 })),
      leaf: fc.oneof(fc.string({ unit: "binary", maxLength: 12 }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), odd),
      object: fc.dictionary(keys, tie("tree"), { maxKeys: 4 }),
    }));
    const deep = fc.integer({ min: 0, max: 40 }).map((depth) => {
      let value: unknown = { end: 1 };
      for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { next: value } : [value];
      return { value };
    });
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(keys, tree, { maxKeys: 5 }), deep), (value) => {
        expect(freeFormText(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: cases(2000) },
    );
  });

  it("freeFormCopy: a new plain JSON value; another toJSON of the result is not called, as JSON.stringify would not", () => {
    const source = { a: { b: [1, undefined, () => 1] }, at: new Date(0) };
    const copy = freeFormCopy(source);
    expect(copy).toStrictEqual({ a: { b: [1, null, null] }, at: "1970-01-01T00:00:00.000Z" });
    expect(copy).not.toBe(source);
    expect(freeFormCopy({ toJSON: () => "again", kept: 1 })).toStrictEqual({ kept: 1 });
    expect(freeFormCopy(new String("boxed"))).toBe("boxed");
    expect(freeFormCopy([1, 2])).toStrictEqual([1, 2]);
    expect(freeFormCopy(7)).toBe(7);
    expect(freeFormCopy(null)).toBeNull();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => freeFormCopy(cycle)).toThrow(TypeError);
  });

  it("freeFormCopy: what a JSON text round trip gives, for any object, nested deep or holding what JSON changes", () => {
    const odd = fc.constantFrom<unknown>(undefined, () => 1, new Date(0), NaN, -0, Infinity, new Map(), Object.create(null), { toJSON: () => "t" });
    const value = fc.oneof(
      fc.jsonValue(),
      fc.letrec((tie) => ({ node: fc.oneof({ depthSize: "small" }, odd, fc.jsonValue(), fc.array(tie("node")), fc.dictionary(fc.string(), tie("node"))) })).node,
    );
    const objects = fc.dictionary(fc.oneof(fc.string(), fc.constant("__proto__")), value);
    fc.assert(
      fc.property(objects, (object) => {
        expect(freeFormCopy(object)).toStrictEqual(JSON.parse(JSON.stringify(object)));
      }),
      { numRuns: cases(500) },
    );
    let deep: unknown = { leaf: [1, "a", null, true] };
    for (let i = 0; i < 200; i++) deep = { child: deep, list: [i] };
    expect(freeFormCopy(deep)).toStrictEqual(JSON.parse(JSON.stringify(deep)));
    const shared = { a: 1 };
    const copy = freeFormCopy({ x: shared, y: [shared] }) as { x: unknown; y: unknown[] };
    expect(copy.x).not.toBe(shared);
    expect(copy.y[0]).not.toBe(copy.x);
  });

  it("freeFormCopy: inherited properties are not sent, even when a prototype was polluted", () => {
    const value = { own: 1 };
    Object.defineProperty(Object.prototype, "polluted", { value: 2, enumerable: true, configurable: true, writable: true });
    try {
      expect(freeFormCopy(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
      expect(Object.keys(freeFormCopy(value) as object)).toEqual(["own"]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });

  it("freeFormBuilt: a copy of a plain object of plain data, or undefined for the exact path to decide", () => {
    const source = { a: [1, "x", null, { b: true }], __proto__: null, n: -0 };
    const built = freeFormBuilt(source);
    expect(built).toStrictEqual(JSON.parse(JSON.stringify(source)));
    expect(built).not.toBe(source);
    for (const unsure of [[1], new Map(), { at: new Date(0) }, { skip: undefined }, { n: NaN }, { toJSON: () => ({}) }, "text", null, 1])
      expect(freeFormBuilt(unsure)).toBeUndefined();
  });

  it("isPlainArray: an array of the array prototype without toJSON", () => {
    expect(isPlainArray([])).toBe(true);
    expect(isPlainArray(Object.assign([], { toJSON: () => [] }))).toBe(false);
    expect(isPlainArray(Object.setPrototypeOf([], null))).toBe(false);
    expect(isPlainArray({ length: 0 })).toBe(false);
  });

  it("prototypesAreSound: false once something enumerable or a toJSON is added to Object.prototype or Array.prototype", () => {
    expect(prototypesAreSound()).toBe(true);
    const prototypes = [Object.prototype, Array.prototype] as unknown as Record<string, unknown>[];
    for (const prototype of prototypes) {
      for (const [key, enumerable] of [
        ["polluted", true],
        ["toJSON", false],
      ] as const) {
        Object.defineProperty(prototype, key, { value: () => 1, enumerable, configurable: true, writable: true });
        try {
          expect(prototypesAreSound()).toBe(false);
        } finally {
          delete prototype[key];
        }
      }
    }
    expect(prototypesAreSound()).toBe(true);
  });
});

describe("what the codecs write and throw", () => {
  it("plainObjectMaker: each maker makes new plain objects, as {} is, and no two makers are one; its text is never run", () => {
    const makerOf = () =>
      plainObjectMaker(function Object(this: Record<string, unknown>, sized?: boolean) {
        if (sized) this["a"] = undefined;
      });
    const Maker = makerOf();
    const made = new Maker();
    expect(Object.getOwnPropertyNames(made)).toEqual([]);
    made.a = 1;
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
    expect(made.constructor).toBe(Object);
    expect(made).toStrictEqual({ a: 1 });
    expect(Object.getOwnPropertyNames(made)).toEqual(["a"]);
    expect(new Maker()).not.toBe(made);
    expect(makerOf()).not.toBe(Maker);
  });

  it("setProperty: a property named __proto__ is data, not the prototype", () => {
    const target: Record<string, unknown> = {};
    setProperty(target, "__proto__", { polluted: true });
    setProperty(target, "name", "x");
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(["__proto__", "name"]);
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":true},"name":"x"}');
    // A property as JSON.parse makes it: one a caller may change or delete, as any other.
    const parsed = Object.getOwnPropertyDescriptor(JSON.parse('{"__proto__":{"polluted":true}}'), "__proto__");
    expect(Object.getOwnPropertyDescriptor(target, "__proto__")).toStrictEqual(parsed);
  });

  it("dateTimeJsonOf: what JSON.stringify reads, but an Invalid Date, or any toJSON giving null, throws instead of reading as null", () => {
    expect(dateTimeJsonOf(new Date(0), "at")).toBe("1970-01-01T00:00:00.000Z");
    expect(dateTimeJsonOf(null, "at")).toBeNull();
    expect(dateTimeJsonOf("2026-03-01T09:00:00Z", "at")).toBe("2026-03-01T09:00:00Z");
    for (const value of [new Date(Number.NaN), { toJSON: () => null }]) {
      let thrown: unknown;
      try {
        dateTimeJsonOf(value, "at");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(UnsendableValue);
      expect((thrown as UnsendableValue).invalidDate).toBe(true);
    }
  });

  it("unsendableAt: the path from the record's root, whatever threw", () => {
    const inner = unsendableAt(new Error("a message from the input"), "name");
    expect(inner).toBeInstanceOf(UnsendableValue);
    expect(inner.segments).toEqual(["name"]);
    expect(unsendableAt(unsendableAt(inner, "0"), "data").segments).toEqual(["data", "0", "name"]);
    expect(unsendableAt("thrown text", undefined).segments).toEqual([]);
    expect(Object.keys(inner)).toEqual(["segments", "invalidDate"]);
    expect(inner.invalidDate).toBe(false);
  });
});

describe("NOT_SENT", () => {
  it("is refused in a record's place and in a list's by every check, and reported as an object with a toJSON method", () => {
    for (const entry of [tolerantEntry, strictEntry]) {
      expect(entry.isFromEmail(NOT_SENT)).toBe(false);
      expect(entry.isCollector({ ...FULL.Collector, fromEmail: NOT_SENT })).toBe(false);
      expect(entry.isCollector({ ...FULL.Collector, groups: NOT_SENT })).toBe(false);
      expect(entry.isCollectorPage({ ...FULL.CollectorPage, data: NOT_SENT })).toBe(false);
      expect(entry.isCollectorPage({ ...FULL.CollectorPage, data: [NOT_SENT] })).toBe(false);
      const error = errorOf(() => entry.assertCollector({ ...FULL.Collector, fromEmail: NOT_SENT }));
      expect(error.issues).toContainEqual(expect.objectContaining({ path: "/fromEmail", detail: "has a toJSON method: validate the JSON value it stands for" }));
    }
  });
});
