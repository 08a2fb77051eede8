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
import { FULL } from "../fixtures.js";
import { TWO_FACED_FORMS } from "./two-faced.js";

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

    it("accepts exactly what the entry's check accepts, twisted values included", () => {
      const is = ENTRIES[profile][`is${record}`]!;
      const json = fc.jsonValue().map((value) => ({ kind: "JSON", value }));
      fc.assert(
        fc.property(
          fc.oneof(
            twisted(validRecord(record, profile), COMPONENTS[record]!),
            validRecord(record, "tolerant").map((value) => ({ kind: "valid in the tolerant profile", value })),
            json,
          ),
          ({ value }) => {
            const accepted = is(value);
            let decoded = true;
            try {
              decode(value);
            } catch {
              decoded = false;
            }
            expect(decoded).toBe(accepted);
          },
        ),
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
      issues: [{ message: "is not allowed here", path: ["extra"] }],
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

// D21 made exact: a check of the value followed by a copy of it would read each field twice, and
// hand out the second answer unchecked (an Invalid Date, or a TypeError from decodeX itself).
describe("decodeX reads each field once", () => {
  const group = () => ({ id: 1, name: "g", createdAt: "2026-03-01T09:00:00Z" });
  const decoders = (entry: typeof tolerant | typeof strict) =>
    [
      ["decodeX", (value: unknown) => entry.decodeCollectorGroup(value)],
      ["its Standard Schema", (value: unknown) => standardValue(entry.decodeCollectorGroup["~standard"].validate(value))],
    ] as const;

  function standardValue(result: unknown): unknown {
    const { value, issues } = result as { value?: unknown; issues?: { message: string; path: PropertyKey[] }[] };
    if (issues !== undefined)
      throw new ContractValidationError(
        "CollectorGroup",
        issues.map(({ message, path }) => ({ path: path.map((s) => `/${String(s)}`).join(""), keyword: "", message })),
      );
    return value;
  }

  it.each(TWO_FACED_FORMS)("%s that answers differently the second time: what was checked is what is returned", (_kind, twoFaced) => {
    for (const entry of [tolerant, strict]) {
      for (const [, decode] of decoders(entry)) {
        const decoded = decode(twoFaced(group(), "createdAt", "2026-03-01T09:00:00Z", { not: "a date" })) as { createdAt: Date; name: string };
        expect(decoded.createdAt).toStrictEqual(new Date("2026-03-01T09:00:00Z"));
        const named = decode(twoFaced(group(), "name", "g", { passwordHash: "$2b$10$secret" })) as { name: unknown };
        expect(named.name).toBe("g");
      }
    }
  });

  const CHANGED = { path: "", message: "changed while it was read: a getter or a Proxy answered differently the second time" };

  it.each(TWO_FACED_FORMS)("%s invalid the first time and valid the second: refused, as a value that changed while it was read", (_kind, twoFaced) => {
    for (const entry of [tolerant, strict]) {
      for (const [, decode] of decoders(entry)) {
        const error = errorOf(() => decode(twoFaced(group(), "createdAt", "yesterday", "2026-03-01T09:00:00Z")));
        expect(error.issues.map(({ path, message }) => ({ path, message }))).toEqual([CHANGED]);
        // Invalid on every read: the issue of the field, as ever.
        const invalid = errorOf(() => decode(twoFaced(group(), "createdAt", "yesterday", "tomorrow")));
        expect(invalid.issues.map(({ path, message }) => ({ path, message }))).toEqual([
          { path: "/createdAt", message: "must be an RFC 3339 date-time with an offset, such as 2026-03-01T09:00:00Z" },
        ]);
      }
    }
  });

  it("refuses a record whose toJSON method is there on the first read only, as it refuses one that has it", () => {
    for (const entry of [tolerant, strict]) {
      let reads = 0;
      const sender = Object.defineProperty({ email: "a@example.com" }, "toJSON", { get: () => (reads++ === 0 ? () => "x" : undefined) });
      const error = errorOf(() => entry.decodeCollector({ ...FULL.Collector, fromEmail: sender }));
      expect(error.issues.map(({ path, message }) => ({ path, message }))).toEqual([CHANGED]);
    }
  });

  it("adds no field that a prototype was given to the decoded copy", () => {
    Object.defineProperty(Object.prototype, "closeDate", { value: "2026-03-01T09:00:00Z", configurable: true, writable: true });
    try {
      const { closeDate: _, ...open } = FULL.Collector as Record<string, unknown>;
      for (const entry of [tolerant, strict]) {
        expect(Object.hasOwn(entry.decodeCollector(open), "closeDate")).toBe(false);
        expect(Object.hasOwn(entry.decodeCollector(JSON.stringify(open)), "closeDate")).toBe(false);
      }
    } finally {
      delete (Object.prototype as Record<string, unknown>).closeDate;
    }
  });

  it("reads every property of a page, its records, their nested records and lists once, in both entries", () => {
    for (const entry of [tolerant, strict]) {
      const reads = new Map<string, number>();
      const counted = <T extends object>(value: T, where: string): T =>
        new Proxy(value, {
          get: (target, key, receiver) => {
            if (typeof key === "string") reads.set(`${where}.${key}`, (reads.get(`${where}.${key}`) ?? 0) + 1);
            return Reflect.get(target, key, receiver);
          },
        });
      const full = FULL.Collector as { fromEmail: object; groups: object[] };
      const collector = (where: string) =>
        counted(
          {
            ...full,
            fromEmail: counted({ ...full.fromEmail }, `${where}.fromEmail`),
            groups: counted(
              full.groups.map((g, i) => counted({ ...g }, `${where}.groups.${i}`)),
              `${where}.groups`,
            ),
          },
          where,
        );
      const page = counted({ page: 1, pageSize: 2, totalCount: 2, data: counted([collector("data.0"), collector("data.1")], "data") }, "page");
      const decoded = entry.decodeCollectorPage(page);
      expect(decoded.data[1]!.createdAt).toBeInstanceOf(Date);
      const properties = [...reads].filter(([key]) => !key.endsWith(".toJSON"));
      // Every field of two full collectors, their groups and sender, and the envelope.
      expect(properties.length).toBeGreaterThan(2 * Object.keys(full).length);
      expect(properties.filter(([, count]) => count !== 1)).toEqual([]);
    }
  });
});
