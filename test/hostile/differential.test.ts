// Differential: our precompiled validators and two independent JSON Schema 2020-12
// implementations, each with its own date-time and uuid checks, must give the same verdict
// on the differential corpus. @cfworker/json-schema judges the bundled document;
// @hyperjump/json-schema judges the hand-written schemas/ as written, `$dynamicRef` generics
// included, and the JSON Schemas the package publishes per record and profile. Both of our
// engines judge every value, whatever the check says: the report finds nothing in a value the
// check accepts and something in every value it rejects, never a disagreement between them
// (D18, both directions). A disagreement fails with the value.
import { Validator } from "@cfworker/json-schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RECORDS } from "../contract-table.js";
import { PROFILES, issuesOf, recordApi, type ProfileName } from "../profiles.js";
import { recordDocument } from "./contract-schemas.js";
import * as strictTable from "../../generated/validators/strict-records.js";
import * as tolerantTable from "../../generated/validators/tolerant-records.js";
import { issuesFromBoth } from "../../src/validation/record-validator.js";
import { CORPUS_SIZE, differentialCorpus } from "./corpus.js";
import { handWrittenValidator } from "./hand-written-schemas.js";
import { publishedSchemaValidator } from "./published-schemas.js";
import type { TableName } from "../contract-table.js";

const REFERENCES: [string, (record: TableName, profile: ProfileName) => Promise<(value: unknown) => boolean>][] = [
  [
    "@cfworker/json-schema on the bundled document",
    async (record, profile) => {
      const validator = new Validator(recordDocument(record, profile) as never, "2020-12", true);
      return (value) => validator.validate(value).valid;
    },
  ],
  ["@hyperjump/json-schema on the hand-written schemas", handWrittenValidator],
  ["@hyperjump/json-schema on the published schemas/X.json and schemas/strict/X.json", publishedSchemaValidator],
];

describe.each(REFERENCES)("against %s", (_, makeReference) => {
  describe.each(PROFILES)("%s profile", (profile) => {
    describe.each(RECORDS)("%s", (record) => {
      const ours = recordApi(profile, record);
      const entry = (profile === "strict" ? strictTable : tolerantTable)[record];

      it(`agrees on ${CORPUS_SIZE} values; its report finds nothing in every value it accepts and something in every value it rejects`, async () => {
        const reference = await makeReference(record, profile);
        let validCount = 0;
        fc.assert(
          fc.property(differentialCorpus(record, profile), (value) => {
            const expected = reference(value);
            if (expected) validCount++;
            expect(ours.is(value), `verdict on ${JSON.stringify(value)}`).toBe(expected);
            if (!expected) expect(issuesOf(ours, value).map((issue) => issue.keyword)).not.toContain("internal");
            const fromBoth = issuesFromBoth(entry, value);
            if (expected) expect(fromBoth, `report on the accepted ${JSON.stringify(value)}`).toEqual([]);
            else expect(fromBoth.map((issue) => issue.keyword)).not.toContain("internal");
          }),
          { numRuns: CORPUS_SIZE },
        );
        // About a fifth are valid (corpus.ts); a twentieth is four standard deviations below that
        // even in a quick run's 120 values, so the bound fails only on a corpus gone one-sided.
        expect(validCount).toBeGreaterThan(CORPUS_SIZE / 20);
      });
    });
  });
});
