// Differential: our precompiled validators and an independent JSON Schema implementation
// (@cfworker/json-schema, with its own date-time and uuid checks) run on the bundled document
// must give the same verdict on valid, mutated and almost-valid values. A disagreement fails
// with the value printed.
import { Validator } from "@cfworker/json-schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RECORDS } from "../contract-table.js";
import { PROFILES, recordApi } from "../profiles.js";
import { almostRecord, validRecord } from "./arbitraries.js";
import { COMPONENTS, recordDocument } from "./contract-schemas.js";
import { mutationsOf } from "./mutations.js";

/** `npm run test:deep` compares 10 000 values per record and profile. */
const VALUES = process.env.CONTRACT_DEEP ? 10_000 : 600;

describe.each(PROFILES)("%s profile", (profile) => {
  describe.each(RECORDS)("%s", (record) => {
    const ours = recordApi(profile, record);
    const reference = new Validator(recordDocument(record, profile) as never, "2020-12", true);

    it(`agrees with @cfworker/json-schema on ${VALUES} values`, () => {
      const valid = validRecord(record, profile);
      const mutated = valid.chain((value) => {
        const mutations = mutationsOf(value, COMPONENTS[record]!, profile);
        return fc.constantFrom(...mutations).map((mutation) => mutation.apply(value));
      });
      const values = fc.oneof(valid, mutated, mutated, almostRecord(record), fc.jsonValue({ maxDepth: 3 }));
      let validCount = 0;
      fc.assert(
        fc.property(values, (value) => {
          const expected = reference.validate(value).valid;
          if (expected) validCount++;
          expect(ours.is(value), `verdict on ${JSON.stringify(value)}`).toBe(expected);
        }),
        { numRuns: VALUES },
      );
      expect(validCount).toBeGreaterThan(VALUES / 10);
    });
  });
});
