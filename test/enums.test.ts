// Every enum value is accepted where it belongs; near misses are not.
import { describe, expect, it } from "vitest";
import { COLLECTOR_STATUSES, COLLECTOR_TYPES, SURVEY_RESPONSE_STATUSES } from "../src/index.js";
import { COLLECTOR_STATUS_VALUES, COLLECTOR_TYPE_VALUES, SURVEY_RESPONSE_STATUS_VALUES, type TableName } from "./contract-table.js";
import { FULL, copy } from "./fixtures.js";
import { PROFILES, expectInvalidAt, expectValid, recordApi } from "./profiles.js";

const ENUM_FIELDS: { record: TableName; field: string; values: string[]; neighbours: string[] }[] = [
  {
    record: "Collector",
    field: "type",
    values: COLLECTOR_TYPE_VALUES,
    neighbours: [...COLLECTOR_STATUS_VALUES, ...SURVEY_RESPONSE_STATUS_VALUES],
  },
  {
    record: "Collector",
    field: "status",
    values: COLLECTOR_STATUS_VALUES,
    neighbours: [...COLLECTOR_TYPE_VALUES, ...SURVEY_RESPONSE_STATUS_VALUES.filter((v) => !COLLECTOR_STATUS_VALUES.includes(v))],
  },
  {
    record: "SurveyResponse",
    field: "status",
    values: SURVEY_RESPONSE_STATUS_VALUES,
    neighbours: [...COLLECTOR_TYPE_VALUES, ...COLLECTOR_STATUS_VALUES.filter((v) => !SURVEY_RESPONSE_STATUS_VALUES.includes(v))],
  },
];

describe("the enum arrays", () => {
  it("list the spec's values in the spec's order", () => {
    expect(COLLECTOR_TYPES).toEqual(COLLECTOR_TYPE_VALUES);
    expect(COLLECTOR_STATUSES).toEqual(COLLECTOR_STATUS_VALUES);
    expect(SURVEY_RESPONSE_STATUSES).toEqual(SURVEY_RESPONSE_STATUS_VALUES);
  });
});

describe.each(PROFILES)("%s profile", (profile) => {
  describe.each(ENUM_FIELDS)("$record.$field", ({ record, field, values, neighbours }) => {
    const api = recordApi(profile, record);
    const withValue = (value: unknown) => ({ ...copy(FULL[record]), [field]: value });

    it.each(values)("accepts %s", (value) => {
      expectValid(api, withValue(value));
    });

    it.each(values)("rejects %s in other case, padded or abbreviated", (value) => {
      for (const nearMiss of [value.toLowerCase(), capitalise(value), ` ${value}`, `${value} `, value.slice(0, -1), `${value}S`]) {
        expectInvalidAt(api, withValue(nearMiss), `/${field}`, "enum");
      }
    });

    it("rejects the values of the neighbouring enums", () => {
      expect(neighbours.length).toBeGreaterThan(0);
      for (const neighbour of neighbours) expectInvalidAt(api, withValue(neighbour), `/${field}`, "enum");
    });
  });
});

function capitalise(value: string): string {
  return value.charAt(0) + value.slice(1).toLowerCase();
}
