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
  ABSENT,
  NOT_SENT,
  dateTimeJsonOf,
  dateTimeRead,
  UnsendableValue,
  dateTimeText,
  freeFormBuilt,
  freeFormCopy,
  flattened,
  listed,
  freeFormText,
  isPlainArray,
  jsonOf,
  escapedText,
  costlyWritten,
  plainObjectMaker,
  prototypesAreSound,
  reordered,
  sentRunText,
  setProperty,
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

  it("is JSON.stringify between its quotes for every UTF-16 code unit beside each kind of surrogate, paired or lone, on the short path and the long one", () => {
    const wrong: string[] = [];
    const around = ["\ud83d", "\ude00", "\ud83d\ude00", '"', ""];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const c = String.fromCharCode(unit);
      for (const other of around) {
        for (const s of [`${other}${c}`, `${c}${other}`, `${"a".repeat(70)}${other}${c}`, `${c}${other}${"a".repeat(70)}`, `${other}${c}${other}${c}`]) {
          if (`"${escapedText(s)}"` !== JSON.stringify(s)) wrong.push(`U+${unit.toString(16).padStart(4, "0")} beside ${JSON.stringify(other)} in ${s.length} characters`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // A pair needs no escape: the string itself is its text
    for (const s of ["😀", "a😀b", `${"a".repeat(70)}😀`, "👍🏽𝄞"]) expect(escapedText(s)).toBe(s);
  });

  it("is JSON.stringify between its quotes for every UTF-16 code unit, on the short path and the long one (past 64 characters)", () => {
    const wrong: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const c = String.fromCharCode(unit);
      for (const s of [c, `a${c}b`, `${"a".repeat(70)}${c}`, `${c}${"a".repeat(70)}`]) {
        if (`"${escapedText(s)}"` !== JSON.stringify(s)) wrong.push(`U+${unit.toString(16).padStart(4, "0")} in ${s.length} characters`);
      }
    }
    expect(wrong).toEqual([]);
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

  it("dateTimeRead: a Date's time value where its text is a valid date-time, else what JSON.stringify reads, to be checked; dateTimeText: that text", () => {
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
        expect(dateTimeRead(new Date(t), "at")).toBe(t);
        const text = dateTimeText(t);
        expect(text).toBe(new Date(t).toJSON());
        expect(isDateTime(text)).toBe(true);
      }),
      { numRuns: cases(5000) },
    );
    // Six-digit years, an Invalid Date (null): not date-time texts, left to the check.
    for (const t of [-62_167_219_200_001, 253_402_300_800_000, 8.64e15, NaN]) expect(dateTimeRead(new Date(t), "at")).toBe(new Date(t).toJSON());
    // Not read as Date.prototype.toJSON reads a Date: what JSON.stringify reads, left to the check.
    const ownText = Object.assign(new Date(0), { toISOString: () => "own text" });
    const ownToJson = Object.assign(new Date(0), { toJSON: (key: string) => `1970-01-01T00:00:00Z for ${key}` });
    const plain = {};
    expect([ownText, ownToJson, plain].map((value) => dateTimeRead(value, "at"))).toEqual(["own text", "1970-01-01T00:00:00Z for at", plain]);
    // A number a toJSON gives is never taken for a time value.
    const number = dateTimeRead({ toJSON: () => 0 }, "at");
    expect(typeof number).toBe("object");
    // The toJSON is read once: the read that decides whether the Date's own time value is taken gives the text too.
    let reads = 0;
    const twoFaced = Object.defineProperty(new Date(0), "toJSON", { get: () => (reads++ === 0 ? () => "yesterday" : Date.prototype.toJSON) });
    expect(dateTimeRead(twoFaced, "at")).toBe("yesterday");
    expect(reads).toBe(1);
    const borrowed = {
      toJSON: Date.prototype.toJSON,
      toISOString: Date.prototype.toISOString,
      valueOf: Date.prototype.valueOf,
      [Symbol.toPrimitive]: Date.prototype[Symbol.toPrimitive],
    };
    expect(() => dateTimeRead(borrowed, "at")).toThrow(TypeError);
  });

  it("freeFormText: JSON.stringify of a field holding a plain object, ABSENT where nothing is sent, undefined for what the exact path must read", () => {
    expect(freeFormText({ a: [1, new Date(0)], b: undefined }, "f")).toBe('{"a":[1,"1970-01-01T00:00:00.000Z"]}');
    expect(freeFormText(Object.create(null), "f")).toBe("{}");
    expect(freeFormText({ toJSON: (key: string) => ({ key }) }, "f")).toBe('{"key":"f"}');
    expect(freeFormText(null, "f")).toBe("null");
    expect(freeFormText({ toJSON: () => null }, "f")).toBe("null");
    expect(freeFormText(undefined, "f")).toBe(ABSENT);
    expect(freeFormText({ toJSON: () => undefined }, "f")).toBe(ABSENT);
    for (const unsure of [[1], new Map(), { toJSON: () => [] }, { toJSON: () => 42 }, "text", 1, { big: 1n }, { n: new Number(1) }])
      expect(freeFormText(unsure, "f")).toBeUndefined();
    let reads = 0;
    const counted = {
      get a() {
        reads++;
        return [NaN, undefined];
      },
    };
    expect(freeFormText(counted, "f")).toBe('{"a":[null,null]}');
    expect(reads).toBe(1);
  });

  it("freeFormText, freeFormBuilt, freeFormCopy: a toJSON and each property read once, what that read saw written, never a property of a prototype", () => {
    const changing = (first: unknown, then: unknown) => {
      let reads = 0;
      return { get: () => (reads++ === 0 ? first : then), reads: () => reads, enumerable: true };
    };
    for (const read of [(v: unknown) => freeFormText(v, "f"), (v: unknown) => JSON.stringify(freeFormBuilt(v, "f")), (v: unknown) => JSON.stringify(freeFormCopy(v, "f"))]) {
      // A toJSON absent on the first read and a method on the next: the object is sent as its properties, the toJSON property as the one read saw it.
      const toJson = changing(undefined, () => 42);
      expect(read(Object.defineProperty({ q: 1, at: new Date(0) }, "toJSON", toJson))).toBe('{"q":1,"at":"1970-01-01T00:00:00.000Z"}');
      expect(toJson.reads()).toBe(1);
      const nested = changing(undefined, () => "again");
      expect(read({ inner: Object.defineProperty({ a: 1 }, "toJSON", nested) })).toBe('{"inner":{"a":1}}');
      expect(nested.reads()).toBe(1);
      const property = changing(1, 2);
      expect(read(Object.defineProperty({ at: new Date(0) }, "q", property))).toBe('{"at":"1970-01-01T00:00:00.000Z","q":1}');
      expect(property.reads()).toBe(1);
      // A getter that gives Object.prototype and Array.prototype a property halfway through: a for-in or an index would meet it as the object's own
      const polluting = {
        get a() {
          (Object.prototype as Record<string, unknown>).leak = 1;
          (Array.prototype as unknown as Record<string, unknown>)[1] = "leak";
          return 1;
        },
        b: {},
        c: [0, , 2], // eslint-disable-line no-sparse-arrays -- the index a prototype holds
      };
      try {
        expect(read(polluting)).toBe('{"a":1,"b":{},"c":[0,null,2]}');
      } finally {
        delete (Object.prototype as Record<string, unknown>).leak;
        delete (Array.prototype as unknown as Record<string, unknown>)[1];
      }
    }
  });

  it("freeFormText: JSON.stringify's text of any plain object, whatever it holds; freeFormCopy's text where it is too deep for the fast path", () => {
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
        expect(freeFormText(value, "f") ?? JSON.stringify(freeFormCopy(value, "f"))).toBe(JSON.stringify(value));
      }),
      { numRuns: cases(2000) },
    );
  });

  it("freeFormText: JSON.stringify's text of a free-form object of any size", () => {
    const keys = fc.oneof(fc.string({ unit: "binary", maxLength: 6 }), fc.constantFrom("__proto__", "toJSON", "0", "10", 'q"', "\\", "\ud800", "😀"));
    const leaf = fc.oneof(
      fc.string({ unit: "binary", maxLength: 12 }),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(NaN, -0, undefined, () => 1, new Date(0)),
    );
    const inside = fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(keys, leaf, { maxKeys: 3 }));
    fc.assert(
      fc.property(fc.dictionary(keys, inside, { minKeys: 0, maxKeys: 30 }), fc.boolean(), (value, viaToJson) => {
        const field = viaToJson ? { toJSON: () => value } : value;
        const text = freeFormText(field, "f");
        const sent = JSON.stringify(field);
        // A property toJSON holding a method makes the field's value what it gives: no object, for the exact path
        expect(text).toBe(sent.startsWith("{") ? sent : undefined);
      }),
      { numRuns: cases(2000) },
    );
  });

  it("freeFormText: each key written as JSON.stringify writes it, whatever keys the objects written before held", () => {
    // Keys that repeat, that need an escape, longer than the walk keeps, and more than it keeps (each object holds some of 300)
    const many = Array.from({ length: 300 }, (_, i) => `key${i}`);
    const key = fc.oneof(
      fc.constantFrom("a", "b", "toJSON", "__proto__", 'q"', "line\n", "\ud800", "😀"),
      fc.constantFrom(...many),
      fc.string({ unit: "binary", minLength: 60, maxLength: 70 }),
      fc.string({ unit: "binary", maxLength: 6 }),
    );
    const leaf = fc.oneof(fc.string({ unit: "binary", maxLength: 8 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const object = fc.dictionary(key, fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(key, leaf, { maxKeys: 4 })), { maxKeys: 12 });
    fc.assert(
      fc.property(fc.array(object, { minLength: 1, maxLength: 40 }), (objects) => {
        for (const value of objects) expect(freeFormText(value, "f")).toBe(JSON.stringify(value));
      }),
      { numRuns: cases(500) },
    );
    // Every one of the 300 keys in turn, and each again after the others, first and following in its object
    for (const round of [0, 1])
      for (const k of many) expect(freeFormText(round === 0 ? { [k]: 1, z: 2 } : { z: 2, [k]: 1 }, "f")).toBe(JSON.stringify(round === 0 ? { [k]: 1, z: 2 } : { z: 2, [k]: 1 }));
  });

  it("freeFormText: an index an array does not hold is null, never what a prototype holds there, enumerable or not, on every path", () => {
    const holed = (keys: number) => ({ ...Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])), list: [0, , 2] }); // eslint-disable-line no-sparse-arrays -- the hole
    for (const prototype of [Array.prototype, Object.prototype] as unknown as Record<string, unknown>[]) {
      for (const enumerable of [false, true]) {
        Object.defineProperty(prototype, "1", { value: "inherited", enumerable, configurable: true, writable: true });
        try {
          for (const keys of [0, 3, 5, 20]) {
            // Walked (a few keys) or copied then given to JSON.stringify: a hole is null either way
            const text = freeFormText(holed(keys), "f");
            // Written with the hole as null, or left to the exact path (undefined), which reads own properties only
            expect([undefined, JSON.stringify(holed(keys)).replace('"inherited"', "null")], `${keys} keys`).toContain(text);
          }
        } finally {
          delete prototype["1"];
        }
      }
    }
  });

  it("freeFormText: a free-form object given to JSON.stringify is read once; a toJSON a Proxy answers only on the second read is never called", () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, { i }]));
    let toJsonReads = 0;
    const proxy = new Proxy(many, {
      get: (target, property, receiver) => (property === "toJSON" ? (toJsonReads++ === 0 ? undefined : () => "HACKED") : Reflect.get(target, property, receiver)),
    });
    expect(freeFormText(proxy, "f")).toBe(JSON.stringify(many));
    expect(toJsonReads).toBe(1);
    let reads = 0;
    const counted = Object.defineProperty({ ...many }, "k5", {
      get: () => (reads++ === 0 ? { first: true } : { second: true }),
      enumerable: true,
    });
    expect(freeFormText(counted, "f")).toContain('"k5":{"first":true}');
    expect(reads).toBe(1);
  });

  it("freeFormCopy: a new plain JSON value; the toJSON of what the field's toJSON gave is not called, as JSON.stringify would not", () => {
    const source = { a: { b: [1, undefined, () => 1] }, at: new Date(0) };
    const copy = freeFormCopy(source, "f");
    expect(copy).toStrictEqual({ a: { b: [1, null, null] }, at: "1970-01-01T00:00:00.000Z" });
    expect(copy).not.toBe(source);
    expect(freeFormCopy({ toJSON: () => ({ toJSON: () => "again", kept: 1 }) }, "f")).toStrictEqual({ kept: 1 });
    expect(freeFormCopy({ toJSON: (key: string) => key }, "f")).toBe("f");
    expect(freeFormCopy(new String("boxed"), "f")).toBe("boxed");
    expect(freeFormCopy({ n: new Number(1), s: new String("s"), b: new Boolean(false) }, "f")).toStrictEqual({ n: 1, s: "s", b: false });
    expect(freeFormCopy([1, 2], "f")).toStrictEqual([1, 2]);
    expect(freeFormCopy(7, "f")).toBe(7);
    expect(freeFormCopy(null, "f")).toBeNull();
    expect(freeFormCopy(undefined, "f")).toBeUndefined();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => freeFormCopy(cycle, "f")).toThrow(TypeError);
    expect(() => freeFormCopy({ big: 1n }, "f")).toThrow(TypeError);
    expect(() => freeFormCopy({ big: Object(1n) }, "f")).toThrow(TypeError);
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
        expect(freeFormCopy(object, "f")).toStrictEqual(JSON.parse(JSON.stringify(object)));
      }),
      { numRuns: cases(500) },
    );
    let deep: unknown = { leaf: [1, "a", null, true] };
    for (let i = 0; i < 200; i++) deep = { child: deep, list: [i] };
    expect(freeFormCopy(deep, "f")).toStrictEqual(JSON.parse(JSON.stringify(deep)));
    const shared = { a: 1 };
    const copy = freeFormCopy({ x: shared, y: [shared] }, "f") as { x: unknown; y: unknown[] };
    expect(copy.x).not.toBe(shared);
    expect(copy.y[0]).not.toBe(copy.x);
  });

  it("freeFormCopy: inherited properties are not sent, even when a prototype was polluted", () => {
    const value = { own: 1 };
    Object.defineProperty(Object.prototype, "polluted", { value: 2, enumerable: true, configurable: true, writable: true });
    try {
      expect(freeFormCopy(value, "f")).toStrictEqual(JSON.parse(JSON.stringify(value)));
      expect(Object.keys(freeFormCopy(value, "f") as object)).toEqual(["own"]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });

  it("freeFormBuilt: a copy of a plain object of what JSON sends, ABSENT or null where it is, or undefined for the exact path to decide", () => {
    const source = { a: [1, "x", null, { b: true }], __proto__: null, n: -0, at: new Date(0), skip: undefined, nan: NaN };
    const built = freeFormBuilt(source, "f");
    expect(built).toStrictEqual(JSON.parse(JSON.stringify(source)));
    expect(built).not.toBe(source);
    expect(freeFormBuilt({ toJSON: (key: string) => ({ key }) }, "f")).toStrictEqual({ key: "f" });
    expect(freeFormBuilt(undefined, "f")).toBe(ABSENT);
    expect(freeFormBuilt(null, "f")).toBeNull();
    for (const unsure of [[1], new Map(), { n: new Number(1) }, { big: 1n }, { toJSON: () => [] }, "text", 1]) expect(freeFormBuilt(unsure, "f")).toBeUndefined();
  });

  it("isPlainArray: an array of the array prototype, its toJSON not read again", () => {
    expect(isPlainArray([])).toBe(true);
    expect(isPlainArray(Object.setPrototypeOf([], null))).toBe(false);
    expect(isPlainArray({ length: 0 })).toBe(false);
    const unread = Object.defineProperty([], "toJSON", {
      get: () => {
        throw new Error("read");
      },
    });
    expect(isPlainArray(unread)).toBe(true);
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

describe("the records a list sends as new objects", () => {
  it("costlyWritten: counts each string escapedText wrote that needed an escape, inside a free-form value too, and no other value", () => {
    const before = costlyWritten();
    for (const s of ["", "plain", "😀 a pair", "a".repeat(80)]) escapedText(s);
    const flat = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]));
    const objects = [{ a: 1 }, flat, { inner: flat }, { list: [1, 2, 3, 4] }, { deep: [{ inner: { a: "x", b: 2, c: 3, d: 4 } }] }];
    for (const field of objects) freeFormText(field, "f");
    expect(costlyWritten()).toBe(before);
    for (const s of ['a "quote"', "a\nline", "\u0001", "\ud800", `${"a".repeat(80)}\\`]) escapedText(s);
    expect(costlyWritten()).toBe(before + 5);
    for (const field of [{ a: 'a "quote"' }, { list: [1, "a\nline"] }, { deep: [{ inner: { a: 1, b: "\ud800" } }] }]) freeFormText(field, "f");
    expect(costlyWritten()).toBe(before + 8);
  });

  it("listed: two parts of a list's text joined by one comma, none where either holds no item", () => {
    expect(listed("", "")).toBe("");
    expect(listed('{"a":1}', "")).toBe('{"a":1}');
    expect(listed("", "2,3")).toBe("2,3");
    expect(listed("1", "2,3")).toBe("1,2,3");
    expect(JSON.parse(`[${listed(listed("", "1"), listed("2", ""))}]`)).toEqual([1, 2]);
  });

  it("flattened: the text given, character for character, whatever parts it was joined of", () => {
    const parts = Array.from({ length: 5000 }, (_, i) => (i % 7 === 0 ? "😀" : i % 11 === 0 ? "\ud800" : `part ${i},`));
    let joined = "";
    for (const part of parts) joined += part;
    expect(flattened(joined)).toBe(parts.join(""));
    expect(flattened("")).toBe("");
  });

  it("reordered: the fields kept so far, in their order, those not sent left out", () => {
    const out = reordered({ id: "a", name: undefined, status: "OPEN", createdAt: undefined });
    expect(Object.keys(out)).toEqual(["id", "status"]);
    expect(out).toStrictEqual({ id: "a", status: "OPEN" });
  });

  it("sentRunText: the records' text between their list's brackets, as JSON.stringify writes data, whatever toJSON a prototype was given", () => {
    const records = [
      { a: 1, b: undefined, list: [1, undefined, 'q"'] },
      { c: "x", n: NaN },
    ];
    const expected = '{"a":1,"list":[1,null,"q\\""]},{"c":"x","n":null}';
    expect(sentRunText(records)).toBe(expected);
    expect(sentRunText([])).toBe("");
    for (const prototype of [Object.prototype, Array.prototype] as unknown as Record<string, unknown>[]) {
      prototype.toJSON = () => "polluted";
      try {
        expect(sentRunText(records)).toBe(expected);
      } finally {
        delete prototype.toJSON;
      }
    }
  });
});
