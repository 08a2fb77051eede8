// Limits: what the validators do with inputs far larger or deeper than any real page. How the
// time grows with the size is `npm run bench:linear`'s to measure (D19), not a test's.
import { describe, expect, it } from "vitest";
import { ContractValidationError } from "../src/index.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, errorOf, issuesOf, recordApi } from "./profiles.js";

function pageOf(count: number, record: unknown) {
  return { page: 0, pageSize: count, totalCount: count, data: Array.from({ length: count }, () => record) };
}

/** No lone surrogate: the text encodes to UTF-8 and back unchanged. */
function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Iteratively, so that building the value does not itself need a deep stack. */
function nestedObject(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < depth; i++) value = { child: value, list: [i] };
  return value;
}

describe.each(PROFILES)("%s profile", (profile) => {
  const collectorPage = recordApi(profile, "CollectorPage");

  it("validates a 100 000-record page, and finds the one bad record among them", () => {
    const large = pageOf(100_000, copy(FULL.Collector));
    expect(collectorPage.is(large)).toBe(true);
    large.data[99_999] = { ...copy(FULL.Collector), id: 7 };
    expect(collectorPage.is(large)).toBe(false);
    expect(issuesOf(collectorPage, large)).toEqual([expect.objectContaining({ path: "/data/99999/id", keyword: "type" })]);
  });

  it("passes free-form content nested 10 000 and 1 000 000 levels deep, without recursing into it", () => {
    const response = recordApi(profile, "SurveyResponse");
    for (const depth of [10_000, 1_000_000]) {
      const value = { ...copy(FULL.SurveyResponse), content: nestedObject(depth), dynamicParameters: nestedObject(depth) };
      expect(response.is(value)).toBe(true);
      expect(() => response.assert({ ...value, surveyId: "not a number" })).toThrow(ContractValidationError);
    }
  });

  it("checks a 10 MB string, and a 10 MB date-time fraction", () => {
    const collector = recordApi(profile, "Collector");
    const withName = (length: number) => ({ ...copy(FULL.Collector), name: "x".repeat(length) });
    const withFraction = (length: number) => ({ ...copy(FULL.Collector), createdAt: `2026-01-01T00:00:00.${"1".repeat(length)}Z` });
    for (const make of [withName, withFraction]) {
      expect(collector.is(make(10_000_000))).toBe(true);
    }
  });

  it("reports at most 100 issues (the README's promise), in a short message, for 100 000 bad records", () => {
    const bad = pageOf(100_000, { ...copy(MINIMAL.Collector), id: 7, type: "sms", isActive: "yes", extra: "x".repeat(1000) });
    const issues = issuesOf(collectorPage, bad);
    expect(issues).toHaveLength(100);
    expect(issues).toContainEqual(expect.objectContaining({ path: "/data/0/id", keyword: "type" }));
    expect(issues.at(-1)!.path).toMatch(/^\/data\/\d+\//);
    expect(errorOf(() => collectorPage.assert(bad)).message.length).toBeLessThanOrEqual(600);
  });

  it("bounds every issue and the message whatever the keys: a 1 MB unknown key makes no 1 MB issue", () => {
    const emoji = "\u{1F600}".repeat(500_000);
    const keys = ["k".repeat(1_000_000), `k${emoji}`, emoji, `/~${"x".repeat(2_000)}`];
    const data = Array.from({ length: keys.length * 30 }, (_, i) => ({ ...copy(FULL.Collector), id: 5, [keys[i % keys.length]!]: 1 }));
    const page = { ...pageOf(0, null), data };
    const error = errorOf(() => collectorPage.assert(page));
    expect(error.issues.length).toBeLessThanOrEqual(100);
    expect(JSON.stringify(error.issues).length).toBeLessThan(100 * 1_300);
    for (const issue of error.issues) {
      expect(issue.path.length).toBeLessThanOrEqual(1_000);
      expect(isWellFormed(issue.path)).toBe(true);
      if (issue.pathCut) expect(issue.path.endsWith("…")).toBe(true);
    }
    if (profile === "strict") {
      const cut = error.issues.filter((issue) => issue.keyword === "additionalProperties");
      expect(cut.length).toBeGreaterThan(0);
      expect(cut.every((issue) => issue.pathCut === true && issue.path.length >= 999)).toBe(true);
      expect(error.issues.find((issue) => issue.path.startsWith("/data/3/~1~0x"))).toMatchObject({ pathCut: true });
    }
    expect(error.issues.filter((issue) => issue.keyword === "type").every((issue) => issue.pathCut === undefined)).toBe(true);
    expect(error.message.length).toBeLessThanOrEqual(600);
    expect(isWellFormed(error.message)).toBe(true);
  });

  it("never cuts the message inside a surrogate pair, at any cut position", () => {
    for (let shift = 0; shift < 4; shift++) {
      const key = `${"a".repeat(shift)}${"\u{1F600}".repeat(300)}`;
      const error = errorOf(() => recordApi("strict", "Collector").assert({ ...copy(FULL.Collector), [key]: 1, id: 1, name: 2, type: 3 }));
      expect(error.message.length).toBeLessThanOrEqual(600);
      expect(isWellFormed(error.message)).toBe(true);
      expect(isWellFormed(error.issues[0]!.path)).toBe(true);
    }
  });

  it("keeps messages short and never quotes values, whatever their size", () => {
    const huge = "y".repeat(1_000_000);
    const collector = recordApi(profile, "Collector");
    const cases: unknown[] = [{ ...copy(FULL.Collector), type: huge }, { ...copy(FULL.Collector), createdAt: huge }, { ...copy(FULL.Collector), [huge]: 1 }, huge];
    for (const value of cases) {
      try {
        collector.assert(value);
        expect(profile === "tolerant" && typeof value === "object").toBe(true);
      } catch (error) {
        const { message, issues } = error as ContractValidationError;
        expect(message.length).toBeLessThan(600);
        expect(message).not.toContain("yyyyyyyyyy".repeat(20));
        for (const issue of issues) expect(issue.message).not.toContain("yyyyyyyyyy");
      }
    }
    for (const text of [`{"a": "${huge}" x}`, `${huge}`, `{"${huge}`]) {
      const { message, issues } = errorOf(() => collector.parse(text));
      expect(message.length).toBeLessThanOrEqual(600);
      expect(JSON.stringify(issues)).not.toContain("yyyy");
    }
  });

  it("validates deeply frozen pages and leaves every input as it was", () => {
    const page = pageOf(1_000, copy(FULL.Collector));
    const freeze = (value: unknown): void => {
      if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
      Object.freeze(value);
      for (const child of Object.values(value)) freeze(child);
    };
    freeze(page);
    const before = JSON.stringify(page);
    expect(collectorPage.is(page)).toBe(true);
    expect(() => collectorPage.assert({ ...page, page: -1 })).toThrow(ContractValidationError);
    expect(JSON.stringify(page)).toBe(before);
  });
});
