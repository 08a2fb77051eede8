// fast-check arbitraries made from the contract's own schemas: any valid record, with or
// without optional fields and nulls, formats included, unknown keys where the tolerant profile
// allows them.
import fc from "fast-check";
import type { TableName } from "../contract-table.js";
import { COMPONENTS, resolve, typesOf, type Schema } from "./contract-schemas.js";

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

interface Options {
  /** Add properties the contract does not name, as the tolerant profile accepts. */
  unknownKeys: boolean;
}

function arbitraryFor(schema: Schema, options: Options): fc.Arbitrary<unknown> {
  if (schema.$ref !== undefined) return arbitraryFor(resolve(schema), options);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...schema.anyOf.map((branch: Schema) => arbitraryFor(branch, options)));
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  return fc.oneof(...typesOf(schema).map((type) => arbitraryForType(type, schema, options)));
}

function arbitraryForType(type: string, schema: Schema, options: Options): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "string":
      return schema.format === "date-time" ? dateTime : schema.format === "uuid" ? uuid : fc.string({ maxLength: 12 });
    case "integer":
      return fc.oneof(fc.integer({ min: schema.minimum ?? -1_000_000, max: 1_000_000 }), fc.constant(schema.minimum ?? -(2 ** 53)), fc.constant(2 ** 53));
    case "array":
      return fc.array(arbitraryFor(schema.items ?? {}, options), { maxLength: 3 });
    case "object":
      return schema.properties === undefined ? freeForm : recordArbitrary(schema, options);
    default:
      throw new Error(`no arbitrary for type ${type}`);
  }
}

function recordArbitrary(schema: Schema, options: Options): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties as Record<string, Schema>).map(([name, sub]) => [name, arbitraryFor(sub, options)]));
  const record = fc.record(properties, { requiredKeys: schema.required ?? [] });
  if (!options.unknownKeys) return record;
  return fc.tuple(record, unknownKeys).map(([known, extra]) => ({ ...extra, ...known }));
}

/** Any valid record of this name, for this profile. */
export function validRecord(record: TableName, profile: "tolerant" | "strict"): fc.Arbitrary<Record<string, unknown>> {
  return arbitraryFor(COMPONENTS[record]!, { unknownKeys: profile === "tolerant" }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Objects with the record's own keys holding arbitrary JSON: almost records, mostly invalid. */
export function almostRecord(record: TableName): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(COMPONENTS[record]!.properties);
  return fc.dictionary(fc.constantFrom(...names, "__proto__", "constructor", "toString"), fc.jsonValue({ maxDepth: 2 }), { maxKeys: names.length });
}
