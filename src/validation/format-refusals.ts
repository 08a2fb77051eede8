// What is wrong with a text its format refused, in words of its own for each kind of refusal (a
// day the calendar does not have, a missing offset, an hour 24, a UUID of 35 characters), from
// the format vocabulary (formats/vocabulary.json): the format's file tells the kind, its words
// say it. Only a refused text is read again, for its issue: a valid value pays nothing.
import { contractFormatRefusals } from "../../generated/validators/formats.js";
import { FORMAT_REFUSAL_WORDS, FORMAT_WORDS } from "../../generated/validators/format-words.js";

/** An issue's words: the message for the person who fills the field, the detail for developers. */
export interface RefusalWords {
  message: string;
  detail?: string;
}

/**
 * The words of a format issue about `value`, the value at the issue's place: its kind of refusal
 * where the format tells kinds and `value` is a text, else what the value must be.
 */
export function formatRefusalWords(format: string, value: unknown): RefusalWords {
  const refusal = typeof value === "string" && Object.hasOwn(contractFormatRefusals, format) ? contractFormatRefusals[format]!(value) : undefined;
  return refusal === undefined ? mustBe(format) : kindWords(format, refusal);
}

/** The words of a date-time field holding an Invalid Date (D21). */
export function invalidDateWords(): RefusalWords {
  return kindWords("date-time", { kind: "invalid-date" });
}

function kindWords(format: string, refusal: { kind: string; [quoted: string]: string }): RefusalWords {
  const kinds = Object.hasOwn(FORMAT_REFUSAL_WORDS, format) ? FORMAT_REFUSAL_WORDS[format]! : {};
  const words = Object.hasOwn(kinds, refusal.kind) ? kinds[refusal.kind]! : undefined;
  if (words === undefined) return mustBe(format);
  const message = words.message.replace(/\{([\w ]+)\}/g, (_, name: string) => (Object.hasOwn(refusal, name) ? refusal[name]! : name));
  return words.detail === undefined ? { message } : { message, detail: words.detail };
}

function mustBe(format: string): RefusalWords {
  return { message: `must be ${Object.hasOwn(FORMAT_WORDS, format) ? FORMAT_WORDS[format] : `in ${format} format`}` };
}
