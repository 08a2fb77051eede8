// src/diff/allow-list.ts: accepted breaks from --allow and from an allow-list file, each entry
// checked with a message naming it, and which breaks each one accepts.
import { describe, expect, it } from "vitest";
import { AllowListError, allowanceFor, allowancesFromFlags, parseAllowList } from "../../src/diff/allow-list.js";

const change = (rule: string, pointer: string) => ({ rule, pointer, class: "breaking for clients", message: "" }) as never;
const refusal = (text: string) => {
  try {
    parseAllowList(text, "allow.json");
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AllowListError);
    return (error as Error).message;
  }
};

describe("allow-list", () => {
  it("reads --allow values as rules or pointers", () => {
    expect(allowancesFromFlags(["ENUM_VALUE_ADDED", "/components/schemas/X"])).toEqual([
      { rule: "ENUM_VALUE_ADDED", reason: "--allow on the command line", source: "--allow" },
      { pointer: "/components/schemas/X", reason: "--allow on the command line", source: "--allow" },
    ]);
    expect(() => allowancesFromFlags(["toString"])).toThrow(
      "--allow toString: unknown rule; give a rule (such as FIELD_NO_LONGER_REQUIRED; see --help) or a JSON Pointer starting with /",
    );
    expect(() => allowancesFromFlags(["components/x"])).toThrow(AllowListError);
  });

  it("reads a file's entries with their places, a byte-order mark accepted", () => {
    const text = `\ufeff${JSON.stringify({
      allow: [
        { rule: "FIELD_REMOVED", reason: "gone" },
        { pointer: "/a", rule: "TYPE_CHANGED", reason: "r" },
        { pointer: "/b", reason: "s" },
      ],
    })}`;
    expect(parseAllowList(text, "allow.json")).toEqual([
      { rule: "FIELD_REMOVED", reason: "gone", source: "allow.json#/allow/0" },
      { rule: "TYPE_CHANGED", pointer: "/a", reason: "r", source: "allow.json#/allow/1" },
      { pointer: "/b", reason: "s", source: "allow.json#/allow/2" },
    ]);
    expect(parseAllowList('{"allow": []}', "allow.json")).toEqual([]);
  });

  it.each([
    ["{", "allow.json: malformed JSON"],
    ["[]", 'allow.json: give an object with an "allow" array of {rule, pointer, reason} entries'],
    ["null", 'allow.json: give an object with an "allow" array of {rule, pointer, reason} entries'],
    ['{"allow": {}}', 'allow.json: give an object with an "allow" array of {rule, pointer, reason} entries'],
    ['{"__proto__": {"allow": []}}', 'allow.json: give an object with an "allow" array of {rule, pointer, reason} entries'],
    ['{"allow": [1]}', "allow.json#/allow/0: each entry is an object with a reason and a rule, a pointer or both"],
    ['{"allow": [null]}', "allow.json#/allow/0: each entry is an object with a reason and a rule, a pointer or both"],
    ['{"allow": [[]]}', "allow.json#/allow/0: each entry is an object with a reason and a rule, a pointer or both"],
    ['{"allow": [{"rule": "FIELD_REMOVED", "reason": "x", "note": 1}]}', "allow.json#/allow/0: unknown key note; an entry has rule, pointer and reason"],
    ['{"allow": [{"rule": "FIELD_REMOVED"}]}', "allow.json#/allow/0: give the reason the break is accepted"],
    ['{"allow": [{"rule": "FIELD_REMOVED", "reason": "  "}]}', "allow.json#/allow/0: give the reason the break is accepted"],
    ['{"allow": [{"rule": "FIELD_REMOVED", "reason": 5}]}', "allow.json#/allow/0: give the reason the break is accepted"],
    ['{"allow": [{"reason": "x"}]}', "allow.json#/allow/0: name a rule, a pointer or both"],
    ['{"allow": [{"rule": "hasOwnProperty", "reason": "x"}]}', "allow.json#/allow/0: unknown rule; rule must be one of the rules diff --help lists"],
    ['{"allow": [{"pointer": "a/b", "reason": "x"}]}', "allow.json#/allow/0: pointer must be a JSON Pointer starting with /"],
    ['{"allow": [{"pointer": 3, "reason": "x"}]}', "allow.json#/allow/0: pointer must be a JSON Pointer starting with /"],
    ['{"allow": [{"rule": "FIELD_REMOVED", "reason": "x"}, {"reason": "y"}]}', "allow.json#/allow/1: name a rule, a pointer or both"],
  ])("refuses %s", (text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it("accepts a change that matches all an entry names, a pointer covering what is below it", () => {
    const allowances = parseAllowList(
      JSON.stringify({
        allow: [
          { rule: "FIELD_REMOVED", pointer: "/components/schemas/A", reason: "1" },
          { pointer: "/components/schemas/B", reason: "2" },
          { rule: "TYPE_CHANGED", reason: "3" },
        ],
      }),
      "f",
    );
    const reasonFor = (rule: string, pointer: string) => allowanceFor(change(rule, pointer), allowances)?.reason;
    expect(reasonFor("FIELD_REMOVED", "/components/schemas/A")).toBe("1");
    expect(reasonFor("FIELD_REMOVED", "/components/schemas/A/properties/x")).toBe("1");
    expect(reasonFor("FIELD_REMOVED", "/components/schemas/AB")).toBeUndefined();
    expect(reasonFor("ENUM_VALUE_ADDED", "/components/schemas/A")).toBeUndefined();
    expect(reasonFor("ENUM_VALUE_ADDED", "/components/schemas/B/properties/y")).toBe("2");
    expect(reasonFor("ENUM_VALUE_ADDED", "/components/schemas/Bx")).toBeUndefined();
    expect(reasonFor("TYPE_CHANGED", "/anything")).toBe("3");
    expect(reasonFor("FIELD_REMOVED", "/components/schemas/C")).toBeUndefined();
  });
});
