// fieldErrors and badRequestBody: the issues of a value by field, for a form or a 400 answer.
import { describe, expect, it } from "vitest";
import { Collector, ContractValidationError, assertCollector, badRequestBody, fieldErrors } from "../src/index.js";
import * as strict from "../src/strict.js";
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
