// Every field of every record, in both profiles: required-ness, null, types, counts.
import { describe, expect, it } from "vitest";
import { RECORDS, TABLES, wrongValues, type RecordTable } from "./contract-table.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, expectInvalidAt, expectValid, recordApi } from "./profiles.js";

describe.each(PROFILES)("%s profile", (profile) => {
  describe.each(RECORDS)("%s", (record) => {
    const api = recordApi(profile, record);
    const table: RecordTable = TABLES[record];
    const requiredFields = Object.keys(table.required);
    const optionalFields = Object.keys(table.optional);

    it("accepts a record with every field filled", () => {
      expect(Object.keys(FULL[record]).sort()).toEqual([...requiredFields, ...optionalFields].sort());
      expectValid(api, FULL[record]);
    });

    it("accepts a record with only the required fields", () => {
      expect(Object.keys(MINIMAL[record]).sort()).toEqual([...requiredFields].sort());
      expectValid(api, MINIMAL[record]);
    });

    it.each(requiredFields)("rejects a record without required %s", (field) => {
      const value = copy(FULL[record]);
      delete value[field];
      expectInvalidAt(api, value, `/${field}`, "required");
    });

    it.each(requiredFields)("rejects null in required %s", (field) => {
      expectInvalidAt(api, { ...copy(FULL[record]), [field]: null }, `/${field}`);
    });

    it.each(optionalFields)("accepts optional %s absent or null", (field) => {
      const absent = copy(FULL[record]);
      delete absent[field];
      expectValid(api, absent);
      expectValid(api, { ...copy(FULL[record]), [field]: null });
      expectValid(api, { ...copy(MINIMAL[record]), [field]: null });
    });

    const fieldKinds = Object.entries({ ...table.required, ...table.optional });
    it.each(fieldKinds)("rejects a value of the wrong type in %s (%s)", (field, kind) => {
      for (const [wrong, below] of wrongValues(kind)) {
        expectInvalidAt(api, { ...copy(FULL[record]), [field]: wrong }, `/${field}${below}`);
      }
    });
  });
});
