// Values built from normal forms (forms.ts): a value a form admits (a sample), and the values
// that can tell two forms of one JSON type apart. For numbers and strings the candidates are
// complete: a difference between two unions of intervals (or of length ranges with formats and
// listed values) holds one of the values at, next to or between their ends, so when none of
// them tells the two apart, nothing does. Every value is still checked by the evaluator before
// it is shown.
import { FORMAT_SAMPLES } from "../../generated/testing/schemas.js";
import { admitsAll, codePoints, type Profile } from "./evaluator.js";
import { MAX_BUILT_ITEMS, MAX_BUILT_LENGTH, MAX_SAMPLE_DEPTH } from "./limits.js";
import {
  formOf,
  numberInPiece,
  propertySides,
  requiredNames,
  stringInPiece,
  type ArrayPiece,
  type Form,
  type NumberPiece,
  type ObjectPiece,
  type Piece,
  type StringPiece,
} from "./forms.js";
import type { Side } from "./schema.js";

/** A value every schema of `sides` admits in `profile`, or undefined when none is found. */
function sampleOf(sides: readonly Side[], profile: Profile, depth = 0): unknown {
  if (depth > MAX_SAMPLE_DEPTH) return undefined;
  for (const piece of preferred(formOf(sides))) {
    const value = pieceSample(piece, profile, depth);
    if (value !== undefined && admitsAll(sides, value, profile)) return value;
  }
  return undefined;
}

/** Values first, null last: a sample of a field that may be null says more as a value. */
function preferred(form: Form): Form {
  return [...form.filter((piece) => piece.type !== "null"), ...form.filter((piece) => piece.type === "null")];
}

/** A value of one piece, or undefined when the piece admits none (an empty range, a required property of no value). */
export function pieceSample(piece: Piece, profile: Profile, depth = 0): unknown {
  switch (piece.type) {
    case "null":
      return null;
    case "boolean":
      return piece.value;
    case "number":
      return piece.values === undefined ? numberCandidates([piece]).find((value) => numberInPiece(value, piece)) : firstOf(piece.values);
    case "string":
      return stringSample(piece);
    case "array":
      return piece.min > piece.max ? undefined : arrayOfLength(piece, Math.max(piece.min, 0), profile, depth);
    case "object":
      return baseObject(piece, profile, depth);
  }
}

/** The shortest string of a piece: its listed value, a plain one of its least length, or one of its format (the candidates, which try its lengths). */
function stringSample(piece: StringPiece): string | undefined {
  if (piece.values !== undefined) return firstOf(piece.values);
  if (piece.format === undefined) return piece.min <= piece.max && piece.min <= MAX_BUILT_LENGTH ? "a".repeat(piece.min) : undefined;
  return stringCandidates([piece]).find((value) => stringInPiece(value, piece));
}

function firstOf<T>(values: ReadonlySet<T>): T | undefined {
  for (const value of values) return value;
  return undefined;
}

/** The least object of a piece: its required properties, each with a sample. */
function baseObject(piece: ObjectPiece, profile: Profile, depth = 0): Record<string, unknown> | undefined {
  const value: Record<string, unknown> = {};
  for (const name of requiredNames(piece)) {
    const sample = sampleOf(propertySides(piece, name), profile, depth + 1);
    if (sample === undefined) return undefined;
    value[name] = sample;
  }
  return value;
}

/** An array of `length` items, each a sample of its items. */
export function arrayOfLength(piece: ArrayPiece, length: number, profile: Profile, depth = 0, item?: unknown): unknown[] | undefined {
  if (length > MAX_BUILT_ITEMS) return undefined;
  if (length === 0) return [];
  const sample = item ?? sampleOf(piece.items, profile, depth + 1);
  return sample === undefined ? undefined : Array.from({ length }, () => sample);
}

/**
 * Numbers that tell apart any two unions of the pieces given: each end, the integers around it
 * and the doubles next to it (past 2^53 the integers are the doubles), a point between each two
 * of those, and one past either side. A difference of two such unions is a union of intervals
 * whose ends are among the pieces' ends, so it holds one of these. Listed values are ends only
 * where a range beside them may hold a value between two of them: lists alone differ by a listed
 * value, and an enum of any size costs one pass.
 */
export function numberCandidates(pieces: readonly NumberPiece[]): number[] {
  const ranged = pieces.some((piece) => piece.values === undefined);
  const listed = pieces.flatMap((piece) => [...(piece.values ?? [])]);
  if (!ranged) return [...new Set(listed)];
  const ends = [...pieces.flatMap((piece) => [piece.lo, piece.hi]), ...listed].filter(Number.isFinite);
  const near = new Set<number>([0]);
  for (const end of ends) for (const value of [end, Math.floor(end) - 1, Math.floor(end), Math.ceil(end), Math.ceil(end) + 1, ...pastIntegers(end)]) near.add(value);
  const sorted = [...near].filter(Number.isFinite).sort((a, b) => a - b);
  const between = sorted.slice(1).flatMap((value, i) => [(sorted[i]! + value) / 2, sorted[i]! + (value - sorted[i]!) / 4]);
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  return [...new Set([...sorted, ...between, first - 1.5, last + 1.5, ...pastIntegers(first), ...pastIntegers(last)])].filter(Number.isFinite);
}

/** Past 2^52, where adding 1 or a half may no longer move a number, the doubles next to an end. */
function pastIntegers(end: number): number[] {
  return Math.abs(end) >= 2 ** 52 ? [nextDouble(end, -1), nextDouble(end, 1)] : [];
}

/** The double next to `value` toward `direction` (+1 up, -1 down): where adding 1 no longer moves a number, this still does. */
function nextDouble(value: number, direction: 1 | -1): number {
  const bits = new BigInt64Array(new Float64Array([value]).buffer);
  bits[0] = bits[0]! + BigInt(value > 0 === direction > 0 ? 1 : -1);
  return new Float64Array(bits.buffer)[0]!;
}

/**
 * Strings that tell apart any two unions of the pieces given: every listed value, and for each
 * length next to an end, and each length a format's texts start at, a string of each format named
 * (and of none) that is no listed value.
 */
export function stringCandidates(pieces: readonly StringPiece[]): string[] {
  const listed = new Set<string>();
  for (const piece of pieces) for (const value of piece.values ?? []) listed.add(value);
  const ends = pieces.filter((piece) => piece.values === undefined).flatMap((piece) => [piece.min, piece.max]);
  const lengths = new Set<number>([0, 1]);
  for (const end of ends.filter(Number.isFinite)) for (const length of [end - 1, end, end + 1]) if (length >= 0 && length <= MAX_BUILT_LENGTH) lengths.add(length);
  const formats = new Set(pieces.flatMap((piece) => (piece.format === undefined ? [] : [piece.format])));
  const out = [...listed];
  const sorted = [...lengths].sort((a, b) => a - b);
  for (const length of [...sorted, ...sorted.slice(1).map((length, i) => Math.floor((sorted[i]! + length) / 2))]) {
    const plain = firstUnlisted(plainStrings(length), listed);
    if (plain !== undefined) out.push(plain);
    for (const format of formats) {
      const formatted = firstUnlisted(formatStrings(format, length), listed);
      if (formatted !== undefined) out.push(formatted);
    }
  }
  for (const format of formats) {
    out.push(...(FORMAT_SAMPLES[format] ?? []).filter((text) => !listed.has(text)));
    // A range of lengths past every end, or between two ends, holds one of these where it holds a text of the format
    for (const length of FORMAT_FIRST_LENGTHS[format] ?? []) {
      const formatted = firstUnlisted(formatStrings(format, length), listed);
      if (formatted !== undefined) out.push(formatted);
    }
  }
  return [...new Set(out)];
}

/** The first of `texts` that is no listed value: the texts go on past any number listed, where that many exist. */
function firstUnlisted(texts: Iterable<string>, listed: ReadonlySet<string>): string | undefined {
  for (const text of texts) if (!listed.has(text)) return text;
  return undefined;
}

/**
 * Strings of `length` code points of no format (no date-time or uuid is made of letters alone):
 * three of one letter, then, as many as asked, letters ending in another letter, then in any
 * code point past them.
 */
function* plainStrings(length: number): Generator<string> {
  for (const letter of ["a", "b", "z"]) yield letter.repeat(length);
  if (length === 0) return;
  const start = "a".repeat(length - 1);
  for (const letter of "cdefghijklmnopqrstuvwxy") yield `${start}${letter}`;
  for (let codePoint = 0x100; codePoint <= 0x10ffff; codePoint++) yield `${start}${String.fromCodePoint(codePoint)}`;
}

/**
 * The lengths each format's texts start at (date-time: 20 without a fraction, 22 with one, and
 * every length after; uuid: 36 alone), for a range of lengths that holds them but none of the
 * lengths next to an end.
 */
const FORMAT_FIRST_LENGTHS: Readonly<Record<string, readonly number[]>> = { "date-time": [20, 22], uuid: [36] };

/** The longest text of each format that has one (a uuid is 36 characters; a date-time's fraction has no end). */
const FORMAT_LONGEST: Readonly<Record<string, number>> = { uuid: 36 };

/** Whether a format (or none) has texts longer than `length` code points: a format no table here names is taken to. */
export function textsLongerThan(format: string | undefined, length: number): boolean {
  return format === undefined || !Object.hasOwn(FORMAT_LONGEST, format) || FORMAT_LONGEST[format]! > length;
}

/**
 * Strings of a format and of `length`: its samples of that length, then for date-time and uuid
 * texts made for it, as many as asked (a date-time of 20 characters, or of 22 and more with as
 * many fraction digits as make the length; a uuid of 36).
 */
function* formatStrings(format: string, length: number): Generator<string> {
  yield* (FORMAT_SAMPLES[format] ?? []).filter((text) => codePoints(text) === length);
  if (format === "date-time") {
    const end = length === 20 ? "Z" : length >= 22 ? `.${"5".repeat(length - 21)}Z` : undefined;
    if (end === undefined) return;
    yield* ["2026-03-01T09:00:00", "2024-02-29T23:59:59"].map((base) => `${base}${end}`);
    // Each second after the first base's, for a text no listed value is
    for (let second = 1; ; second++) yield `${new Date(Date.UTC(2026, 2, 1, 9, 0, second)).toISOString().slice(0, 19)}${end}`;
  }
  if (format === "uuid" && length === 36) for (let n = 0; ; n++) yield `3f2504e0-4f89-41d3-9a0c-${n.toString(16).padStart(12, "0")}`;
}

/** Values of other JSON types than those a form admits, for a value one side refuses wherever it is placed. */
export const ONE_OF_EACH_TYPE: readonly unknown[] = [0, "a", true, null, {}, [], 0.5];
