// fieldErrors and badRequestBody: the issues of a value by field, for a form or a 400 answer.
import { describe, expect, it } from "vitest";
import { Collector, ContractValidationError, assertCollector, badRequestBody, fieldErrors } from "../src/index.js";
import * as strict from "../src/strict.js";
import type { StandardSchemaV1 } from "../src/validation/standard-schema.js";
import { FULL, copy } from "./fixtures.js";

/** A collector with a wrong nested e-mail, a wrong date in its second group, and no name. */
function badCollector(): Record<string, unknown> {
  const collector = copy(FULL.Collector) as Record<string, any>;
  delete collector.name;
  collector.fromEmail = { ...collector.fromEmail, email: 7 };
  collector.groups[1].createdAt = "2026-02-30T00:00:00Z";
  return collector;
}

function thrown(run: () => void): ContractValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContractValidationError) return error;
    throw error;
  }
  expect.fail("expected a ContractValidationError");
}

describe("fieldErrors", () => {
  it("maps each field's dotted path to its message, from an error or from Standard Schema issues alike", () => {
    const error = thrown(() => assertCollector(badCollector()));
    const expected = Object.fromEntries(error.issues.map((issue) => [issue.path.slice(1).replaceAll("/", "."), issue.message]));
    expect(Object.keys(expected).sort()).toEqual(["fromEmail.email", "groups.1.createdAt", "name"]);
    expect(fieldErrors(error)).toEqual(expected);
    expect(fieldErrors(Collector["~standard"].validate(badCollector()).issues ?? [])).toEqual(expected);
  });

  // The strict profile's reason is a developer's: in a form or a 400 body a person reads what to do.
  it("words a property the strict profile refuses for the person who sent it, and keeps the reason for the developer", () => {
    const error = thrown(() => strict.assertCollector({ ...copy(FULL.Collector), internalNotes: "x" }));
    expect(fieldErrors(error)).toEqual({ internalNotes: "is not allowed here" });
    expect(badRequestBody(error).errors).toEqual({ internalNotes: "is not allowed here" });
    expect(fieldErrors(strict.Collector["~standard"].validate({ ...copy(FULL.Collector), internalNotes: "x" }).issues ?? [])).toEqual({ internalNotes: "is not allowed here" });
    expect(error.issues).toEqual([
      {
        path: "/internalNotes",
        keyword: "additionalProperties",
        message: "is not allowed here",
        detail: "is not a property of this record: the strict profile admits only the properties the contract names",
      },
    ]);
    expect(error.message).toBe("Invalid Collector: /internalNotes is not a property of this record: the strict profile admits only the properties the contract names");
  });

  it("keeps the first message of a field, names the value as a whole '', and writes a key that is no identifier quoted", () => {
    const error = new ContractValidationError("Collector", [
      { path: "", keyword: "type", message: "must be an object" },
      { path: "/a~1b~0c", keyword: "type", message: "first" },
      { path: "/a~1b~0c", keyword: "enum", message: "second" },
    ]);
    expect(fieldErrors(error)).toEqual({ "": "must be an object", '["a/b~c"]': "first" });
    expect(fieldErrors([{ message: "m", path: [{ key: "data" }, { key: 2 }, "id"] }])).toEqual({ "data.2.id": "m" });
  });

  it("holds each field as a plain property: listed, written out by JSON.stringify, and changeable", () => {
    const errors = fieldErrors([{ message: "m", path: ["email"] }]);
    expect(Object.getOwnPropertyDescriptor(errors, "email")).toEqual({ value: "m", enumerable: true, writable: true, configurable: true });
    expect(JSON.stringify(errors)).toBe('{"email":"m"}');
  });

  it("holds a field named __proto__ as a field, not as the map's prototype", () => {
    const errors = fieldErrors(strict.FromEmail["~standard"].validate(JSON.parse('{"email":"a","__proto__":{"polluted":1}}')).issues ?? []);
    expect(Object.keys(errors)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["at the root", { "fromEmail.email": 1 }, '["fromEmail.email"]'],
    ["in a nested record", { fromEmail: { email: 5, "email ": 1 } }, 'fromEmail["email "]'],
  ])("never lets an unknown key take a field's slot: one %s", (_where, extra, unknownKey) => {
    // Listed first, the unknown key is also the first issue: its message must not stand for the field's.
    const body = { ...extra, ...copy(FULL.Collector), fromEmail: { email: 5, ...(extra as { fromEmail?: object }).fromEmail } };
    const error = thrown(() => strict.assertCollector(body));
    const errors = fieldErrors(error);
    expect(errors["fromEmail.email"]).toBe("must be a string");
    expect(errors[unknownKey]).toBe("is not allowed here");
    expect(badRequestBody(error).errors).toEqual(errors);
  });
});

describe("fieldErrors of any schema's issues", () => {
  /** 5 000 issues of fields f0…f4999, the ones past the first 100 counted when read. */
  function manyIssues(): { issues: StandardSchemaV1.Issue[]; readPast: () => number } {
    let readPast = 0;
    const issues = Array.from({ length: 100 }, (_, i) => ({ message: `wrong ${i}`, path: [`f${i}`] }));
    for (let i = 100; i < 5000; i++) {
      Object.defineProperty(issues, i, { enumerable: true, get: () => (readPast++, { message: `wrong ${i}`, path: [`f${i}`] }) });
    }
    return { issues, readPast: () => readPast };
  }

  it("holds the fields of the first 100 issues, reading no further", () => {
    const { issues, readPast } = manyIssues();
    const errors = fieldErrors(issues);
    expect(Object.keys(errors)).toEqual(Array.from({ length: 100 }, (_, i) => `f${i}`));
    expect(errors.f99).toBe("wrong 99");
    expect(Object.keys(badRequestBody(issues).errors)).toHaveLength(100);
    expect(readPast()).toBe(0);
  });

  it("holds the fields of the first 100 issues of a ContractValidationError made by hand", () => {
    const error = new ContractValidationError(
      "Collector",
      Array.from({ length: 300 }, (_, i) => ({ path: `/f${i}`, keyword: "type", message: "must be a string" })),
    );
    expect(Object.keys(fieldErrors(error))).toEqual(Array.from({ length: 100 }, (_, i) => `f${i}`));
  });

  it.each([
    ["a long key", { message: "m", path: ["k".repeat(100_000)] }, `["${"k".repeat(997)}…`, "m"],
    ["many keys", { message: "m", path: Array.from({ length: 100_000 }, () => "k") }, `${"k.".repeat(499)}k…`, "m"],
    ["a long message", { message: "v".repeat(100_000), path: ["amount"] }, "amount", `${"v".repeat(299)}…`],
  ])("bounds each field's name at 1 000 characters and its message at 300: %s", (_what, issue, field, message) => {
    expect(fieldErrors([issue])).toEqual({ [field]: message });
  });

  // A path of the package's own holds 1 000 characters; a control character is six in a quoted key.
  it("bounds the field of the package's own issue whose key's characters are written escaped", () => {
    const error = new ContractValidationError("Collector", [{ path: `/${"\u0000".repeat(990)}`, keyword: "additionalProperties", message: "is not allowed here" }]);
    expect(Object.keys(fieldErrors(error))).toEqual([`["${"\\u0000".repeat(166)}\\…`]);
  });

  it("says an issue it cannot read as one of the value as a whole, and never throws", () => {
    const throwing = Object.defineProperty({}, "message", {
      get() {
        throw new Error("no");
      },
    });
    expect(fieldErrors("not issues" as never)).toEqual({ "": "is invalid" });
    expect(fieldErrors([throwing as never])).toEqual({ "": "is invalid" });
    expect(fieldErrors([{ message: 7 as never, path: [{ key: "n" }] }])).toEqual({ n: "is invalid" });
  });
});

describe("badRequestBody", () => {
  it("is RFC 9457 problem details with the field errors", () => {
    const error = thrown(() => assertCollector(badCollector()));
    expect(badRequestBody(error)).toEqual({ type: "about:blank", title: "Invalid Collector", status: 400, errors: fieldErrors(error) });
    expect(badRequestBody([{ message: "is required but missing", path: ["email"] }])).toEqual({
      type: "about:blank",
      title: "Invalid request body",
      status: 400,
      errors: { email: "is required but missing" },
    });
  });
});
