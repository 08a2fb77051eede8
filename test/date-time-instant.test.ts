// formats/date-time.js's dateTimeInstantOfLast: the instant of the date-time its check accepted
// last, which decodeX makes a Date (D21), against Date's own reading and a reference of its own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateTimeInstantOfLast, isDateTime } from "../formats/date-time.js";
import { cases } from "./depth.js";

/** The instant of a valid date-time, read as decodeX reads it: the check, then the instant. */
function instant(text: string): number {
  if (!isDateTime(text)) throw new Error(`not a date-time: ${text}`);
  return dateTimeInstantOfLast(text);
}

describe("dateTimeInstantOfLast", () => {
  it("name the instant Date.parse reads in every ISO 8601 date-time a Date writes", () => {
    const time = fc.integer({ min: Date.parse("0000-01-01T00:00:00Z"), max: Date.parse("+010000-01-01T00:00:00Z") - 1 });
    fc.assert(
      fc.property(time, (t) => {
        const text = new Date(t).toISOString();
        expect(instant(text)).toBe(t);
      }),
      { numRuns: cases(5000) },
    );
  });

  it("name the instant of any valid date-time: fractions of any length, any offset, either case, leap seconds", () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
    const dateTime = fc
      .record({
        year: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, "0")),
        month: fc.integer({ min: 1, max: 12 }).map((n) => String(n).padStart(2, "0")),
        day: fc.integer({ min: 1, max: 31 }).map((n) => String(n).padStart(2, "0")),
        t: fc.constantFrom("T", "t"),
        hour: two(23),
        minute: two(59),
        second: two(60),
        fraction: fc.oneof(fc.constant(""), fc.stringMatching(/^\.[0-9]{1,12}$/)),
        offset: fc.oneof(
          fc.constantFrom("Z", "z"),
          fc.tuple(fc.constantFrom("+", "-"), two(23), two(59)).map(([sign, h, m]) => `${sign}${h}:${m}`),
        ),
      })
      .map((p) => `${p.year}-${p.month}-${p.day}${p.t}${p.hour}:${p.minute}:${p.second}${p.fraction}${p.offset}`)
      .filter(isDateTime);
    fc.assert(
      fc.property(dateTime, (text) => {
        expect(instant(text)).toBe(referenceInstant(text));
      }),
      { numRuns: cases(5000) },
    );
  });

  it("apply the offset, either case, and cut fraction digits beyond the millisecond", () => {
    expect(instant("2026-03-01T09:00:00+01:30")).toBe(Date.parse("2026-03-01T07:30:00Z"));
    expect(instant("2026-03-01T09:00:00-05:00")).toBe(Date.parse("2026-03-01T14:00:00Z"));
    expect(instant("2026-03-01t09:00:00z")).toBe(Date.parse("2026-03-01T09:00:00Z"));
    expect(instant("2026-03-01T09:00:00.1Z")).toBe(Date.parse("2026-03-01T09:00:00.100Z"));
    expect(instant("2026-03-01T09:00:00.12Z")).toBe(Date.parse("2026-03-01T09:00:00.120Z"));
    expect(instant("2026-03-01T09:00:00.123999999Z")).toBe(Date.parse("2026-03-01T09:00:00.123Z"));
    expect(instant("2026-03-01T09:00:00.999999+00:00")).toBe(Date.parse("2026-03-01T09:00:00.999Z"));
  });

  it("read a leap second as the second after it, and years below 100 as themselves", () => {
    expect(instant("2016-12-31T23:59:60Z")).toBe(Date.parse("2017-01-01T00:00:00Z"));
    expect(instant("2016-12-31T23:59:60.5Z")).toBe(Date.parse("2017-01-01T00:00:00.500Z"));
    expect(new Date(instant("1998-12-31T23:59:60Z")).toISOString()).toBe("1999-01-01T00:00:00.000Z");
    expect(new Date(instant("0000-01-01T00:00:00Z")).toISOString()).toBe("0000-01-01T00:00:00.000Z");
    expect(new Date(instant("0099-12-31T23:59:59Z")).toISOString()).toBe("0099-12-31T23:59:59.000Z");
    expect(new Date(instant("9999-12-31T23:59:59.999Z")).toISOString()).toBe("9999-12-31T23:59:59.999Z");
    expect(new Date(instant("0000-01-01T00:00:00+00:01")).toISOString()).toBe("-000001-12-31T23:59:00.000Z");
  });

  it("counts the leap years of the proleptic Gregorian calendar", () => {
    const day = 86_400_000;
    expect(instant("1970-01-01T00:00:00Z")).toBe(0);
    expect(instant("2000-03-01T00:00:00Z") - instant("2000-02-28T00:00:00Z")).toBe(2 * day);
    expect(instant("1900-03-01T00:00:00Z") - instant("1900-02-28T00:00:00Z")).toBe(day);
    expect(instant("0000-03-01T00:00:00Z") - instant("0000-02-28T00:00:00Z")).toBe(2 * day);
    expect(instant("0000-01-01T00:00:00Z")).toBe(Date.parse("0000-01-01T00:00:00Z"));
  });

  it("is the instant of the text the check read last, not of the one before it", () => {
    expect(isDateTime("2026-03-01T09:00:00.250+01:00")).toBe(true);
    expect(isDateTime("1999-12-31T23:59:59Z")).toBe(true);
    expect(dateTimeInstantOfLast("1999-12-31T23:59:59Z")).toBe(Date.parse("1999-12-31T23:59:59Z"));
    expect(isDateTime("2026-03-01T09:00:00.250+01:00")).toBe(true);
    expect(dateTimeInstantOfLast("2026-03-01T09:00:00.250+01:00")).toBe(Date.parse("2026-03-01T08:00:00.250Z"));
  });
});

/**
 * The instant of a valid date-time by Date.UTC, which rolls second 60 over into the next minute
 * as a leap second's instant is read: the fraction cut to milliseconds, the offset subtracted.
 */
function referenceInstant(text: string): number {
  const match = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?([Zz]|[+-]\d\d:\d\d)$/.exec(text);
  if (match === null) throw new Error(`not a date-time: ${text}`);
  const [, year, month, day, hour, minute, second, fraction = "", offset = "Z"] = match;
  const utc = new Date(0);
  utc.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  utc.setUTCHours(Number(hour), Number(minute), Number(second), Number(fraction.slice(0, 3).padEnd(3, "0")));
  const offsetMinutes = /^[Zz]$/.test(offset) ? 0 : (offset[0] === "-" ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return utc.getTime() - offsetMinutes * 60_000;
}
