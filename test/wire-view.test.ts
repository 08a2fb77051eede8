// The value the reporting validators judge (src/validation/wire-view.ts, D9): a copy as JSON.stringify would
// send it, and a note, with its two flags, for each value that is not the JSON it looks like.
import { describe, expect, it } from "vitest";
import { wireView, type Note } from "../src/validation/wire-view.js";

const DATE: Note = { message: "is a Date: validate the JSON value, e.g. toISOString()", dropped: false, unsendable: false };
const TO_JSON: Note = { message: "has a toJSON method: validate the JSON value it stands for", dropped: false, unsendable: false };
const BOXED: Note = { message: "is a boxed primitive (such as new String()): validate the primitive value", dropped: false, unsendable: false };
const UNREADABLE: Note = { message: "cannot be read (a getter or proxy threw): JSON.stringify would throw", dropped: false, unsendable: true };
const FUNCTION: Note = { message: "is a function, which JSON.stringify leaves out", dropped: true, unsendable: false };
const SYMBOL: Note = { message: "is a symbol, which JSON.stringify leaves out", dropped: true, unsendable: false };
const BIGINT: Note = { message: "is a BigInt, which JSON.stringify cannot send", dropped: false, unsendable: true };
const NON_FINITE: Note = { message: "is not a finite number: JSON.stringify sends null", dropped: false, unsendable: false };

const throwing = () => {
  throw new Error("no");
};

describe("the notes of values that are not JSON", () => {
  it.each<[string, unknown, Note]>([
    ["a Date", new Date(0), DATE],
    ["an object with toJSON", { toJSON: () => "x" }, TO_JSON],
    ["a boxed string", new String("x"), BOXED],
    ["a boxed number", new Number(1), BOXED],
    ["a function", () => 1, FUNCTION],
    ["a symbol", Symbol("s"), SYMBOL],
    ["a BigInt", 1n, BIGINT],
    ["NaN", Number.NaN, NON_FINITE],
    ["Infinity", Number.POSITIVE_INFINITY, NON_FINITE],
    ["a proxy whose traps throw", new Proxy({}, { get: throwing, getPrototypeOf: throwing, ownKeys: throwing }), UNREADABLE],
  ])("%s in a field", (_, value, expected) => {
    const { notes } = wireView({ field: value });
    expect([...notes]).toEqual([["/field", expected]]);
  });

  it("notes nothing on JSON values", () => {
    const value = { s: "x", n: -1.5, b: false, z: null, a: [1, "2", { c: [] }], o: { nested: { deeper: true } } };
    const view = wireView(value);
    expect(view.notes.size).toBe(0);
    expect(view.value).toEqual(value);
    expect(view.value).not.toBe(value);
  });
});

describe("the copy", () => {
  it("turns what JSON.stringify would not send as itself into a value no schema admits", () => {
    const { value } = wireView({ date: new Date(0), boxed: new String("x"), json: { toJSON: () => 1 } });
    expect(value).toEqual({ date: 0n, boxed: 0n, json: 0n });
  });

  it("keeps functions, symbols, BigInts and NaN as they are, so that every schema rejects them", () => {
    const f = () => 1;
    const s = Symbol("s");
    const { value } = wireView({ f, s, b: 2n, nan: Number.NaN });
    expect(value).toEqual({ f, s, b: 2n, nan: Number.NaN });
  });

  it("leaves out an undefined property, and reads an array's undefined, function, symbol and hole as null", () => {
    // eslint-disable-next-line no-sparse-arrays
    const array = [undefined, () => 1, Symbol("s"), , 4];
    const { value, notes } = wireView({ gone: undefined, array });
    expect(value).toEqual({ array: [null, null, null, null, 4] });
    expect(Object.keys(value as object)).toEqual(["array"]);
    expect(notes.size).toBe(0);
  });

  it("reads an element that is not enumerable as null, and copies only own enumerable properties", () => {
    const array = [1, 2];
    Object.defineProperty(array, 1, { value: 2, enumerable: false });
    const object = Object.create({ inherited: 1 }, { hidden: { value: 1, enumerable: false }, shown: { value: 2, enumerable: true } });
    expect(wireView({ array, object }).value).toEqual({ array: [1, null], object: { shown: 2 } });
  });

  it("notes a getter that throws, in an object and in an array, and goes on", () => {
    const object = {
      before: 1,
      get bad() {
        return throwing();
      },
      after: 2,
    };
    const array = [1];
    Object.defineProperty(array, 0, { get: throwing, enumerable: true });
    const { value, notes } = wireView({ object, array });
    // A value that cannot be read stays a symbol in the copy: no schema admits it either.
    expect(value).toEqual({ object: { before: 1, bad: expect.any(Symbol), after: 2 }, array: [expect.any(Symbol)] });
    expect([...notes]).toEqual([
      ["/object/bad", UNREADABLE],
      ["/array/0", UNREADABLE],
    ]);
  });

  it("notes an object whose keys cannot be listed as unreadable, where it is", () => {
    const proxy = new Proxy({}, { ownKeys: throwing });
    const { value, notes } = wireView({ a: { b: proxy } });
    expect(value).toEqual({ a: { b: 0n } });
    expect([...notes]).toEqual([["/a/b", UNREADABLE]]);
  });

  it("escapes each key in a note's path", () => {
    expect([...wireView({ "a/b": { "c~d": 1n } }).notes.keys()]).toEqual(["/a~1b/c~0d"]);
  });

  it("copies as many levels as asked and keeps deeper values as they are, a cycle included", () => {
    const deep = { date: new Date(0) };
    const { value, notes } = wireView({ one: { two: deep } }, 2);
    expect((value as { one: { two: unknown } }).one.two).toBe(deep);
    expect(notes.size).toBe(0);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => wireView(cycle)).not.toThrow();
    expect(wireView(1n, 0)).toEqual({ value: 1n, notes: new Map() });
  });
});
