// src/diff/lifecycle.ts on its own: the dates it reads, what a schema announced, and each
// verdict of the day of the diff (the CLI and the documents around them: deprecation.test.ts,
// test/cli/diff-lifecycle.test.ts).
import { describe, expect, it } from "vitest";
import type { Change } from "../../src/diff/types.js";
import { dayNumber, deprecationWords, judgeLifecycle, lifecycleOf } from "../../src/diff/lifecycle.js";
import type { Lifecycle } from "../../src/diff/types.js";
import { RULES, type RuleId } from "../../src/diff/rules.js";

describe("dayNumber: a real calendar day, YYYY-MM-DD", () => {
  it.each([
    ["1970-01-01", 0],
    ["1970-01-02", 1],
    ["2024-02-29", 19_782],
    ["2026-12-31", 20_818],
  ])("%s is day %i", (text, day) => {
    expect(dayNumber(text)).toBe(day);
  });

  it.each([["2026-02-29"], ["2026-13-01"], ["2026-00-10"], ["2026-04-31"], ["2026-04-00"], ["2026-4-1"], ["2026-04-01T00:00:00Z"], [" 2026-04-01"], [20_000], [null], [undefined]])(
    "%j is no day",
    (text) => {
      expect(dayNumber(text)).toBeUndefined();
    },
  );
});

describe("lifecycleOf: what a schema announced", () => {
  it.each([
    [
      { deprecated: true, "x-sunset": "2027-01-01" },
      { deprecated: true, sunset: "2027-01-01" },
    ],
    [{ deprecated: true, "x-sunset": "soon" }, { deprecated: true }],
    [
      { deprecated: "yes", "x-sunset": "2027-01-01" },
      { deprecated: false, sunset: "2027-01-01" },
    ],
    [{ type: "string" }, { deprecated: false }],
    [true, { deprecated: false }],
    [null, { deprecated: false }],
  ])("%j announced %j", (schema, lifecycle) => {
    expect(lifecycleOf(schema)).toStrictEqual(lifecycle);
  });

  it("says of a sunset only its date, or that it is none", () => {
    expect(deprecationWords("2027-01-01")).toBe("deprecated, to be removed on or after 2027-01-01");
    expect(deprecationWords(undefined)).toBe("deprecated, with no x-sunset date");
    expect(deprecationWords("\u001b[31mred")).toBe("deprecated; its x-sunset is no date of the form YYYY-MM-DD");
  });
});

describe("judgeLifecycle: the verdicts of the day of the diff", () => {
  const policy = { today: "2026-06-01", deprecationDays: 30 };
  const change = (rule: RuleId, lifecycle?: Lifecycle): Change => ({
    rule,
    class: RULES[rule].class,
    pointer: "/components/schemas/A/properties/x",
    message: "it went",
    ...(lifecycle ? { lifecycle } : {}),
  });
  const one = (rule: RuleId, lifecycle?: Lifecycle, days = policy): Change[] => judgeLifecycle([change(rule, lifecycle)], days);

  it("leaves a change with nothing announced as it is", () => {
    const plain = change("FIELD_REMOVED");
    expect(judgeLifecycle([plain], policy)).toStrictEqual([plain]);
  });

  it("says why each removal is still a break, and accepts one on or after its sunset", () => {
    expect(one("FIELD_REMOVED", { deprecated: false })[0]!.message).toBe("it went; it was not deprecated first");
    expect(one("RECORD_REMOVED", { deprecated: true })[0]!.message).toBe("it went; it was deprecated with no x-sunset date");
    const early = { deprecated: true, sunset: "2026-06-02" };
    expect(one("ENUM_VALUE_REMOVED", early)[0]).toStrictEqual({ ...change("ENUM_VALUE_REMOVED", early), message: "it went; removed before its sunset, 2026-06-02" });
    const due = { deprecated: true, sunset: "2026-06-01" };
    expect(one("FIELD_REMOVED", due)[0]).toStrictEqual({
      ...change("FIELD_REMOVED", due),
      message: "it went; deprecated, its sunset 2026-06-01 has come",
      sunsetPassed: true,
    });
  });

  it("lets a deprecation with enough notice pass, at exactly the notice too", () => {
    const deprecated = change("DEPRECATED", { deprecated: true, sunset: "2026-07-01" });
    expect(judgeLifecycle([deprecated], policy)).toStrictEqual([deprecated]);
    expect(one("DEPRECATED", { deprecated: true })).toStrictEqual([change("DEPRECATED", { deprecated: true })]);
    expect(one("DEPRECATED", { deprecated: false, sunset: "2026-06-02" })).toStrictEqual([change("DEPRECATED", { deprecated: false, sunset: "2026-06-02" })]);
  });

  it.each([
    ["2026-06-30", "29 days after 2026-06-01"],
    ["2026-06-02", "1 day after 2026-06-01"],
    ["2026-06-01", "today"],
    ["2026-05-31", "a day already past"],
  ])("calls a sunset of %s too soon: %s", (sunset, when) => {
    expect(one("DEPRECATED", { deprecated: true, sunset })).toStrictEqual([
      {
        rule: "SUNSET_TOO_SOON",
        class: RULES.SUNSET_TOO_SOON.class,
        pointer: "/components/schemas/A/properties/x",
        message: `deprecated, to be removed on or after ${sunset}, ${when}: give clients at least 30 days (--deprecation-days)`,
        witnesses: [],
        witnessMissing: "no value moves: it breaks the notice a deprecation must give (--deprecation-days), not what the schema admits",
      },
    ]);
  });

  it("keeps the annotation change beside a sunset moved too close", () => {
    const moved = change("ANNOTATION_CHANGED", { deprecated: true, sunset: "2026-06-10" });
    expect(judgeLifecycle([moved], policy).map(({ rule }) => rule)).toStrictEqual(["ANNOTATION_CHANGED", "SUNSET_TOO_SOON"]);
  });
});
