// src/diff/values.ts's candidates are complete (its header): where two unions of number
// intervals, or of string length ranges with formats and listed values, admit different values,
// one of the candidates is admitted by one and refused by the other; otherwise diff would judge
// an edit "no change" that moves values. Held here over the domain rather than on examples:
// every length at which a text of each format exists, every two pieces with ends around those
// lengths, every two number pieces with ends on a grid of integers and fractions, and unions.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePoints } from "../../src/diff/evaluator.js";
import type { NumberPiece, StringPiece } from "../../src/diff/forms.js";
import { MAX_BUILT_LENGTH } from "../../src/diff/limits.js";
import { numberCandidates, stringCandidates } from "../../src/diff/values.js";
import { cases } from "../depth.js";
import { FORMAT_CHECKS, FORMAT_NAMES, GRAMMAR_FORMATS, LENGTHS, endsAround, textOf, type FormatName } from "./format-texts.js";
import vocabulary from "../../formats/vocabulary.json" with { type: "json" };

/** Whether a piece admits a text, judged here: its length in code points, its format's check, its listed value. */
function stringAdmits(piece: StringPiece, text: string): boolean {
  const length = codePoints(text);
  if (length < piece.min || length > piece.max) return false;
  if (piece.values !== undefined && !piece.values.has(text)) return false;
  return piece.format === undefined || FORMAT_CHECKS[piece.format as FormatName](text);
}

const stringUnionAdmits = (pieces: readonly StringPiece[], text: string) => pieces.some((piece) => stringAdmits(piece, text));

function stringPiece(min: number, max: number, format?: FormatName): StringPiece {
  return { type: "string", min, max, ...(format === undefined ? {} : { format }) };
}

/**
 * Whether two unions of string pieces admit different texts: a listed value or the empty text
 * either admits alone, or, at a length of LENGTHS, a text of a format (or of none) that no piece
 * lists, of which there are more at each length than any union lists.
 */
function stringUnionsDiffer(x: readonly StringPiece[], y: readonly StringPiece[]): boolean {
  const specific = ["", ...[...x, ...y].flatMap((piece) => [...(piece.values ?? [])])];
  if (specific.some((text) => stringUnionAdmits(x, text) !== stringUnionAdmits(y, text))) return true;
  const generic = (pieces: readonly StringPiece[], length: number, kind: FormatName | undefined) =>
    pieces.some((piece) => piece.values === undefined && length >= piece.min && length <= piece.max && (piece.format === undefined || piece.format === kind));
  return LENGTHS.some(
    (length) => length > 0 && [undefined, ...FORMAT_NAMES].some((kind) => textOf(kind, length) !== undefined && generic(x, length, kind) !== generic(y, length, kind)),
  );
}

/** The candidate that tells the two unions apart, if any. */
function stringTeller(x: readonly StringPiece[], y: readonly StringPiece[]): string | undefined {
  return stringCandidates([...x, ...y]).find((text) => stringUnionAdmits(x, text) !== stringUnionAdmits(y, text));
}

/** A string an enum or const lists, as forms.ts reads it. */
function listedText(value: string): StringPiece {
  return { type: "string", min: 0, max: Infinity, values: new Set([value]) };
}

/** How many texts that told two sides apart are listed, one after the other, on the side that refused each: more than the texts of one length the candidates try first. */
const LISTING_ROUNDS = 5;

/** The ends, around each format's lengths, of the pieces whose pairs are tried: lengths a format's texts have, and their neighbours. */
const NAMED_ENDS: Readonly<Partial<Record<FormatName, readonly number[]>>> = {
  "date-time": [0, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29],
  uuid: [0, 34, 35, 36, 37, 38],
};

/** The ends tried for a format: those named above, or for a format without them, those around its texts' lengths. */
const ENDS_AROUND: Readonly<Record<FormatName, readonly number[]>> = Object.fromEntries(FORMAT_NAMES.map((format) => [format, NAMED_ENDS[format] ?? endsAround(format)])) as Record<
  FormatName,
  readonly number[]
>;

function piecesAround(format: FormatName | undefined, ends: readonly number[]): StringPiece[] {
  return ends.flatMap((min) => [...ends, Infinity].filter((max) => max >= min).map((max) => stringPiece(min, max, format)));
}

describe("stringCandidates", () => {
  it("the grammars of the tests' texts agree with each format's check: every text valid, every sample of a length they give, no near text valid where they give none", () => {
    expect(Object.keys(FORMAT_CHECKS).sort()).toEqual(Object.keys(vocabulary.formats).sort());
    const nearChars = [..."0123456789-:.TtZz+ ae"];
    for (const format of FORMAT_NAMES) {
      const check = FORMAT_CHECKS[format];
      const texts = LENGTHS.flatMap((length) => textOf(format, length) ?? []);
      for (const text of texts) expect(check(text), text).toBe(true);
      for (const sample of vocabulary.formats[format].samples) expect(textOf(format, codePoints(sample)), sample).toBeDefined();
      // One character added or taken out of a valid text: none is valid at a length the grammar leaves out.
      const near = [...texts.filter((text) => text.length < 100), ...vocabulary.formats[format].samples].flatMap((text) =>
        Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at) + text.slice(at + 1), ...nearChars.map((c) => text.slice(0, at) + c + text.slice(at))]).flat(),
      );
      const validWhereNone = near.filter((text) => textOf(format, text.length) === undefined && check(text));
      expect(validWhereNone).toEqual([]);
    }
  });

  it("holds, for each end, a text of each format and of none at the end and next to it, wherever such a text exists", () => {
    const missing: string[] = [];
    for (const format of [undefined, ...FORMAT_NAMES]) {
      for (const end of LENGTHS) {
        const candidates = stringCandidates([stringPiece(end, end, format)]);
        for (const length of [end - 1, end, end + 1]) {
          if (length > MAX_BUILT_LENGTH || textOf(format, length) === undefined) continue;
          const admitted = candidates.some((text) => codePoints(text) === length && (format === undefined || FORMAT_CHECKS[format](text)));
          if (!admitted) missing.push(`${format ?? "no format"}: length ${length}, next to the end ${end}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("tells apart every two pieces of a format, or of a format and of none, with ends around that format's lengths", () => {
    const untold: string[] = [];
    for (const format of FORMAT_NAMES) {
      const formatted = piecesAround(format, ENDS_AROUND[format]);
      const others = [...formatted, ...piecesAround(undefined, ENDS_AROUND[format])];
      for (const x of formatted) {
        for (const y of others) {
          if (stringUnionsDiffer([x], [y]) && stringTeller([x], [y]) === undefined) untold.push(JSON.stringify([x, y]));
        }
      }
    }
    expect(untold).toEqual([]);
  });

  it("tells apart two pieces still when each text that told them apart is listed on the side that refused it, as an enum beside it would", () => {
    const untold: string[] = [];
    // The ends at and next to where each format's runs of lengths start and end: the other ends add nothing to this test but time
    const named: Partial<Record<FormatName, readonly number[]>> = { "date-time": [0, 19, 20, 21, 22, 23, 27], uuid: [0, 35, 36, 37] };
    const ends = (format: FormatName) => named[format] ?? endsAround(format, 1);
    const pairs = [
      ...GRAMMAR_FORMATS.flatMap((format) => {
        const formatted = piecesAround(format, ends(format));
        return formatted.flatMap((x) => [...formatted, ...piecesAround(undefined, ends(format))].map((y) => [x, y] as const));
      }),
      ...piecesAround(undefined, [0, 1, 2, 3]).flatMap((x) => piecesAround(undefined, [0, 1, 2, 3]).map((y) => [x, y] as const)),
    ];
    for (const [x, y] of pairs) {
      const sides: [StringPiece[], StringPiece[]] = [[x], [y]];
      for (let round = 0; round < LISTING_ROUNDS && stringUnionsDiffer(...sides); round++) {
        const teller = stringTeller(...sides);
        if (teller === undefined) {
          untold.push(JSON.stringify(sides));
          break;
        }
        sides[stringUnionAdmits(sides[0], teller) ? 1 : 0].push(listedText(teller));
      }
    }
    expect(untold).toEqual([]);
  });

  it("tells apart any two unions of pieces with formats, length ranges and listed values where they differ", () => {
    const listedTexts = [
      ...GRAMMAR_FORMATS.flatMap((format) => [...vocabulary.formats[format].samples, ...LENGTHS.slice(0, 40).flatMap((length) => textOf(format, length) ?? [])]),
      ...["", "a", "b", "z", "aa", "bb", "zz", "aaa", "bbb", "zzz", "q"],
    ];
    const ends = [...new Set([1, 2, 3, ...GRAMMAR_FORMATS.flatMap((format) => ENDS_AROUND[format])])].sort((a, b) => a - b);
    const end = fc.constantFrom(...ends);
    const piece: fc.Arbitrary<StringPiece> = fc.oneof(
      fc
        .tuple(end, fc.oneof(end, fc.constant(Infinity)), fc.constantFrom<FormatName | undefined>(undefined, ...GRAMMAR_FORMATS))
        .filter(([min, max]) => min <= max)
        .map(([min, max, format]) => stringPiece(min, max, format)),
      fc.constantFrom(...listedTexts).map(listedText),
    );
    const union = fc.array(piece, { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(union, union, (x, y) => {
        const sides: [StringPiece[], StringPiece[]] = [[...x], [...y]];
        for (let round = 0; round < LISTING_ROUNDS && stringUnionsDiffer(...sides); round++) {
          const teller = stringTeller(...sides);
          expect(teller, JSON.stringify(sides)).toBeDefined();
          sides[stringUnionAdmits(sides[0], teller!) ? 1 : 0].push(listedText(teller!));
        }
      }),
      { numRuns: cases(2_000, 50_000) },
    );
  });
});

/** Whether a piece admits a number, judged here. */
function numberAdmits(piece: NumberPiece, value: number): boolean {
  if (piece.values !== undefined && !piece.values.has(value)) return false;
  if (piece.integer && !Number.isInteger(value)) return false;
  if (value < piece.lo || (value === piece.lo && piece.loOpen)) return false;
  return value < piece.hi || (value === piece.hi && !piece.hiOpen);
}

const numberUnionAdmits = (pieces: readonly NumberPiece[], value: number) => pieces.some((piece) => numberAdmits(piece, value));

/** The ends the number pieces take: integers and fractions, exact in binary so that a grid of sixteenths holds every point between them. */
const NUMBER_ENDS = [-2, -1.25, -1, -0.5, 0, 0.25, 1, 1.75, 3];
/** Every sixteenth from -5 to 6, and two far points: a value inside every interval between two ends, and every end. */
const NUMBER_GRID = [...Array.from({ length: 11 * 16 + 1 }, (_, i) => -5 + i / 16), -1e9, 1e9];

function numberUnionsDiffer(x: readonly NumberPiece[], y: readonly NumberPiece[]): boolean {
  return NUMBER_GRID.some((value) => numberUnionAdmits(x, value) !== numberUnionAdmits(y, value));
}

function numberTeller(x: readonly NumberPiece[], y: readonly NumberPiece[]): number | undefined {
  return numberCandidates([...x, ...y]).find((value) => numberUnionAdmits(x, value) !== numberUnionAdmits(y, value));
}

function numberPiece(lo: number, loOpen: boolean, hi: number, hiOpen: boolean, integer: boolean): NumberPiece {
  return { type: "number", lo, loOpen: loOpen && Number.isFinite(lo), hi, hiOpen: hiOpen && Number.isFinite(hi), integer };
}

/** Every number piece with ends in NUMBER_ENDS or unbounded, either end open or closed, of integers or of any number, and the listed values. */
const NUMBER_PIECES: readonly NumberPiece[] = [
  ...[-Infinity, ...NUMBER_ENDS].flatMap((lo) =>
    [...NUMBER_ENDS, Infinity]
      .filter((hi) => hi >= lo)
      .flatMap((hi) => [false, true].flatMap((loOpen) => [false, true].flatMap((hiOpen) => [false, true].map((integer) => numberPiece(lo, loOpen, hi, hiOpen, integer))))),
  ),
  ...NUMBER_ENDS.map(listedNumber),
];

/** A number an enum or const lists, as forms.ts reads it. */
function listedNumber(value: number): NumberPiece {
  return { type: "number", lo: -Infinity, loOpen: true, hi: Infinity, hiOpen: true, integer: false, values: new Set([value]) };
}

describe("numberCandidates", () => {
  it("holds each end, the integers next to it on either side, and a number past every end", () => {
    for (const end of NUMBER_ENDS) {
      const candidates = numberCandidates([numberPiece(end, false, Infinity, false, false)]);
      // + 0: Math.ceil(-0.5) is -0, a candidate 0 all the same
      const below = (Number.isInteger(end) ? end - 1 : Math.floor(end)) + 0;
      const above = (Number.isInteger(end) ? end + 1 : Math.ceil(end)) + 0;
      expect(candidates).toEqual(expect.arrayContaining([end, below, above]));
      expect(candidates.some((value) => value < below)).toBe(true);
      expect(candidates.some((value) => value > above)).toBe(true);
    }
  });

  it("tells apart every two pieces with ends on a grid of integers and fractions, open or closed, of integers or of any number", () => {
    const untold: string[] = [];
    for (const x of NUMBER_PIECES) for (const y of NUMBER_PIECES) if (numberUnionsDiffer([x], [y]) && numberTeller([x], [y]) === undefined) untold.push(JSON.stringify([x, y]));
    expect(untold).toEqual([]);
  });

  it("tells apart any two unions of those pieces where they differ, and still when each number that told them apart is listed on the side that refused it", () => {
    const union = fc.array(fc.constantFrom(...NUMBER_PIECES), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(union, union, (x, y) => {
        const sides: [NumberPiece[], NumberPiece[]] = [[...x], [...y]];
        for (let round = 0; round < LISTING_ROUNDS && numberUnionsDiffer(...sides); round++) {
          const teller = numberTeller(...sides);
          expect(teller, JSON.stringify(sides)).toBeDefined();
          sides[numberUnionAdmits(sides[0], teller!) ? 1 : 0].push(listedNumber(teller!));
        }
      }),
      { numRuns: cases(2_000, 50_000) },
    );
  });
});
