// fast-check arbitraries made from the contract's own schemas: any valid record, with or
// without optional fields and nulls, formats included, unknown keys where the tolerant profile
// allows them, made by the package's own value generator with choices fast-check draws.
import fc from "fast-check";
import type { TableName } from "../contract-table.js";
import { makeRecordWith, type Choices } from "../../src/testing/make-record.js";
import { COMPONENTS } from "./contract-schemas.js";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** RFC 3339 date-times across the whole range: leap days, leap seconds, fractions, offsets, case. */
const dateTime: fc.Arbitrary<string> = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,12}$/), { nil: undefined }),
    offset: fc.oneof(
      fc.constantFrom("Z", "z"),
      fc.tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([s, h, m]) => `${s}${pad(h)}:${pad(m)}`),
    ),
    t: fc.constantFrom("T", "t"),
    leapSecond: fc.boolean(),
  })
  .map(({ year, month, day, hour, minute, second, fraction, offset, t, leapSecond }) => {
    const validDay = Math.min(day, daysIn(year, month));
    const time = leapSecond ? "23:59:60" : `${pad(hour)}:${pad(minute)}:${pad(second)}`;
    const zone = leapSecond ? "Z" : offset;
    return `${pad(year, 4)}-${pad(month)}-${pad(validDay)}${t}${time}${fraction === undefined ? "" : `.${fraction}`}${zone}`;
  });

const uuid: fc.Arbitrary<string> = fc
  .tuple(fc.uuid(), fc.constantFrom("lower", "upper", "mixed"))
  .map(([value, letterCase]) => (letterCase === "lower" ? value : letterCase === "upper" ? value.toUpperCase() : value.replace(/[a-f]/g, (c, i) => (i % 2 ? c.toUpperCase() : c))));

const freeForm = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
const unknownKeys = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).map((k) => `x-${k}`),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 2 },
);

/**
 * The choices of the package's one value generator (src/testing/make-record.ts) drawn by
 * fast-check: any text within the schema's lengths, date-times across the whole range (leap
 * days and seconds, fractions, offsets, either case), uuids in any case, integers to ±2⁵³, and,
 * for the tolerant profile, unknown properties on every object. The walk over the schemas, and
 * every constraint the vocabulary gives them, are the generator's.
 */
function fastCheckChoices(g: fc.GeneratorValue, unknownProperties: boolean): Choices {
  return {
    below: (below) => g(fc.integer, { min: 0, max: below - 1 }),
    chance: (probability) => g(fc.integer, { min: 0, max: 999 }) < probability * 1000,
    text: (min, max) => g(fc.string, { minLength: min, maxLength: max ?? Math.max(min, 12) }),
    integer: (minimum) => g(() => fc.oneof(fc.integer({ min: minimum ?? -1_000_000, max: 1_000_000 }), fc.constant(minimum ?? -(2 ** 53)), fc.constant(2 ** 53))),
    dateTime: () => g(() => dateTime),
    uuid: () => g(() => uuid),
    freeForm: () => g(() => freeForm),
    unknownProperties: () => (unknownProperties ? g(() => unknownKeys) : {}),
  };
}

/** Any valid record of this name, for this profile. */
export function validRecord(record: TableName, profile: "tolerant" | "strict"): fc.Arbitrary<Record<string, unknown>> {
  return fc.gen().map((g) => makeRecordWith(record, fastCheckChoices(g, profile === "tolerant")) as Record<string, unknown>);
}

/** Objects with the record's own keys holding arbitrary JSON: almost records, mostly invalid. */
export function almostRecord(record: TableName): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(COMPONENTS[record]!.properties);
  return fc.dictionary(fc.constantFrom(...names, "__proto__", "constructor", "toString"), fc.jsonValue({ maxDepth: 2 }), { maxKeys: names.length });
}
