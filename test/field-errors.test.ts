// fieldErrors and badRequestBody: the issues of a value by field, for a form or a 400 answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Collector, ContractValidationError, assertCollector, badRequestBody, fieldErrors } from "../src/index.js";
import * as strict from "../src/strict.js";
import type { StandardSchemaV1 } from "../src/validation/standard-schema.js";
import { FULL, copy } from "./fixtures.js";
import { cases } from "./depth.js";

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

/**
 * The field map's key rule against its look-alikes: keys a weaker PLAIN_SEGMENT of the same shape
 * (without its ^ or $ anchor, with `[0-9]*` for the index, a digit first, read line by line)
 * would write dotted, and keys that are identifiers or indices however odd they look. A field
 * name reads back as the path it came from, so two paths never share one.
 */
describe("a field's key, told from its look-alikes", () => {
  const KEYS: [key: string, field: string, why: string][] = [
    ["a1", "x.a1", "an identifier with a digit"],
    ["1a", 'x["1a"]', "a digit first"],
    ["01", 'x["01"]', "an index with a leading zero"],
    ["0", "x.0", "the index 0"],
    ["10", "x.10", "an index ending in 0"],
    ["-1", 'x["-1"]', "a negative number"],
    ["1e3", 'x["1e3"]', "a number in exponent form"],
    ["1.5", 'x["1.5"]', "a fraction, which holds a dot"],
    ["__proto__", "x.__proto__", "__proto__, an identifier"],
    ["constructor", "x.constructor", "constructor, an identifier"],
    ["$", "x.$", "$ alone"],
    ["_", "x._", "_ alone"],
    ["é", 'x["é"]', "a letter that is no ASCII"],
    ["ǅ", 'x["ǅ"]', "a title-case letter"],
    ["", 'x[""]', "the empty key"],
    ["a.b", 'x["a.b"]', "a dot inside"],
    ["a.", 'x["a."]', "a dot last"],
    [".b", 'x[".b"]', "a dot first"],
    ["a[0]", 'x["a[0]"]', "a bracket inside"],
    ["[", 'x["["]', "an opening bracket"],
    ["]", 'x["]"]', "a closing bracket"],
    ['"', 'x["\\""]', "a quote, escaped in the quotes"],
    ['"]["', 'x["\\"][\\""]', "a quote and brackets that would close and open a key"],
    ["a b", 'x["a b"]', "a space inside"],
    ["a ", 'x["a "]', "a space last"],
    ["a\nb", 'x["a\\nb"]', "a line break between two identifiers"],
    ["a\n", 'x["a\\n"]', "a line break last"],
    ["\u0000", 'x["\\u0000"]', "a control character"],
    ["a-b", 'x["a-b"]', "a hyphen"],
  ];

  it.each(KEYS)("%j is written %s (%s)", (key, field) => {
    expect(Object.keys(fieldErrors([{ message: "m", path: ["x", key] }]))).toEqual([field]);
  });

  it.each([
    [[0], "0"],
    [[10, "a"], "10.a"],
    [["1a"], '["1a"]'],
    [["", "a"], '[""].a'],
    [[""], '[""]'],
    [[-1], '["-1"]'],
    [[1e21], '["1e+21"]'],
  ])("the path %j is written %s", (path, field) => {
    expect(Object.keys(fieldErrors([{ message: "m", path }]))).toEqual([field]);
  });

  /** A field name read back as its path: quoted keys as JSON strings, plain ones between dots. */
  function readField(field: string): string[] {
    const segments: string[] = [];
    let rest = field;
    while (rest !== "") {
      const quoted = /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest);
      if (quoted !== null) {
        segments.push(JSON.parse(quoted[1]!));
        rest = rest.slice(quoted[0].length);
        continue;
      }
      if (segments.length > 0) {
        expect(rest[0], field).toBe(".");
        rest = rest.slice(1);
      }
      const plain = /^[^.[]*/.exec(rest)![0];
      segments.push(plain);
      rest = rest.slice(plain.length);
    }
    return segments;
  }

  const segment = fc.oneof(
    fc.constantFrom(...KEYS.map(([key]) => key)),
    fc.string({ unit: "binary", maxLength: 4 }),
    fc.string({ unit: fc.constantFrom("a", "0", "1", ".", "[", "]", '"', "\\", "$", "_", " ", "\n"), maxLength: 4 }),
    fc.integer({ min: -3, max: 20 }),
  );
  const fieldPath = fc.array(segment, { maxLength: 4 });

  it("reads back as the path it came from, whatever its keys (numbers read as their text, as a JSON Pointer holds them)", () => {
    fc.assert(
      fc.property(fieldPath, (path) => {
        const [field] = Object.keys(fieldErrors([{ message: "m", path }]));
        expect(readField(field!)).toEqual(path.map(String));
      }),
      { numRuns: cases(5_000) },
    );
  });

  it("gives two different paths two different names", () => {
    fc.assert(
      fc.property(fieldPath, fieldPath, (one, other) => {
        fc.pre(JSON.stringify(one.map(String)) !== JSON.stringify(other.map(String)));
        expect(
          Object.keys(
            fieldErrors([
              { message: "m", path: one },
              { message: "m", path: other },
            ]),
          ),
        ).toHaveLength(2);
      }),
      { numRuns: cases(5_000) },
    );
  });
});
