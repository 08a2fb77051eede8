// RFC 3339 date-time as JSON Schema 2020-12 reads it (design decision D4).
//
// Written by hand rather than taken from ajv-formats: its check gets three cases of the
// JSON-Schema-Test-Suite wrong and, being regular expressions plus Date arithmetic, costs
// more than all the structural checks of a record together. This one reads each character
// once, allocates nothing and never backtracks. The generator copies this file into the
// generated validators, so it must stay self-contained: no imports, only `dateTime*` names.
//
// decodeX turns each date-time into a Date: dateTimeInstantOfLast gives the instant from the
// fields isDateTime read, so that the text is read once. Reading it again took a third of the
// time decodeCollectorPage spent on its date-times; keeping three small integers costs the check
// nothing measurable.

/** @param {number} year @param {number} month @returns {number} */
function dateTimeDaysInMonth(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether every value, a code unit minus 48, is a decimal digit: all lie in 0..15 (no bit
 * above the fourth) and none in 10..15 (adding 6 reaches 16 exactly for those). Two bitwise
 * tests for any number of digits, instead of two comparisons and a branch per digit.
 * @param {number} any the values or-ed together @param {number} anyPlus6 the values plus 6, or-ed
 */
function dateTimeAllDigits(any, anyPlus6) {
  return (any & ~15) === 0 && (anyPlus6 & 16) === 0;
}

// The fields of the date-time isDateTime accepted last, for dateTimeInstantOfLast.
/** Its date as one number, year·10000 + month·100 + day: one store where there were three. */
let dateTimeLastDate = 101;
/** Its seconds since midnight UTC: below 0 or past the day where the offset moves it there. */
let dateTimeLastSeconds = 0;
/** Where its fraction's digits end (19, where it has none). */
let dateTimeLastFractionEnd = 19;

/**
 * `YYYY-MM-DD(T|t)hh:mm:ss[.fraction](Z|z|±hh:mm)`, a real calendar date, second 60 only
 * when the instant is 23:59 UTC.
 * @param {string} s
 * @returns {boolean}
 */
export function isDateTime(s) {
  const n = s.length;
  // An early exit; past its end a string reads as NaN, which fails every test below
  if (n < 20) return false;
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || (s.charCodeAt(10) | 32) !== 116) return false;
  if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return false;
  const y0 = s.charCodeAt(0) - 48,
    y1 = s.charCodeAt(1) - 48,
    y2 = s.charCodeAt(2) - 48,
    y3 = s.charCodeAt(3) - 48;
  const mo0 = s.charCodeAt(5) - 48,
    mo1 = s.charCodeAt(6) - 48,
    d0 = s.charCodeAt(8) - 48,
    d1 = s.charCodeAt(9) - 48;
  const h0 = s.charCodeAt(11) - 48,
    h1 = s.charCodeAt(12) - 48,
    mi0 = s.charCodeAt(14) - 48,
    mi1 = s.charCodeAt(15) - 48;
  const s0 = s.charCodeAt(17) - 48,
    s1 = s.charCodeAt(18) - 48;
  const any = y0 | y1 | y2 | y3 | mo0 | mo1 | d0 | d1 | h0 | h1 | mi0 | mi1 | s0 | s1;
  const anyPlus6 = (y0 + 6) | (y1 + 6) | (y2 + 6) | (y3 + 6) | (mo0 + 6) | (mo1 + 6) | (d0 + 6) | (d1 + 6) | (h0 + 6) | (h1 + 6) | (mi0 + 6) | (mi1 + 6) | (s0 + 6) | (s1 + 6);
  if (!dateTimeAllDigits(any, anyPlus6)) return false;

  const month = mo0 * 10 + mo1;
  const day = d0 * 10 + d1;
  const hour = h0 * 10 + h1;
  const minute = mi0 * 10 + mi1;
  const second = s0 * 10 + s1;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return false;
  // Every month has 28 days; and subtracting y3, 20·y2 or 200·y1 keeps the year's remainders by 4, 100 and 400, all the leap-year rule reads
  if (day > 28 && day > dateTimeDaysInMonth(y0 * 1000 + y1 * 100 + y2 * 10 + y3, month)) return false;

  let i = 19;
  let c = s.charCodeAt(i);
  if (c === 46) {
    const firstDigit = ++i;
    // Past the end charCodeAt is NaN, which is no digit: the loop needs no bound of its own.
    while ((c = s.charCodeAt(i)) >= 48 && c <= 57) i++;
    if (i === firstDigit) return false;
    c = s.charCodeAt(i);
  }

  let offsetMinutes = 0;
  if ((c | 32) === 122) {
    if (i + 1 !== n) return false;
  } else if (c === 43 || c === 45) {
    if (i + 6 !== n || s.charCodeAt(i + 3) !== 58) return false;
    const oh0 = s.charCodeAt(i + 1) - 48,
      oh1 = s.charCodeAt(i + 2) - 48;
    const om0 = s.charCodeAt(i + 4) - 48,
      om1 = s.charCodeAt(i + 5) - 48;
    if (!dateTimeAllDigits(oh0 | oh1 | om0 | om1, (oh0 + 6) | (oh1 + 6) | (om0 + 6) | (om1 + 6))) return false;
    const offsetHour = oh0 * 10 + oh1;
    const offsetMinute = om0 * 10 + om1;
    if (offsetHour > 23 || offsetMinute > 59) return false;
    offsetMinutes = (c === 43 ? 1 : -1) * (offsetHour * 60 + offsetMinute);
  } else {
    return false;
  }

  const utcMinute = hour * 60 + minute - offsetMinutes;
  dateTimeLastDate = (y0 * 1000 + y1 * 100 + y2 * 10 + y3) * 10000 + month * 100 + day;
  dateTimeLastSeconds = utcMinute * 60 + second;
  dateTimeLastFractionEnd = i;
  if (second === 60) {
    const utcMinuteOfDay = ((utcMinute % 1440) + 1440) % 1440;
    return utcMinuteOfDay === 23 * 60 + 59;
  }
  return true;
}

/**
 * The instant, in milliseconds since 1970-01-01T00:00:00Z, of `s`, the date-time isDateTime
 * accepted in its last call: call it right after that call. A Date cannot hold all a date-time
 * says, so this decides: fraction digits beyond the millisecond are cut (the instant is the
 * millisecond it falls in), a leap second is the instant of the second after it (23:59:60Z is
 * 00:00:00Z of the next day), and the offset is applied. Years 0000–9999 all lie within a Date's
 * range. Read field by field rather than by Date.parse, which refuses a leap second and reads
 * years below 100 and a lower-case `t` or `z` differently across engines.
 * @param {string} s
 * @returns {number}
 */
export function dateTimeInstantOfLast(s) {
  const digits = dateTimeLastFractionEnd - 20; // below 1 where there is no fraction
  const milliseconds = digits < 1 ? 0 : (s.charCodeAt(20) - 48) * 100 + (digits < 2 ? 0 : (s.charCodeAt(21) - 48) * 10 + (digits < 3 ? 0 : s.charCodeAt(22) - 48));
  const date = dateTimeLastDate;
  const days = dateTimeDaysFromCivil((date / 10000) | 0, ((date / 100) | 0) % 100, date % 100);
  return (days * 86400 + dateTimeLastSeconds) * 1000 + milliseconds;
}

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar of the years 0000–9999
 * (H. Hinnant's days_from_civil, its years counted from March, 400 years on so that every
 * quotient is of a number not below 0 and is taken by `| 0`): exact for every year, where
 * Date.UTC reads 0–99 as 1900–1999.
 * @param {number} year @param {number} month @param {number} day
 * @returns {number}
 */
function dateTimeDaysFromCivil(year, month, day) {
  const beforeMarch = (month - 3) >> 31; // -1 in January and February, else 0
  const y = year + 400 + beforeMarch;
  const era = (y / 400) | 0;
  const yearOfEra = y - era * 400;
  const dayOfYear = (((153 * (month - 3 + (12 & beforeMarch)) + 2) / 5) | 0) + day - 1;
  const dayOfEra = yearOfEra * 365 + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0) + dayOfYear;
  return (era - 1) * 146097 + dayOfEra - 719468;
}

/**
 * A date-time's fields as the refusal reads them: year, month, day, then (when there is a time)
 * hour, minute, second and everything after the seconds and their fraction.
 */
const dateTimeFields = /^(\d{4})-(\d\d)-(\d\d)(?:[Tt](\d\d):(\d\d):(\d\d)(?:\.\d+)?([^]*))?$/;

/** A year written with six digits and a sign, as Date.prototype.toJSON writes one outside 0000–9999. */
const dateTimeExpandedYear = /^[+-]\d{6}-\d\d-\d\d[Tt]/;

/** A numeric offset, its hours and minutes. */
const dateTimeOffset = /^[+-](\d\d):(\d\d)$/;

/**
 * Why isDateTime refused `s`, for the words of its issue: the kind of the refusal and what those
 * words quote (digits read from the text, never more). Called only for a text the check refused,
 * so that a valid value pays nothing for it; a text it finds nothing wrong with is a "shape".
 * @param {string} s
 * @returns {{ kind: string, [quoted: string]: string }}
 */
export function dateTimeRefusal(s) {
  const fields = dateTimeFields.exec(s);
  if (fields === null) return { kind: dateTimeExpandedYear.test(s) ? "year" : "shape" };
  const [, year, month, day, hour, minute, second, rest] = /** @type {string[]} */ (fields);
  if (+month < 1 || +month > 12) return dateTimeOutOfRange("month", month, "01 to 12");
  const days = dateTimeDaysInMonth(+year, +month);
  if (+day < 1) return dateTimeOutOfRange("day", day, `01 to ${days}`);
  if (+day > days) return { kind: "not-a-day", month: `${year}-${month}`, days: String(days) };
  if (hour === undefined) return { kind: "no-time" };
  if (+hour > 23) return dateTimeOutOfRange("hour", hour, "00 to 23");
  if (+minute > 59) return dateTimeOutOfRange("minute", minute, "00 to 59");
  if (+second > 60) return dateTimeOutOfRange("second", second, "00 to 59 (60 in a leap second)");
  if (rest === "") return { kind: "no-offset" };
  let offsetMinutes = 0;
  if (rest !== "Z" && rest !== "z") {
    const offset = dateTimeOffset.exec(rest);
    if (offset === null) return { kind: "offset" };
    if (+offset[1] > 23) return dateTimeOutOfRange("offset hour", offset[1], "00 to 23");
    if (+offset[2] > 59) return dateTimeOutOfRange("offset minute", offset[2], "00 to 59");
    offsetMinutes = (rest[0] === "+" ? 1 : -1) * (+offset[1] * 60 + +offset[2]);
  }
  const utcMinuteOfDay = (((+hour * 60 + +minute - offsetMinutes) % 1440) + 1440) % 1440;
  return +second === 60 && utcMinuteOfDay !== 23 * 60 + 59 ? { kind: "leap-second" } : { kind: "shape" };
}

/** @param {string} part @param {string} value @param {string} range */
function dateTimeOutOfRange(part, value, range) {
  return { kind: "out-of-range", part, value, range };
}
