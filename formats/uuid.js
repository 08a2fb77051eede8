// UUID as design decision D4 reads it: 8-4-4-4-12 hex digits, any case, any version and
// variant, nothing before or after.
//
// Written by hand rather than taken from ajv-formats, whose check also accepts a `urn:uuid:`
// prefix. The generator copies this file into the generated validators, so it must stay
// self-contained: no imports, only `uuid*` helper names.

/**
 * @param {string} s
 * @returns {boolean}
 */
export function isUuid(s) {
  if (s.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = s.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
    } else {
      const lower = c | 32;
      if (!((c >= 48 && c <= 57) || (lower >= 97 && lower <= 102))) return false;
    }
  }
  return true;
}
