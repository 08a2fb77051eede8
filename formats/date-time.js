// RFC 3339 date-time as JSON Schema 2020-12 reads it (design decision D4).
//
// Written by hand rather than taken from ajv-formats: its check gets three cases of the
// JSON-Schema-Test-Suite wrong and, being a regular expression plus Date arithmetic, costs
// more than every structural check of a record together. This one reads each character once,
// allocates nothing and never backtracks. The generator copies this file into the generated
// validators, so it must stay self-contained: no imports, only `dateTime*` helper names.

/** @param {string} s @param {number} i @returns {number} the two digits at i as a number, or -1 */
function dateTimeTwoDigits(s, i) {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** @param {number} year @param {number} month @returns {number} */
function dateTimeDaysInMonth(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * `YYYY-MM-DD(T|t)hh:mm:ss[.fraction](Z|z|±hh:mm)`, a real calendar date, second 60 only
 * when the instant is 23:59 UTC.
 * @param {string} s
 * @returns {boolean}
 */
export function isDateTime(s) {
  const n = s.length;
  if (
    n < 20 ||
    s.charCodeAt(4) !== 45 ||
    s.charCodeAt(7) !== 45 ||
    (s.charCodeAt(10) | 32) !== 116 ||
    s.charCodeAt(13) !== 58 ||
    s.charCodeAt(16) !== 58
  ) {
    return false;
  }
  const century = dateTimeTwoDigits(s, 0);
  const yearOfCentury = dateTimeTwoDigits(s, 2);
  const month = dateTimeTwoDigits(s, 5);
  const day = dateTimeTwoDigits(s, 8);
  const hour = dateTimeTwoDigits(s, 11);
  const minute = dateTimeTwoDigits(s, 14);
  const second = dateTimeTwoDigits(s, 17);
  if (century < 0 || yearOfCentury < 0 || month < 1 || month > 12 || day < 1) return false;
  if (day > dateTimeDaysInMonth(century * 100 + yearOfCentury, month)) return false;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return false;

  let i = 19;
  if (s.charCodeAt(i) === 46) {
    i++;
    const firstDigit = i;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      i++;
    }
    if (i === firstDigit) return false;
  }

  let offsetMinutes = 0;
  const sign = s.charCodeAt(i);
  if ((sign | 32) === 122) {
    if (i + 1 !== n) return false;
  } else if (sign === 43 || sign === 45) {
    if (i + 6 !== n || s.charCodeAt(i + 3) !== 58) return false;
    const offsetHour = dateTimeTwoDigits(s, i + 1);
    const offsetMinute = dateTimeTwoDigits(s, i + 4);
    if (offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return false;
    offsetMinutes = (sign === 43 ? 1 : -1) * (offsetHour * 60 + offsetMinute);
  } else {
    return false;
  }

  if (second === 60) {
    const utcMinuteOfDay = (((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440;
    return utcMinuteOfDay === 23 * 60 + 59;
  }
  return true;
}
