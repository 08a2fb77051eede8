// A text of each format of the vocabulary (formats/vocabulary.json) at each length where one
// exists, made from the format's grammar and not from src/diff: what the tests of diff's
// candidates and its differential hold diff's values against.
import vocabulary from "../../formats/vocabulary.json" with { type: "json" };
import { MAX_BUILT_LENGTH } from "../../src/diff/limits.js";

export type FormatName = keyof typeof vocabulary.formats;
export const FORMAT_NAMES = Object.keys(vocabulary.formats) as FormatName[];

/** Each format's check, from the file formats/vocabulary.json names. */
export const FORMAT_CHECKS: Readonly<Record<FormatName, (text: string) => boolean>> = Object.fromEntries(
  await Promise.all(
    Object.entries(vocabulary.formats).map(async ([name, { file, check }]) => [
      name,
      (await import(/* @vite-ignore */ `../../formats/${file}`))[check] as (text: string) => boolean,
    ]),
  ),
);

/**
 * The format's texts by length: a text of `length` characters, or undefined where the grammar has
 * none. A format without a grammar here (one just added to the vocabulary) is known by its
 * samples alone (sampleGrammar): weaker, and still a test of diff's candidates at those lengths.
 */
const GRAMMARS: Readonly<Partial<Record<FormatName, (length: number) => string | undefined>>> = {
  // RFC 3339 §5.6: full-date "T" hh ":" mm ":" ss, 19 characters; then time-secfrac, "." and
  // one digit or more (0, or 2 characters and more); then time-offset, "Z" or ("+" / "-") hh ":" mm
  // (1 or 6). Its lengths are 20 and every one from 22 on.
  "date-time": (length) => {
    const time = "2019-07-15T17:45:30";
    for (const offset of ["Z", "-03:30"]) {
      const fraction = length - time.length - offset.length;
      if (fraction === 0) return `${time}${offset}`;
      if (fraction >= 2) return `${time}.${"7".repeat(fraction - 1)}${offset}`;
    }
    return undefined;
  },
  // 8-4-4-4-12 hex digits (D4): 36 characters, and no other length.
  uuid: (length) => (length === 36 ? "0f8fad5b-d9cb-469f-a165-70867728950e" : undefined),
};

/**
 * The formats with a grammar here, the ones whose texts diff builds beyond the samples (values.ts).
 * A format known by its samples alone has no other text at hand, here or in diff, once an enum
 * lists every sample: the tests that list texts round after round hold these formats only.
 */
export const GRAMMAR_FORMATS: readonly FormatName[] = FORMAT_NAMES.filter((format) => GRAMMARS[format] !== undefined);

/** A text of the format (or of none: any text) of `length` characters, or undefined where none exists. */
export function textOf(format: FormatName | undefined, length: number): string | undefined {
  if (length < 0) return undefined;
  if (format === undefined) return "q".repeat(length);
  return (GRAMMARS[format] ?? sampleGrammar(format))(length);
}

/** A format's texts as its vocabulary samples give them: a sample of each length they have. */
function sampleGrammar(format: FormatName): (length: number) => string | undefined {
  const samples: readonly string[] = vocabulary.formats[format].samples;
  return (length) => samples.find((sample) => [...sample].length === length);
}

/** The lengths, among the first 65, at which the format has a text. */
function textLengths(format: FormatName): number[] {
  return LENGTHS.filter((length) => length <= 64 && textOf(format, length) !== undefined);
}

/**
 * The lengths at and within `spread` of where the format's runs of text lengths start and end,
 * and 0: where a length bound on a field of the format changes what it admits. For a format whose
 * tests name no ends of their own.
 */
export function endsAround(format: FormatName, spread = 2): number[] {
  const lengths = new Set(textLengths(format));
  const edges = [...lengths].filter((length) => length < 64 && (!lengths.has(length - 1) || !lengths.has(length + 1)));
  const ends = edges.flatMap((edge) => Array.from({ length: 2 * spread + 1 }, (_, i) => edge - spread + i)).filter((end) => end >= 0);
  return [...new Set([0, ...ends])].sort((a, b) => a - b);
}

/**
 * The string lengths the tests try: past 27 (19 characters, a fraction of one digit, a six-character
 * offset) date-time has a text of every length with either offset, and uuid none past 36, so the
 * lengths to 64 hold every case of both grammars and their neighbours; 1 000 and the longest
 * string diff builds stand for the lengths beyond.
 */
export const LENGTHS: readonly number[] = [...Array.from({ length: 65 }, (_, length) => length), 1_000, MAX_BUILT_LENGTH - 1, MAX_BUILT_LENGTH];
