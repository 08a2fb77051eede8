// Values built from normal forms (forms.ts): a value a form admits (a sample), and the values
// that can tell two forms of one JSON type apart. For numbers and strings the candidates are
// complete: a difference between two unions of intervals (or of length ranges with formats and
// listed values) holds one of the values at, next to or between their ends, so when none of
// them tells the two apart, nothing does. Every value is still checked by the evaluator before
// it is shown.
import { FORMAT_SAMPLES } from "../../generated/testing/schemas.js";
import { admitsAll, codePoints, type Profile } from "./evaluator.js";
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

/** How deep a sample nests: past any real record, short of a record that requires itself (which admits no finite value). */
const MAX_DEPTH = 16;
/** The longest string and array built: a bound past them is not tried, and a search that needed one says so (walk.ts). */
export const MAX_BUILT_LENGTH = 100_000;
export const MAX_BUILT_ITEMS = 1_000;

/** A value every schema of `sides` admits in `profile`, or undefined when none is found. */
export function sampleOf(sides: readonly Side[], profile: Profile, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
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
      return numberCandidates([piece]).find((value) => numberInPiece(value, piece));
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
  if (piece.value !== undefined) return piece.value;
  if (piece.format === undefined) return piece.min <= piece.max && piece.min <= MAX_BUILT_LENGTH ? "a".repeat(piece.min) : undefined;
  return stringCandidates([piece]).find((value) => stringInPiece(value, piece));
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
 * Numbers that tell apart any two unions of the pieces given: each end, the integers around it,
 * a point between each two of those, and one past either side. A difference of two such unions
 * is a union of intervals whose ends are among the pieces' ends, so it holds one of these.
 */
export function numberCandidates(pieces: readonly NumberPiece[]): number[] {
  const ends = pieces.flatMap((piece) => [piece.lo, piece.hi]).filter(Number.isFinite);
  const near = new Set<number>([0]);
  for (const end of ends) for (const value of [end, Math.floor(end) - 1, Math.floor(end), Math.ceil(end), Math.ceil(end) + 1]) near.add(value);
  const sorted = [...near].filter(Number.isFinite).sort((a, b) => a - b);
  const between = sorted.slice(1).flatMap((value, i) => [(sorted[i]! + value) / 2, sorted[i]! + (value - sorted[i]!) / 4]);
  return [...new Set([...sorted, ...between, sorted[0]! - 1.5, sorted.at(-1)! + 1.5])];
}

/**
 * Strings that tell apart any two unions of the pieces given: every listed value, and for each
 * length next to an end, a string of each format named (and of none) that is no listed value.
 */
export function stringCandidates(pieces: readonly StringPiece[]): string[] {
  const listed = new Set(pieces.flatMap((piece) => (piece.value === undefined ? [] : [piece.value])));
  const ends = pieces.filter((piece) => piece.value === undefined).flatMap((piece) => [piece.min, piece.max]);
  const lengths = new Set<number>([0, 1]);
  for (const end of ends.filter(Number.isFinite)) for (const length of [end - 1, end, end + 1]) if (length >= 0 && length <= MAX_BUILT_LENGTH) lengths.add(length);
  const formats = new Set(pieces.flatMap((piece) => (piece.format === undefined ? [] : [piece.format])));
  const out = [...listed];
  const sorted = [...lengths].sort((a, b) => a - b);
  for (const length of [...sorted, ...sorted.slice(1).map((length, i) => Math.floor((sorted[i]! + length) / 2))]) {
    const plain = plainStrings(length).find((text) => !listed.has(text));
    if (plain !== undefined) out.push(plain);
    for (const format of formats) {
      const formatted = formatStrings(format, length).find((text) => !listed.has(text));
      if (formatted !== undefined) out.push(formatted);
    }
  }
  for (const format of formats) out.push(...(FORMAT_SAMPLES[format] ?? []).filter((text) => !listed.has(text)));
  return [...new Set(out)];
}

/** Strings of `length` code points of no format (no date-time or uuid is made of letters alone). */
function plainStrings(length: number): string[] {
  return ["a", "b", "z"].map((letter) => letter.repeat(length));
}

/**
 * Strings of a format and of `length`: its samples of that length, and for date-time, a sample
 * with as many fraction digits as make the length (20 characters, or 22 and more).
 */
function formatStrings(format: string, length: number): string[] {
  const samples = (FORMAT_SAMPLES[format] ?? []).filter((text) => codePoints(text) === length);
  if (format !== "date-time" || length < 22) return samples;
  return [...samples, ...["2026-03-01T09:00:00", "2024-02-29T23:59:59"].map((base) => `${base}.${"5".repeat(length - 21)}Z`)];
}

/** Values of other JSON types than those a form admits, for a value one side refuses wherever it is placed. */
export const ONE_OF_EACH_TYPE: readonly unknown[] = [0, "a", true, null, {}, [], 0.5];
