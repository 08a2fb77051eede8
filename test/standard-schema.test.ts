// Standard Schema V1 (D13): every record, in both entries, under its own name, so that tRPC,
// Hono, TanStack Form and every other Standard Schema consumer take it as it is: synchronous,
// the verdict of isX, the issues of assertX with their paths as segments.
import { describe, expect, it } from "vitest";
import * as tolerant from "../src/index.js";
import * as strict from "../src/strict.js";
import type { RecordSchema } from "../src/standard-schema.js";
import { RECORDS } from "./contract-table.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, issuesOf, recordApi } from "./profiles.js";

const ENTRIES = { tolerant, strict } as unknown as Record<(typeof PROFILES)[number], Record<string, RecordSchema<unknown>>>;

describe.each(PROFILES)("%s entry", (profile) => {
  describe.each(RECORDS)("%s", (record) => {
    const schema = ENTRIES[profile][record]!;
    const api = recordApi(profile, record);

    it("is a Standard Schema of version 1 from this package", () => {
      expect(schema["~standard"].version).toBe(1);
      expect(schema["~standard"].vendor).toBe("@survey-collection/contract");
      expect(typeof schema["~standard"].validate).toBe("function");
    });

    it("returns a valid record itself, synchronously, unchanged", () => {
      for (const value of [copy(FULL[record]), copy(MINIMAL[record])]) {
        const before = JSON.stringify(value);
        const result = schema["~standard"].validate(value);
        expect(result).not.toBeInstanceOf(Promise);
        expect(result).toEqual({ value });
        expect((result as { value: unknown }).value).toBe(value);
        expect(JSON.stringify(value)).toBe(before);
      }
    });

    it("fails what isX rejects, with assertX's messages and each path as segments", () => {
      for (const value of [null, [], "x", 42, { ...copy(FULL[record]), unexpected: 1 }, {}]) {
        const result = schema["~standard"].validate(value);
        expect(result.issues === undefined, JSON.stringify(value)).toBe(api.is(value));
        if (result.issues === undefined) continue;
        const issues = issuesOf(api, value);
        expect(result.issues.map((issue) => issue.message)).toEqual(issues.map((issue) => issue.message));
      }
    });
  });
});

describe("issue paths", () => {
  it("name array indexes as numbers and property names as strings", () => {
    const page = copy(FULL.CollectorPage) as { data: { groups: { createdAt: string }[] }[] };
    page.data[1] = { ...copy(FULL.Collector), groups: [{ ...copy(FULL.CollectorGroup), createdAt: "2026-02-30T00:00:00Z" }] };
    for (const entry of [tolerant, strict]) {
      const result = entry.CollectorPage["~standard"].validate(page);
      expect(result.issues).toEqual([{ message: expect.stringContaining("date-time"), path: ["data", 1, "groups", 0, "createdAt"] }]);
    }
  });

  it("keep a numeric property name of an object a string, and unescape ~0 and ~1", () => {
    const result = strict.FromEmail["~standard"].validate({ ...copy(FULL.FromEmail), "0": 1, "a/b~c": 2 });
    expect(result.issues?.map((issue) => issue.path)).toEqual([["0"], ["a/b~c"]]);
  });

  it("the whole value is the empty path", () => {
    expect(tolerant.Collector["~standard"].validate("not a record").issues?.[0]?.path).toEqual([]);
  });

  it("nothing throws for hostile values", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = Object.defineProperty({ ...copy(FULL.Collector) }, "status", {
      get() {
        throw new Error("boom");
      },
      enumerable: true,
    });
    for (const value of [
      proxy,
      throwing,
      new Proxy(copy(FULL.Collector), {
        ownKeys: () => {
          throw new Error("boom");
        },
      }),
    ]) {
      expect(tolerant.Collector["~standard"].validate(value).issues?.length).toBeGreaterThan(0);
      expect(strict.CollectorPage["~standard"].validate({ ...copy(MINIMAL.CollectorPage), data: [value] }).issues?.[0]?.path?.slice(0, 2)).toEqual(["data", 0]);
    }
  });
});
