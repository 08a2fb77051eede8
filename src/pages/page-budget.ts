// What a page may cost to parse (D25). JSON.parse of a body within --max-body-bytes can still
// take fifty times the body's size when the body is made of tiny values: 16 MiB of `{},` is 5.6
// million objects and costs about 850 MB. Before parsing, one pass over the bytes counts the
// values the body holds (every `{`, `[` and `,` outside strings, an upper bound of the objects,
// arrays and members JSON.parse would make), and a page holding more than MAX_PAGE_VALUES is
// refused unparsed, so that a page's parse costs at most about MAX_PAGE_VALUES values' memory.

/**
 * The most values a probed page may hold: 1 000 000, thirty times a page of 1 000 full
 * collectors; at most about 150 MB of parsed values.
 */
export const MAX_PAGE_VALUES = 1_000_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const COMMA = 0x2c;

/** Whether the JSON text in `bytes` holds more than `limit` values, counted without parsing it. */
export function holdsMoreValuesThan(bytes: Uint8Array, limit: number): boolean {
  let count = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if ((byte === OPEN_OBJECT || byte === OPEN_ARRAY || byte === COMMA) && ++count > limit) return true;
  }
  return false;
}
