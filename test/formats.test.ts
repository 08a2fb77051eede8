// Design decision D4: every string case of the JSON-Schema-Test-Suite's date-time and uuid
// files gets its expected verdict, checked through real record fields.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TableName } from "./contract-table.js";
import { FULL, copy } from "./fixtures.js";
import { PROFILES, expectInvalidAt, recordApi } from "./profiles.js";

const SUITE_DIR = path.resolve(import.meta.dirname, "vendor/json-schema-test-suite");

interface SuiteCase {
  description: string;
  data: unknown;
  valid: boolean;
}

function stringCases(format: string): SuiteCase[] {
  const groups = JSON.parse(readFileSync(path.join(SUITE_DIR, `${format}.json`), "utf8")) as { tests: SuiteCase[] }[];
  return groups.flatMap((group) => group.tests).filter((test) => typeof test.data === "string");
}

const FIELDS: Record<string, { record: TableName; field: string }[]> = {
  "date-time": [
    { record: "Collector", field: "createdAt" },
    { record: "Collector", field: "closeDate" },
    { record: "CollectorGroup", field: "createdAt" },
    { record: "SurveyResponse", field: "updatedAt" },
  ],
  uuid: [
    { record: "SurveyResponse", field: "id" },
    { record: "CollectorGroup", field: "departmentId" },
    { record: "CollectorGroup", field: "organizationId" },
  ],
};

describe.each(Object.keys(FIELDS))("%s", (format) => {
  const cases = stringCases(format);

  it("has the suite's string cases at hand", () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  describe.each(PROFILES)("%s profile", (profile) => {
    describe.each(FIELDS[format]!)("$record.$field", ({ record, field }) => {
      const api = recordApi(profile, record);
      it.each(cases)("$description: $data", ({ data, valid }) => {
        const value = { ...copy(FULL[record]), [field]: data };
        if (valid) expect(api.is(value)).toBe(true);
        else expectInvalidAt(api, value, `/${field}`, "format");
      });
    });
  });
});
