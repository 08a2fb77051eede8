// How a report's errors become a ContractValidationError's issues (src/validation/issues.ts): words for each
// keyword, the path of the value at fault, what is left out or merged, and the bounds on size.
import { describe, expect, it } from "vitest";
import type { ValidatorError } from "../generated/validators/validator.js";
import { MAX_ISSUES, toIssues, unsendableIssue } from "../src/validation/issues.js";
import type { Note } from "../src/validation/wire-view.js";

const error = (instancePath: string, keyword: string, params: Record<string, unknown> = {}, message?: string): ValidatorError => ({ instancePath, keyword, params, message });
const NONE = new Map<string, Note>();
const note = (message: string, flags: Partial<Note> = {}): Note => ({ message, dropped: false, unsendable: false, ...flags });

describe("an issue's words", () => {
  it.each([
    [error("/a", "type", { type: "string" }), "/a", "must be a string"],
    [error("/a", "type", { type: "string,null" }), "/a", "must be a string or null"],
    [error("/a", "type", { type: ["integer", "boolean"] }), "/a", "must be an integer or a boolean"],
    [error("/a", "type", { type: "widget" }), "/a", "must be widget"],
    [error("/a", "enum", { allowedValues: ["open", 2, null] }), "/a", 'must be one of "open", 2, null'],
    [error("/a", "const", { allowedValue: "open" }), "/a", 'must be "open"'],
    [error("/a", "format", { format: "uuid" }), "/a", "must be a UUID (8-4-4-4-12 hex digits)"],
    [error("/a", "format", { format: "ipv4" }), "/a", "must be in ipv4 format"],
    [error("/a", "minLength", { limit: 3 }), "/a", "must have 3 characters or more"],
    [error("", "required", { missingProperty: "id" }), "/id", "is required but missing"],
    [error("/a", "required", { missingProperty: "x/y~z" }), "/a/x~1y~0z", "is required but missing"],
    [error("/a", "uniqueItems", {}, "must not repeat"), "/a", "must not repeat"],
    [error("/a", "uniqueItems", {}), "/a", "fails uniqueItems"],
  ])("%o", (given, path, message) => {
    expect(toIssues([given], "", NONE, undefined)).toEqual([{ path, keyword: given.keyword, message }]);
  });

  it("places each path under the prefix of the part validated", () => {
    expect(toIssues([error("/a", "minimum", { limit: 1 })], "/data/3", NONE, undefined)).toEqual([{ path: "/data/3/a", keyword: "minimum", message: "must be 1 or more" }]);
  });
});

describe("what is left out", () => {
  it("leaves out anyOf and if, whose alternatives or branches say what failed", () => {
    const errors = [error("/a", "anyOf"), error("/a", "type", { type: "string" }), error("/b", "if"), error("/b", "maximum", { limit: 2 })];
    expect(toIssues(errors, "", NONE, undefined).map(({ path, keyword }) => [path, keyword])).toEqual([
      ["/a", "type"],
      ["/b", "maximum"],
    ]);
  });

  it("says one thing about one value once", () => {
    const errors = [error("/a", "type", { type: "string" }), error("/a", "type", { type: "string" }), error("/a", "type", { type: "null" })];
    expect(toIssues(errors, "", NONE, undefined).map(({ message }) => message)).toEqual(["must be a string", "must be null"]);
  });

  it("stops at MAX_ISSUES", () => {
    const errors = Array.from({ length: MAX_ISSUES + 5 }, (_, i) => error(`/${i}`, "minimum", { limit: 1 }));
    const issues = toIssues(errors, "", NONE, undefined);
    expect(issues).toHaveLength(MAX_ISSUES);
    expect(issues.at(-1)!.path).toBe(`/${MAX_ISSUES - 1}`);
  });
});

describe("values JSON.stringify would not send as they are", () => {
  it("keeps the words for the person filling the field and tells the developer what the value is (was: the developer's reason alone)", () => {
    const notes = new Map([["/a", note("is a Date: validate the JSON value, e.g. toISOString()")]]);
    expect(toIssues([error("/a", "type", { type: "string" })], "", notes, undefined)).toEqual([
      { path: "/a", keyword: "type", message: "must be a string", detail: "is a Date: validate the JSON value, e.g. toISOString()" },
    ]);
  });

  it("keeps a missing property's words: the note is of the object, the issue of its property", () => {
    const notes = new Map([["/id", note("is a function, which JSON.stringify leaves out", { dropped: true })]]);
    expect(toIssues([error("", "required", { missingProperty: "id" })], "", notes, undefined)).toEqual([{ path: "/id", keyword: "required", message: "is required but missing" }]);
  });

  it("drops an unknown property JSON.stringify leaves out, and keeps one it sends", () => {
    const notes = new Map([
      ["/f", note("is a function, which JSON.stringify leaves out", { dropped: true })],
      ["/d", note("is a Date: validate the JSON value, e.g. toISOString()")],
    ]);
    const errors = [error("", "additionalProperties", { additionalProperty: "f" }), error("", "additionalProperties", { additionalProperty: "d" })];
    expect(toIssues(errors, "", notes, undefined).map(({ path, message }) => [path, message])).toEqual([["/d", "is not allowed here"]]);
  });

  it("adds a value JSON.stringify would throw on, where the schema asks nothing of it, once", () => {
    const bigint = note("is a BigInt, which JSON.stringify cannot send", { unsendable: true });
    const notes = new Map([
      ["/extra/n", bigint],
      ["/a", bigint],
      ["/nan", note("is not a finite number: JSON.stringify sends null")],
    ]);
    expect(toIssues([error("/a", "type", { type: "integer" })], "/r", notes, undefined)).toEqual([
      { path: "/r/a", keyword: "type", message: "must be an integer", detail: "is a BigInt, which JSON.stringify cannot send" },
      { path: "/r/extra/n", keyword: "json", message: "cannot be sent", detail: "is a BigInt, which JSON.stringify cannot send" },
    ]);
  });

  it("says what toWireX met where reading a value threw, at its path, however long", () => {
    const detail = "JSON.stringify would throw here: a getter, a toJSON method or a proxy threw, or a free-form object holds a BigInt or a cycle";
    expect(unsendableIssue("/data/1/name")).toEqual({ path: "/data/1/name", keyword: "json", message: "cannot be sent", detail });
    const long = unsendableIssue(`/${"a".repeat(2_000)}`);
    expect(long).toMatchObject({ keyword: "json", pathCut: true });
    expect(long.path.length).toBeLessThan(2_000);
  });

  it("stops at MAX_ISSUES with unsendable values too", () => {
    const notes = new Map(Array.from({ length: MAX_ISSUES + 5 }, (_, i) => [`/${i}`, note("is a BigInt, which JSON.stringify cannot send", { unsendable: true })]));
    expect(toIssues([error("/x", "minimum", { limit: 1 })], "", notes, undefined)).toHaveLength(MAX_ISSUES);
    const full = Array.from({ length: MAX_ISSUES }, (_, i) => error(`/e${i}`, "minimum", { limit: 1 }));
    expect(toIssues(full, "", notes, undefined).every(({ keyword }) => keyword === "minimum")).toBe(true);
  });
});

describe("a path's length", () => {
  it("keeps a path of 1 000 characters and cuts a longer one, saying so", () => {
    const key = (length: number) => "k".repeat(length - 1);
    const [kept] = toIssues([error("", "required", { missingProperty: key(1000) })], "", NONE, undefined);
    expect(kept).toEqual({ path: `/${key(1000)}`, keyword: "required", message: "is required but missing" });
    const [cut] = toIssues([error("", "required", { missingProperty: key(1001) })], "", NONE, undefined);
    expect(cut).toEqual({ path: `/${"k".repeat(998)}…`, keyword: "required", message: "is required but missing", pathCut: true });
  });
});
