// What a caller gets back from assertX and parseX: ContractValidationError with JSON Pointer
// paths, a message naming the record and its first issues, and nothing else ever thrown.
import { describe, expect, it } from "vitest";
import { ContractValidationError as StrictError, parseCollectorPage as parseStrictPage } from "../src/strict.js";
import { ContractValidationError, assertCollectorPage, parseCollector, parseCollectorPage } from "../src/index.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, issuesOf, recordApi } from "./profiles.js";

function caught(run: () => unknown): ContractValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContractValidationError);
    return error as ContractValidationError;
  }
  expect.fail("expected a ContractValidationError");
}

describe("a deep error", () => {
  const page = copy(FULL.CollectorPage) as any;
  page.data.push(copy(FULL.Collector));
  page.data[2].groups[1].createdAt = "2026-02-30T10:00:00Z";

  it("has the JSON Pointer of the value at fault", () => {
    const error = caught(() => assertCollectorPage(page));
    expect(error.record).toBe("CollectorPage");
    expect(error.issues).toEqual([{ path: "/data/2/groups/1/createdAt", keyword: "format", message: "is not a day of the calendar: 2026-02 has 28 days" }]);
    expect(error.message).toBe("Invalid CollectorPage: /data/2/groups/1/createdAt is not a day of the calendar: 2026-02 has 28 days");
    expect(error.name).toBe("ContractValidationError");
    expect(error).toBeInstanceOf(Error);
  });

  it("lists every problem, in both profiles, with one error class", () => {
    page.data[0].type = "email";
    page.data[3].fromEmail = {};
    page.totalCount = -1;
    for (const profile of PROFILES) {
      const issues = issuesOf(recordApi(profile, "CollectorPage"), page);
      expect(issues.map(({ path, keyword }) => [path, keyword])).toEqual([
        ["/totalCount", "minimum"],
        ["/data/0/type", "enum"],
        ["/data/2/groups/1/createdAt", "format"],
        ["/data/3/fromEmail/email", "required"],
      ]);
    }
    expect(StrictError).toBe(ContractValidationError);
  });

  it("names the first three issues in the message and counts the rest", () => {
    const error = caught(() => assertCollectorPage(page));
    expect(error.message).toBe(
      "Invalid CollectorPage: /totalCount must be 0 or more; /data/0/type must be one of " +
        '"SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"; /data/2/groups/1/createdAt is not a day of the ' +
        "calendar: 2026-02 has 28 days; and 1 more",
    );
  });
});

describe("issues on the value itself", () => {
  it("use the empty JSON Pointer and say (root) in the message", () => {
    const error = caught(() => assertCollectorPage([]));
    expect(error.issues).toEqual([{ path: "", keyword: "type", message: "must be an object" }]);
    expect(error.message).toBe("Invalid CollectorPage: (root) must be an object");
  });
});

describe("a required field present only on the prototype (D9)", () => {
  it.each(PROFILES)("does not count in the %s profile", (profile) => {
    const api = recordApi(profile, "Collector");
    const { id, ...rest } = copy(FULL.Collector);
    const inherited = Object.assign(Object.create({ id }), rest);
    expect(inherited.id).toBe(id);
    expect(api.is(inherited)).toBe(false);
    expect(issuesOf(api, inherited)).toEqual([{ path: "/id", keyword: "required", message: "is required but missing" }]);
  });

  it.each(PROFILES)("a wrong value on the prototype is not judged in the %s profile", (profile) => {
    const api = recordApi(profile, "Collector");
    const value = Object.assign(Object.create({ surveyId: "not an integer" }), copy(FULL.Collector));
    delete value.surveyId;
    expect(api.is(value)).toBe(true);
  });
});

describe("parseX", () => {
  it("returns the parsed record", () => {
    expect(parseCollector(JSON.stringify(FULL.Collector))).toEqual(FULL.Collector);
    expect(parseStrictPage(JSON.stringify(MINIMAL.CollectorPage))).toEqual(MINIMAL.CollectorPage);
  });

  it.each(["", "{", '{"id": }', "[1,]", "{'a': 1}", "undefined", "NaN", '{"a":1} x'])("throws ContractValidationError for malformed JSON %j", (text) => {
    for (const parse of [parseCollectorPage, parseStrictPage]) {
      const error = caught(() => parse(text));
      expect(error.record).toBe("CollectorPage");
      expect(error.issues).toHaveLength(1);
      expect(error.issues[0]).toMatchObject({ path: "", keyword: "json" });
      expect(error.message).toMatch(/^Invalid CollectorPage: \(root\) is not valid JSON: syntax error at line 1, column \d+$/);
      expect(error.cause).toBeUndefined();
    }
  });

  it("quotes no character of malformed input, in the message, the issues or a cause", () => {
    const secret = "sk_live_0123456789abcdef";
    for (const text of [`{"token": "${secret}" x}`, `{"token": ${secret}}`, `{"a": 1,\n "token": "${secret}"`]) {
      const error = caught(() => parseCollector(text));
      expect(JSON.stringify({ message: error.message, issues: error.issues, stack: error.stack })).not.toContain("sk_live");
      expect(error.cause).toBeUndefined();
    }
    expect(caught(() => parseCollector('{"a": 1,\n "b": x}')).issues[0]!.message).toBe("is not valid JSON: syntax error at line 2, column 7");
  });

  it("throws ContractValidationError for well-formed JSON that is not the record", () => {
    const error = caught(() => parseCollector('{"id": 1}'));
    expect(error.issues[0]).toEqual({ path: "/name", keyword: "required", message: "is required but missing" });
  });

  it.each([
    [undefined, "undefined"],
    [null, "null"],
    [42, "number"],
    [Buffer.from("{}"), "object"],
    [{}, "object"],
  ])("throws ContractValidationError for %o instead of text", (input, what) => {
    const error = caught(() => parseCollector(input as unknown as string));
    expect(error.issues).toEqual([{ path: "", keyword: "json", message: `must be JSON text (a string), not ${what}` }]);
  });
});
