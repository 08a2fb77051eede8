// The date-time and uuid checks of formats/ (which the generator copies into the shipped
// validators, byte for byte, as the drift check proves) against slow, obviously correct
// references, on generated valid strings and every near miss of them: each position changed
// or deleted, each prefix, and each string extended; and every field of a date-time at every
// value.
import { describe, expect, it } from "vitest";
import { isDateTime } from "../formats/date-time.js";
import { isUuid } from "../formats/uuid.js";
import { seededRandom } from "../src/testing/make-record.js";

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** RFC 3339 by regular expression and Date arithmetic: slow, and plainly right. */
function referenceDateTime(s: string): boolean {
  const m = DATE_TIME.exec(s);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year!, month!, 0);
  if (month! < 1 || month! > 12 || day! < 1 || day! > lastDay.getUTCDate()) return false;
  if (hour! > 23 || minute! > 59 || second! > 60) return false;
  const offsetMinutes = m[8] ? 0 : (m[9] === "+" ? 1 : -1) * (Number(m[10]) * 60 + Number(m[11]));
  if (!m[8] && (Number(m[10]) > 23 || Number(m[11]) > 59)) return false;
  if (second === 60) {
    const utc = new Date(Date.UTC(2000, 0, 1, hour, minute) - offsetMinutes * 60_000);
    return utc.getUTCHours() === 23 && utc.getUTCMinutes() === 59;
  }
  return true;
}

function referenceUuid(s: string): boolean {
  return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(s);
}

const random = seededRandom(20261121);
const int = (max: number) => Math.floor(random() * max);
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;

/** Valid and nearly valid date-times: every field across and just past its range. */
function randomDateTime(): string {
  const year = pick([0, 4, 1900, 1996, 2000, 2023, 2024, 2100, 2400, 9999, int(10000)]);
  const month = pick([0, 1, 2, 4, 12, 13, 1 + int(12), int(100)]);
  const day = pick([0, 1, 28, 29, 30, 31, 32, 1 + int(31), int(100)]);
  const hour = pick([0, 23, 24, int(24), int(100)]);
  const minute = pick([0, 59, 60, int(60), int(100)]);
  const second = pick([0, 59, 60, 61, int(61), int(100)]);
  const fraction = pick(["", "", ".0", `.${int(1000)}`, ".999999999999999"]);
  const offset = pick(["Z", "z", "+00:00", "-00:00", "+23:59", "-23:59", `+${pad(int(24))}:${pad(int(60))}`, "-08:00", "+01:00"]);
  const t = pick(["T", "t"]);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}${t}${pad(hour)}:${pad(minute)}:${pad(second)}${fraction}${offset}`;
}

function randomUuid(): string {
  const hex = (n: number) => Array.from({ length: n }, () => pick([..."0123456789abcdefABCDEF"])).join("");
  return `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
}

const REPLACEMENTS = ["0", "9", "5", "a", "F", "g", "T", "Z", "-", ":", "+", ".", " ", "\n", "৪", "/"];

function nearMisses(s: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < s.length; i++) {
    for (let k = 0; k < 3; k++) variants.push(s.slice(0, i) + pick(REPLACEMENTS) + s.slice(i + 1));
    variants.push(s.slice(0, i), s.slice(0, i) + s.slice(i + 1));
  }
  for (const extra of ["0", "Z", " ", "\n", "-", ":00"]) variants.push(s + extra, extra + s);
  return variants;
}

function differences(check: (s: string) => boolean, reference: (s: string) => boolean, seeds: string[]) {
  let compared = 0;
  let valid = 0;
  const disagreements: string[] = [];
  for (const seed of seeds) {
    for (const candidate of [seed, ...nearMisses(seed)]) {
      compared++;
      const expected = reference(candidate);
      if (expected) valid++;
      if (check(candidate) !== expected && disagreements.length < 10) disagreements.push(JSON.stringify(candidate));
    }
  }
  return { compared, valid, disagreements };
}

describe("date-time against the reference", () => {
  it("agrees on at least 100 000 valid and nearly valid strings", () => {
    const { compared, valid, disagreements } = differences(isDateTime, referenceDateTime, Array.from({ length: 1200 }, randomDateTime));
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(100_000);
    expect(valid).toBeGreaterThan(1000);
  });
});

describe("date-time at every two-digit value of every field", () => {
  // Each field from 00 to 99 with the others fixed, on dates where the bounds matter: the end
  // of a leap February, the last minute of a day in UTC and at an offset (leap seconds).
  const BASES = ["2024-02-29T23:59:60Z", "2023-02-28T23:59:59+00:00", "2024-12-31T23:59:60Z", "2024-04-30T18:29:60-05:30", "1900-02-28T00:00:00.5z"];
  const FIELDS: [string, number][] = [
    ["month", 5],
    ["day", 8],
    ["hour", 11],
    ["minute", 14],
    ["second", 17],
  ];

  it.each(BASES)("from %s", (base) => {
    const candidates: string[] = [];
    const at = (start: number) => Array.from({ length: 100 }, (_, n) => base.slice(0, start) + pad(n) + base.slice(start + 2));
    for (const [, start] of FIELDS) candidates.push(...at(start));
    const offsetAt = base.length - 5;
    if (base[offsetAt - 1] === "+" || base[offsetAt - 1] === "-") candidates.push(...at(offsetAt), ...at(offsetAt + 3));
    for (const year of [0, 4, 100, 400, 1600, 1700, 2000, 2100, 9996, 9999]) candidates.push(pad(year, 4) + base.slice(4));
    const disagreements = candidates.filter((candidate) => isDateTime(candidate) !== referenceDateTime(candidate));
    expect(disagreements).toEqual([]);
    expect(candidates.filter(referenceDateTime).length).toBeGreaterThan(20);
    expect(candidates.filter((candidate) => !referenceDateTime(candidate)).length).toBeGreaterThan(200);
  });
});

describe("uuid against the reference", () => {
  it("agrees on at least 100 000 valid and nearly valid strings", () => {
    const { compared, valid, disagreements } = differences(isUuid, referenceUuid, Array.from({ length: 700 }, randomUuid));
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(100_000);
    expect(valid).toBeGreaterThan(1000);
  });
});
