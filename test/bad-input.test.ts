// Bad input gets `false` or a ContractValidationError, never another exception, and no
// function changes what it is given.
import { describe, expect, it } from "vitest";
import { ContractValidationError } from "../src/index.js";
import { RECORDS } from "./contract-table.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, recordApi } from "./profiles.js";

const NOT_RECORDS: [string, unknown][] = [
  ["null", null],
  ["true", true],
  ["false", false],
  ["0", 0],
  ["a negative number", -1.5],
  ["the empty string", ""],
  ["a string", "collector"],
  ["JSON text of a valid record", JSON.stringify(FULL.Collector)],
  ["an empty array", []],
  ["an array holding a valid record", [FULL.Collector]],
  ["an empty object", {}],
  ["an own __proto__ key holding a valid record", JSON.parse(`{"__proto__": ${JSON.stringify(FULL.Collector)}}`)],
  ["an own constructor key", JSON.parse('{"constructor": {"prototype": {"id": "x"}}}')],
  ["keys of Object.prototype", JSON.parse('{"toString": 1, "hasOwnProperty": 2, "valueOf": 3}')],
  ["an object without a prototype", Object.create(null)],
];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe.each(PROFILES)("%s profile", (profile) => {
  describe.each(RECORDS)("%s", (record) => {
    const api = recordApi(profile, record);

    it.each(NOT_RECORDS)("isX is false for %s, and assert and parse throw ContractValidationError", (_, value) => {
      expect(api.is(value)).toBe(false);
      expect(() => api.assert(value)).toThrow(ContractValidationError);
      const text = JSON.stringify(value);
      if (text !== undefined) expect(() => api.parse(text)).toThrow(ContractValidationError);
    });

    it("leaves frozen valid and invalid inputs exactly as they were", () => {
      const valid = deepFreeze(copy(FULL[record]));
      const invalid = deepFreeze({ ...copy(MINIMAL[record]), unknown: { nested: [1] }, id: [], page: -1 });
      for (const value of [valid, invalid]) {
        const before = JSON.stringify(value);
        api.is(value);
        try {
          api.assert(value);
        } catch {
          // the verdict is tested elsewhere; here only what it does to its input
        }
        expect(JSON.stringify(value)).toBe(before);
      }
      expect(api.is(valid)).toBe(true);
    });

    it("does not fill defaults, coerce or strip properties of a valid input", () => {
      const value = { ...copy(MINIMAL[record]), extra: "kept" };
      const before = structuredClone(value);
      api.is(value);
      try {
        api.assert(value);
      } catch {
        // strict rejects `extra`; what matters is that the object is unchanged
      }
      expect(value).toStrictEqual(before);
    });
  });
});

describe("an own __proto__ key on a valid record", () => {
  it("is an unknown property: accepted as tolerant, rejected as strict, prototype untouched", () => {
    const value = JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(FULL.Collector).slice(1)}`);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(recordApi("tolerant", "Collector").is(value)).toBe(true);
    expect(recordApi("strict", "Collector").is(value)).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
