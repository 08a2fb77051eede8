// decodeX (D21) over every record, in both entries: the entry's own verdict, then a copy in which
// every date-time field is a Date naming the instant its text names, and nothing else changed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as tolerant from "../../src/index.js";
import * as strict from "../../src/strict.js";
import { ContractValidationError } from "../../src/index.js";
import { RECORDS, type TableName } from "../contract-table.js";
import { validRecord } from "../hostile/arbitraries.js";
import { COMPONENTS, isRecordSchema, nonNullBranch, type Schema } from "../hostile/contract-schemas.js";
import { twisted } from "../hostile/non-json.js";
import { cases } from "../depth.js";
import { PROFILES, errorOf, type ProfileName } from "../profiles.js";
import { deepFrozen } from "./app-values.js";

const RUNS = cases(120, 3_000);
const ENTRIES = { tolerant, strict } as unknown as Record<ProfileName, Record<string, (value: unknown) => unknown>>;

/** The earliest and the first unsendable instant of a date-time (years 0000–9999 in UTC). */
const FIRST_INSTANT = Date.parse("0000-01-01T00:00:00Z");
const YEAR_10000 = Date.parse("+010000-01-01T00:00:00Z");

/**
 * The instant a date-time names, by Date.parse (independent of the package's reading): its ISO
 * form wants upper case and at most three fraction digits (the rest cut, as decodeX cuts them),
 * and takes no leap second (the second after it).
 */
function referenceInstant(text: string): number {
  const iso = text.toUpperCase().replace(/(\.\d{3})\d+/, "$1");
  const leap = /T23:59:60/.test(iso);
  return Date.parse(leap ? iso.replace("T23:59:60", "T23:59:59") : iso) + (leap ? 1000 : 0);
}

/** The decoded value with every Date put back as the text it was decoded from, to compare with the wire. */
function undecoded(decoded: unknown, wire: unknown, schema: Schema, dates: { text: string; date: unknown }[]): unknown {
  const at = nonNullBranch(schema);
  if (Array.isArray(decoded)) return decoded.map((item, i) => undecoded(item, (wire as unknown[])[i], at.items ?? {}, dates));
  if (at.format === "date-time" && typeof wire === "string") {
    dates.push({ text: wire, date: decoded });
    return wire;
  }
  if (decoded === null || typeof decoded !== "object" || !isRecordSchema(at)) return decoded;
  const properties = at.properties as Record<string, Schema>;
  return Object.fromEntries(
    Object.entries(decoded).map(([name, field]) => [
      name,
      Object.hasOwn(properties, name) ? undecoded(field, (wire as Record<string, unknown>)[name], properties[name]!, dates) : field,
    ]),
  );
}

describe.each(PROFILES)("%s entry", (profile) => {
  describe.each(RECORDS)("%s", (record: TableName) => {
    const decode = ENTRIES[profile][`decode${record}`]!;
    const toWire = ENTRIES[profile][`toWire${record}`]!;

    it("gives a copy with a Date in every date-time field, naming its instant, from the value or its text", () => {
      fc.assert(
        // Through a JSON text first: JSON has no -0, which the value's unknown properties may hold.
        fc.property(validRecord(record, profile), (value) => {
          const wire = deepFrozen(JSON.parse(JSON.stringify(value)));
          const decoded = decode(wire);
          expect(decode(JSON.stringify(wire))).toStrictEqual(decoded);
          const dates: { text: string; date: unknown }[] = [];
          expect(undecoded(decoded, wire, COMPONENTS[record]!, dates)).toStrictEqual(JSON.parse(JSON.stringify(wire)));
          for (const { text, date } of dates) {
            expect(date).toBeInstanceOf(Date);
            expect((date as Date).getTime()).toBe(referenceInstant(text));
          }
        }),
        { numRuns: RUNS },
      );
    });

    it("sends back the same instants, except those that fall outside the years 0000–9999 in UTC", () => {
      fc.assert(
        fc.property(validRecord(record, "strict"), (wire) => {
          const dates: { text: string; date: unknown }[] = [];
          const decoded = decode(wire);
          undecoded(decoded, wire, COMPONENTS[record]!, dates);
          const sendable = dates.every(({ date }) => (date as Date).getTime() >= FIRST_INSTANT && (date as Date).getTime() < YEAR_10000);
          if (!sendable) {
            errorOf(() => toWire(decoded));
            return;
          }
          const again: { text: string; date: unknown }[] = [];
          undecoded(decode(toWire(decoded)), toWire(decoded), COMPONENTS[record]!, again);
          expect(again.map(({ text }) => referenceInstant(text))).toEqual(dates.map(({ text }) => referenceInstant(text)));
        }),
        { numRuns: RUNS },
      );
    });

    it("throws ContractValidationError for every invalid value and malformed text, never another error", () => {
      // The twisted values stay in their holder: fast-check cannot map a revoked proxy.
      const json = fc.oneof(fc.jsonValue(), fc.string()).map((value) => ({ kind: "JSON", value }));
      fc.assert(
        fc.property(fc.oneof(twisted(validRecord(record, profile), COMPONENTS[record]!), json), ({ value }) => {
          try {
            decode(value);
          } catch (error) {
            expect(error).toBeInstanceOf(ContractValidationError);
          }
        }),
        { numRuns: RUNS },
      );
    });
  });
});

describe("decodeX as a Standard Schema", () => {
  const wire = { email: "a@example.com" };
  const group = { id: 1, name: "g", createdAt: "2026-03-01T09:00:00+01:00", extra: true };

  it("gives the decoded value of a valid record, and the entry's issues, with paths as segments, of an invalid one", () => {
    const schema = tolerant.decodeCollectorGroup["~standard"];
    expect(schema.version).toBe(1);
    expect(schema.vendor).toBe("@survey-collection/contract");
    expect(schema.validate(group)).toStrictEqual({ value: { id: 1, name: "g", createdAt: new Date("2026-03-01T08:00:00Z"), extra: true } });
    expect(strict.decodeCollectorGroup["~standard"].validate(group)).toStrictEqual({
      issues: [{ message: "is not a property of this record (the strict profile admits only the properties the contract names)", path: ["extra"] }],
    });
    expect(tolerant.decodeFromEmail["~standard"].validate(wire)).toStrictEqual({ value: wire });
    expect(tolerant.decodeCollectorPage["~standard"].validate({ page: 1, pageSize: 1, totalCount: 1, data: [{}] })).toMatchObject({
      issues: expect.arrayContaining([{ message: "is required but missing", path: ["data", 0, "id"] }]),
    });
  });

  it("validates a value, not a text, as a Standard Schema does", () => {
    expect(tolerant.decodeFromEmail["~standard"].validate(JSON.stringify(wire))).toMatchObject({ issues: [{ path: [] }] });
    expect(tolerant.decodeFromEmail(JSON.stringify(wire))).toStrictEqual(wire);
  });
});
