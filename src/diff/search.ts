// The exact search of `diff` (D26): a value that one union of normal forms admits and another
// refuses, in a profile, or the proof by exhaustion that there is none. It decides what the
// walk's rules cannot name one by one: unions of several records or several arrays, `$ref`
// beside other keywords, and every changed record as a whole, so that no way a value can move
// passes unclaimed. Inclusion of unions by per-type normal forms, as IBM's jsonsubschema and
// Attouche et al. (2022) decide it: a value of an admitting piece is refused by every refusing
// piece of its type when, for each of them, it takes one way to fail it (a required name left
// out, a name it does not admit, a property's value outside its own, a count outside its range,
// an item outside its items) that the admitting piece allows; the ways chosen are combined, and
// where two choose one property, its value is searched for against both (the same search, a
// level down). Scalars are decided by the candidates of values.ts, which are complete.
//
// The search is exact within its budget: past SEARCH_BUDGET steps, or a witness that would need
// more than values.ts builds, it stops with the reason (Undecided), which the walk reports as an
// undecided change that counts as breaking.
import type { Profile } from "./evaluator.js";
import {
  formOf,
  namesAdmitted,
  numberInPiece,
  propertyNames,
  propertySides,
  requiredNames,
  stringInPiece,
  type ArrayPiece,
  type Form,
  type ObjectPiece,
  type Piece,
} from "./forms.js";
import { SideKeys, sameMeaning, type Side } from "./schema.js";
import { MAX_BUILT_ITEMS, MAX_BUILT_LENGTH, MAX_WITNESS_VALUES, SEARCH_BUDGET, SEARCH_DEPTH } from "./limits.js";
import { numberCandidates, pieceSample, stringCandidates, textsLongerThan } from "./values.js";

/** A conjunction of schemas (every one must admit the value); none: any value. */
type Conjunction = readonly Side[];

/** Why a search stopped before it was exhaustive. */
export class Undecided extends Error {}

/** Witnesses of records and arrays first (they say more); samples of scalars first (they end soonest), null last. */
const WITNESS_ORDER: readonly Piece["type"][] = ["object", "array", "string", "number", "boolean", "null"];
const SAMPLE_ORDER: readonly Piece["type"][] = ["string", "number", "boolean", "array", "object", "null"];

export class Search {
  private steps = 0;
  private readonly known = new Map<string, { value: unknown } | null>();
  private readonly pending = new Set<string>();
  private readonly keys = new SideKeys();
  private readonly sizes = new WeakMap<object, number>();
  /** How many times a search met one still open above it (and took it to find nothing there). */
  private assumed = 0;

  constructor(private readonly profile: Profile) {}

  /** A new search: its budget whole again (what earlier searches found is kept: the documents are the same). */
  restart(): void {
    this.steps = 0;
  }

  /** A value every schema of `admitting` admits and none of the conjunctions of `refusing` does; undefined when there is none. Throws Undecided. */
  between(admitting: Conjunction, refusing: readonly Conjunction[], depth = 0): unknown {
    const key = `${this.keys.of(admitting)}-${refusing.map((conjunction) => `(${this.keys.of(conjunction)})`).join("")}`;
    const known = this.known.get(key);
    if (known !== undefined) return known === null ? undefined : known.value;
    // A search that meets itself again, a level down, meets the same values: a witness there would be one here.
    if (this.pending.has(key)) {
      this.assumed++;
      return undefined;
    }
    if (refusing.some((conjunction) => conjunction.length === 0 || sameConjunction(admitting, conjunction))) return undefined;
    if (depth > SEARCH_DEPTH) {
      if (refusing.length === 0) return undefined;
      throw new Undecided(`a witness would nest deeper than ${SEARCH_DEPTH} levels of properties and items`);
    }
    this.pending.add(key);
    const assumedBefore = this.assumed;
    try {
      const value = this.betweenForms(
        formOf(admitting),
        refusing.flatMap((conjunction) => formOf(conjunction)),
        depth,
      );
      // What was found while a search above it was still open rests on that search's answer: kept only when none was met, or when this is the one above all.
      if (this.assumed === assumedBefore || this.pending.size === 1) this.known.set(key, value === undefined ? null : { value });
      return value;
    } finally {
      this.pending.delete(key);
    }
  }

  /** A value of a piece of `admitting` that no piece of `refusing` admits, objects and arrays first (they say more), null last. */
  betweenForms(admitting: Form, refusing: Form, depth = 0): unknown {
    for (const type of refusing.length === 0 ? SAMPLE_ORDER : WITNESS_ORDER) {
      const ours = admitting.filter((piece) => piece.type === type);
      if (ours.length === 0) continue;
      const theirs = refusing.filter((piece) => piece.type === type);
      const value = this.ofType(type, ours, theirs, depth);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  private ofType(type: Piece["type"], ours: Piece[], theirs: Piece[], depth: number): unknown {
    this.step();
    // A scalar sample: a piece's own least value, without the candidates that tell pieces apart (where it has none it can build, the search below says why).
    if (theirs.length === 0 && type !== "array" && type !== "object") {
      const sample = firstDefined(ours, (piece) => pieceSample(piece, this.profile));
      if (sample !== undefined) return sample;
    }
    switch (type) {
      case "null":
        return theirs.length === 0 ? null : undefined;
      case "boolean":
        return [false, true].find(
          (value) => ours.some((piece) => piece.type === "boolean" && piece.value === value) && !theirs.some((piece) => piece.type === "boolean" && piece.value === value),
        );
      case "number":
        return this.number(ours, theirs);
      case "string":
        return this.string(ours, theirs);
      case "array":
        return firstDefined(ours, (piece) => this.array(piece as ArrayPiece, theirs as ArrayPiece[], depth));
      case "object":
        return firstDefined(ours, (piece) => this.object(piece as ObjectPiece, theirs as ObjectPiece[], depth));
    }
  }

  private number(ours: Piece[], theirs: Piece[]): number | undefined {
    const all = [...ours, ...theirs].filter((piece) => piece.type === "number");
    const within = (value: number, pieces: Piece[]) => pieces.some((piece) => piece.type === "number" && numberInPiece(value, piece));
    return numberCandidates(all).find((value) => within(value, ours) && !within(value, theirs));
  }

  private string(ours: Piece[], theirs: Piece[]): string | undefined {
    const all = [...ours, ...theirs].filter((piece) => piece.type === "string");
    const within = (value: string, pieces: Piece[]) => pieces.some((piece) => piece.type === "string" && stringInPiece(value, piece));
    const found = stringCandidates(all).find((value) => within(value, ours) && !within(value, theirs));
    if (found !== undefined) return found;
    if (lengthPastBuilt(ours, theirs)) throw new Undecided(`no string of more than ${MAX_BUILT_LENGTH} characters is built for a witness, and the length bounds lie past that`);
    return undefined;
  }

  /**
   * An array `ours` admits and every piece of `theirs` refuses: of a count outside some of their
   * ranges, and for each of the others an item outside its items. Counts are tried at each end
   * of a range (the set of pieces a count is within changes only there), the first and the last
   * of each stretch between them, so that the shortest array is found and the longest of a
   * stretch leaves the most items free to fail the pieces the count does not.
   */
  private array(piece: ArrayPiece, theirs: ArrayPiece[], depth: number): unknown[] | undefined {
    const item = this.between(piece.items, [], depth + 1);
    const longest = item === undefined ? Math.min(piece.max, 0) : piece.max;
    if (piece.min > longest) return undefined;
    const ends = theirs.flatMap(({ min, max }) => [min - 1, min, max, max + 1]).filter(Number.isFinite);
    const counts = [...new Set([piece.min, longest, ...ends, Math.max(piece.min, ...ends) + theirs.length])]
      .filter((count) => Number.isFinite(count) && count >= piece.min && count <= longest)
      .sort((a, b) => a - b);
    let pastBuilt = false;
    for (const count of counts) {
      const within = theirs.filter(({ min, max }) => min <= count && count <= max);
      const failing = this.itemsFailing(piece, within, count, depth);
      if (count > MAX_BUILT_ITEMS) {
        pastBuilt ||= failing !== undefined;
        continue;
      }
      if (failing !== undefined) return this.sized([...failing, ...Array.from({ length: count - failing.length }, () => item)]);
    }
    if (pastBuilt) throw new Undecided(`no array of more than ${MAX_BUILT_ITEMS} items is built for a witness, and the count bounds lie past that`);
    return undefined;
  }

  /** At most `count` items of `piece` such that each of `within` refuses one of them: the pieces grouped, each group failed by one item. */
  private itemsFailing(piece: ArrayPiece, within: ArrayPiece[], count: number, depth: number): unknown[] | undefined {
    if (within.length === 0) return [];
    if (count === 0) return undefined;
    const place = (index: number, groups: readonly (readonly ArrayPiece[])[], items: readonly unknown[]): unknown[] | undefined => {
      if (index === within.length) return [...items];
      for (let g = 0; g <= groups.length && g < count; g++) {
        this.step();
        const group = [...(groups[g] ?? []), within[index]!];
        const item = this.between(
          piece.items,
          group.map((other) => other.items),
          depth + 1,
        );
        if (item === undefined) continue;
        const found = place(index + 1, replaced(groups, g, group), replaced(items, g, item));
        if (found !== undefined) return found;
      }
      return undefined;
    };
    return place(0, [], []);
  }

  /**
   * An object `ours` admits and every piece of `theirs` refuses: for each of theirs in turn, one
   * way to fail it chosen among those `ours` allows and the choices already made leave open.
   */
  private object(piece: ObjectPiece, theirs: ObjectPiece[], depth: number): Record<string, unknown> | undefined {
    const required = requiredNames(piece);
    const unnamed = unnamedName([piece, ...theirs]);
    const named = (other: ObjectPiece) => [...propertyNames(other), ...requiredNames(other)];
    const names = [...new Set([...named(piece), ...theirs.flatMap(named), unnamed])];
    const ownValue = (name: string, refusing: readonly Conjunction[]) => this.between(propertySides(piece, name), refusing, depth + 1);
    // The names ours admits with some value: the only ones a witness may hold (one whose value the search cannot build still counts: a witness found without it stands, and one that needs it stops there). Asked only of the names a choice needs: a record of thousands of fields, sampled, asks its required ones.
    const usableNames = new Map<string, boolean>();
    const usable = (name: string): boolean => {
      let known = usableNames.get(name);
      if (known === undefined) usableNames.set(name, (known = namesAdmitted(piece, name, this.profile) && this.admitsSome(propertySides(piece, name), depth + 1)));
      return known;
    };
    if ([...required].some((name) => !usable(name))) return undefined;
    const absent = new Set<string>();
    const present = new Set<string>();
    const outside = new Map<string, Conjunction[]>();
    const fails = (other: ObjectPiece) =>
      [...requiredNames(other)].some((name) => absent.has(name)) || [...required, ...present, ...outside.keys()].some((name) => !namesAdmitted(other, name, this.profile));
    const choose = (index: number): boolean => {
      if (index === theirs.length) return true;
      this.step();
      const other = theirs[index]!;
      if (fails(other)) return choose(index + 1);
      for (const name of requiredNames(other)) {
        if (required.has(name) || present.has(name) || outside.has(name)) continue;
        absent.add(name);
        if (choose(index + 1)) return true;
        absent.delete(name);
      }
      for (const name of names) {
        if (absent.has(name)) continue;
        const sides = propertySides(other, name);
        if (sides.length === 0 || !usable(name)) continue;
        const refusing = [...(outside.get(name) ?? []), sides];
        if (ownValue(name, refusing) === undefined) continue;
        const before = outside.get(name);
        outside.set(name, refusing);
        if (choose(index + 1)) return true;
        if (before === undefined) outside.delete(name);
        else outside.set(name, before);
      }
      for (const name of names) {
        if (absent.has(name) || present.has(name) || namesAdmitted(other, name, this.profile) || !usable(name)) continue;
        present.add(name);
        if (choose(index + 1)) return true;
        present.delete(name);
      }
      return false;
    };
    if (!choose(0)) return undefined;
    const value: Record<string, unknown> = {};
    for (const name of new Set([...required, ...present, ...outside.keys()])) value[name] = ownValue(name, outside.get(name) ?? []);
    return this.sized(value);
  }

  /** Whether a conjunction admits some value: one past what the search builds does. */
  private admitsSome(conjunction: Conjunction, depth: number): boolean {
    try {
      return this.between(conjunction, [], depth) !== undefined;
    } catch (error) {
      if (error instanceof Undecided) return true;
      throw error;
    }
  }

  /** A value built here, counted: the values it holds (each built value counted once, however often it is held), within MAX_WITNESS_VALUES. */
  private sized<T extends object>(value: T): T {
    let size = 1;
    for (const held of Object.values(value)) size += typeof held === "object" && held !== null ? (this.sizes.get(held) ?? 1) : 1;
    if (size > MAX_WITNESS_VALUES) throw new Undecided(`a witness would hold more than ${MAX_WITNESS_VALUES} values`);
    this.sizes.set(value, size);
    return value;
  }

  private step(): void {
    if (++this.steps > SEARCH_BUDGET) throw new Undecided(`the search for a witness took more than ${SEARCH_BUDGET} steps`);
  }
}

/**
 * Whether some length past the strings built (MAX_BUILT_LENGTH) is within a range of `ours` and
 * within no range of `theirs` that admits every string of its lengths (no format, no listed
 * values): a witness may lie there, and the search cannot build it.
 */
function lengthPastBuilt(ours: Piece[], theirs: Piece[]): boolean {
  // With every end short of it, the lengths tried next to each end, and each format's texts, stand for all longer ones (values.ts).
  const ends = [...ours, ...theirs].flatMap((piece) => (piece.type === "string" && piece.values === undefined ? [piece.min, piece.max] : []));
  if (!ends.some((end) => Number.isFinite(end) && end >= MAX_BUILT_LENGTH)) return false;
  const past = (piece: Piece) =>
    piece.type === "string" && piece.values === undefined && textsLongerThan(piece.format, MAX_BUILT_LENGTH)
      ? [[Math.max(piece.min, MAX_BUILT_LENGTH + 1), piece.max] as const]
      : [];
  return ours.some((piece) => {
    if (piece.type !== "string") return false;
    // Strings of its lengths are all admitted by a piece of no format, or of its own.
    const covering = theirs.filter((other) => other.type === "string" && (other.format === undefined || other.format === piece.format)).flatMap(past);
    return past(piece).some(([lo, hi]) => {
      // The first length of [lo, hi] no covering range holds, found by walking past the ranges that hold it.
      for (let length = lo, moved = true; moved && length <= hi && Number.isFinite(length);) {
        moved = false;
        for (const [from, to] of covering)
          if (from <= length && length <= to) {
            length = to + 1;
            moved = true;
          }
        if (!moved) return true;
      }
      return false;
    });
  });
}

/** `list` with its entry at `index` replaced, or added when `index` is its length. */
function replaced<T>(list: readonly T[], index: number, entry: T): T[] {
  return index === list.length ? [...list, entry] : list.map((old, i) => (i === index ? entry : old));
}

function sameConjunction(a: Conjunction, b: Conjunction): boolean {
  return a.length === b.length && a.every((side, i) => sameMeaning(side, b[i]!));
}

function firstDefined<T>(items: readonly T[], find: (item: T) => unknown): unknown {
  for (const item of items) {
    const value = find(item);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A name no piece lists: it stands for every such name (each is admitted or refused alike). */
function unnamedName(pieces: readonly ObjectPiece[]): string {
  const listed = new Set(pieces.flatMap((piece) => [...propertyNames(piece), ...requiredNames(piece)]));
  let name = "unnamedProperty";
  while (listed.has(name)) name += "_";
  return name;
}
