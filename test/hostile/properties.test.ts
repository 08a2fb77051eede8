// Property-based: what the validators promise for every input, not only the hand-picked ones.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RECORDS } from "../contract-table.js";
import { cases } from "../depth.js";
import { PROFILES, issuesOf, recordApi } from "../profiles.js";
import { almostRecord, validRecord } from "./arbitraries.js";
import { COMPONENTS } from "./contract-schemas.js";
import { mutationsOf } from "./mutations.js";
import { d9Verdict, twisted } from "./non-json.js";

const RUNS = cases(150, 5_000);

describe.each(PROFILES)("%s profile", (profile) => {
  describe.each(RECORDS)("%s", (record) => {
    const api = recordApi(profile, record);

    it("isX never throws on any JSON value, and assertX throws only ContractValidationError", () => {
      fc.assert(
        fc.property(fc.oneof(fc.jsonValue(), almostRecord(record)), (value) => {
          const verdict = api.is(value);
          expect(typeof verdict).toBe("boolean");
          if (!verdict) issuesOf(api, value);
        }),
        { numRuns: RUNS * 2 },
      );
    });

    it("accepts every valid record the schemas describe", () => {
      fc.assert(
        fc.property(validRecord(record, profile), (value) => {
          expect(api.is(value)).toBe(true);
          // Compared as text: JSON has no -0, so a round trip may turn -0 into 0.
          const text = JSON.stringify(value);
          expect(JSON.stringify(api.parse(text))).toBe(text);
        }),
        { numRuns: RUNS },
      );
    });

    it("rejects every single breaking change, with an issue at the changed path", () => {
      const recordWithChange = validRecord(record, profile).chain((value) => {
        const mutations = mutationsOf(value, COMPONENTS[record]!, profile);
        return fc.constantFrom(...mutations).map((mutation) => ({ mutation, changed: mutation.apply(value) }));
      });
      fc.assert(
        fc.property(recordWithChange, ({ mutation, changed }) => {
          expect(api.is(changed), `${mutation.kind} at ${mutation.path}`).toBe(false);
          const issues = issuesOf(api, changed);
          expect(issues.map((issue) => `${issue.path} ${issue.keyword}`)).toContain(`${mutation.path} ${mutation.keyword}`);
        }),
        { numRuns: RUNS },
      );
    });

    it("judges values JSON.parse never makes by what JSON.stringify sends and what the fields hold (D9)", () => {
      const schema = COMPONENTS[record]!;
      fc.assert(
        fc.property(twisted(validRecord(record, profile), schema), ({ kind, value }) => {
          const verdict = api.is(value);
          expect(verdict, kind).toBe(d9Verdict(value, schema, api.is));
          if (verdict) {
            expect(api.is(JSON.parse(JSON.stringify(value))), kind).toBe(true);
            expect(() => api.assert(value)).not.toThrow();
          } else {
            expect(
              issuesOf(api, value).map((issue) => issue.keyword),
              kind,
            ).not.toContain("internal");
          }
        }),
        { numRuns: RUNS * 4 },
      );
    });

    it("never changes its input", () => {
      fc.assert(
        fc.property(fc.oneof(validRecord(record, profile), almostRecord(record)), (value) => {
          const before = JSON.stringify(value);
          api.is(value);
          try {
            api.assert(value);
          } catch {
            // only the input matters here
          }
          expect(JSON.stringify(value)).toBe(before);
        }),
        { numRuns: RUNS },
      );
    });
  });
});
