// anyOf and oneOf, judged by meaning: alternatives matched whatever their order or form (an
// alternative of several types read as one per type), a schema against a choice of alternatives,
// a disjoint oneOf read as an anyOf, and an overlapping oneOf of bare types judged by the set of
// types it admits. The walk (comparison.ts) hands a pair of choices here; what a pair of
// alternatives says is compared by the walk again.
import { shorten } from "../validation/contract-validation-error.js";
import { isAnnotation } from "./keywords.js";
import type { Direction, Walk } from "./judges/judge.js";
import { lifecycleOf } from "./lifecycle.js";
import { listedValues } from "./schema-forms.js";
import { RULES } from "./rules.js";
import type { Schema } from "./schema.js";
import { meaningKey } from "./meaning-keys.js";
import type { SchemaMeaning } from "./schema-meaning.js";

/** anyOf and oneOf, by meaning: alternatives matched whatever their order or form; a disjoint oneOf is an anyOf. */
export function compareAlternatives(walk: Walk, p: Schema, c: Schema, at: string, direction: Direction): void {
  const previous = choiceOf(p, walk.previousMeaning);
  const current = choiceOf(c, walk.currentMeaning);
  if (previous === undefined && current === undefined) return;
  if (previous === undefined || current === undefined) {
    const gained = previous === undefined;
    const keyword = (current ?? previous)!.keyword;
    walk.change(gained ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", `${at}/${keyword}`, `${keyword} was ${gained ? "added" : "removed"}`, direction);
    return;
  }
  // In a oneOf whose alternatives overlap, a change can also make a valid value match twice.
  const exclusive = previous.exclusive || current.exclusive;
  if (exclusive && typesMatchedOnce(walk, previous.list, current.list, `${at}/${current.keyword}`, direction)) return;
  if (exclusive && valuesMatchedOnce(walk, previous.list, current.list, `${at}/${current.keyword}`, direction)) return;
  if (exclusive && integersMatchedOnce(walk, previous.list, current.list, `${at}/${current.keyword}`, direction)) return;
  const { removed, added } = unmatchedMembers(walk, previous.list, current.list);
  const { pairs, unpaired } = pairedByType(removed, added, previous.list, current.list);
  const here = (i: number) => `${at}/${current.keyword}/${current.origins[i]}`;
  for (const [r, a] of pairs) {
    const [was, now] = [previous.list[r]!, current.list[a]!];
    // In a oneOf whose alternatives overlap, a value an alternative gains may now match two (and be
    // refused), one it loses may now match one (and be admitted): its side is not its own.
    if (exclusive && walk.rulesBetween(was, now).length > 0) walk.change("CONSTRAINT_CHANGED", here(a), overlapChanged(current), direction);
    else walk.schemas(was, now, here(a), direction);
  }
  // In an anyOf, an alternative that another already covers admits nothing of its own: adding or removing it moves no value.
  const covered = (schema: Schema | boolean, by: (Schema | boolean)[], covers: (wider: Schema | boolean, narrower: Schema | boolean) => boolean) =>
    !exclusive && by.some((other) => covers(other, schema));
  const kept = { previous: previous.list.filter((_, i) => !removed.includes(i)), current: current.list.filter((_, i) => !added.includes(i)) };
  for (const i of unpaired.added) {
    if (covered(current.list[i]!, kept.previous, (wider, narrower) => admitsNothingMore(walk, wider, narrower))) continue;
    walk.change(exclusive ? "CONSTRAINT_CHANGED" : "ALTERNATIVE_ADDED", here(i), addedMessage(current, i, exclusive), direction);
  }
  for (const i of unpaired.removed) {
    if (covered(previous.list[i]!, kept.current, (wider, narrower) => admitsNothingLess(walk, narrower, wider))) continue;
    const gone = previous.list[i]!;
    // An enum value written as a const alternative has a deprecation lifecycle of its own (D23).
    const lifecycle = typeof gone === "object" && Object.hasOwn(gone, "const") ? lifecycleOf(gone) : undefined;
    walk.change(
      exclusive ? "CONSTRAINT_CHANGED" : "ALTERNATIVE_REMOVED",
      `${at}/${previous.keyword}/${previous.origins[i]}`,
      removedMessage(previous, i, exclusive),
      direction,
      lifecycle,
    );
  }
}

const overlapChanged = (choice: Choice) => `an alternative of a ${choice.keyword} whose alternatives overlap changed: values move both ways`;

/** An alternative added; when it is one type of an alternative of several, that alternative admits the type now. */
function addedMessage(choice: Choice, i: number, exclusive: boolean): string {
  if (!isPart(choice, i)) return `${choice.keyword} admits a new alternative`;
  return exclusive ? overlapChanged(choice) : `an alternative of ${choice.keyword} now also admits ${typeNamed(choice.list[i]!)}`;
}

/** An alternative removed; when it was one type of an alternative of several, that alternative no longer admits the type. */
function removedMessage(choice: Choice, i: number, exclusive: boolean): string {
  if (!isPart(choice, i)) return `an alternative of ${choice.keyword} was removed`;
  return exclusive ? overlapChanged(choice) : `an alternative of ${choice.keyword} no longer admits ${typeNamed(choice.list[i]!)}`;
}

/** Whether the i-th alternative is one type of an alternative of several (splitByType). */
function isPart(choice: Choice, i: number): boolean {
  return choice.origins.filter((origin) => origin === choice.origins[i]).length > 1;
}

/**
 * The alternatives no longer matched, paired to be compared with each other: first those of the
 * same types (whatever their order), then the rest by position. The ones left over were added or removed.
 */
function pairedByType(
  removed: number[],
  added: number[],
  previous: (Schema | boolean)[],
  current: (Schema | boolean)[],
): { pairs: [removed: number, added: number][]; unpaired: { removed: number[]; added: number[] } } {
  const left = { removed: [...removed], added: [...added] };
  const pairs: [number, number][] = [];
  for (const r of removed) {
    const type = typeNamed(previous[r]!);
    const a = type === undefined ? undefined : left.added.find((i) => typeNamed(current[i]!) === type);
    if (a === undefined) continue;
    pairs.push([r, a]);
    left.removed.splice(left.removed.indexOf(r), 1);
    left.added.splice(left.added.indexOf(a), 1);
  }
  const byPosition = Math.min(left.removed.length, left.added.length);
  for (let i = 0; i < byPosition; i++) pairs.push([left.removed[i]!, left.added[i]!]);
  return { pairs, unpaired: { removed: left.removed.slice(byPosition), added: left.added.slice(byPosition) } };
}

/** The one type an alternative names, as each part of splitByType does; undefined when it names none. */
function typeNamed(branch: Schema | boolean): string | undefined {
  return typeof branch === "object" && typeof branch.type === "string" ? branch.type : undefined;
}

/** Whether `current` (of the new document) admits no value `previous` (of the old one) does not: nothing found breaks clients. */
function admitsNothingMore(walk: Walk, previous: Schema | boolean, current: Schema | boolean): boolean {
  return walk.rulesBetween(previous, current).every((rule) => RULES[rule].class === "compatible" || RULES[rule].class === "breaking for producers");
}

/** Whether `current` (of the new document) admits every value `previous` (of the old one) does. */
function admitsNothingLess(walk: Walk, previous: Schema | boolean, current: Schema | boolean): boolean {
  return walk.rulesBetween(previous, current).every((rule) => RULES[rule].class === "compatible" || RULES[rule].class === "breaking for clients");
}

/**
 * A oneOf of alternatives that each name only types: a value is admitted when exactly one
 * alternative has its type, so what each version admits is a set of types, compared whole
 * (alternatives made to overlap admit fewer values). False where an alternative says more.
 */
function typesMatchedOnce(walk: Walk, previous: (Schema | boolean)[], current: (Schema | boolean)[], at: string, direction: Direction): boolean {
  const admitted = (list: (Schema | boolean)[]): Set<string> | undefined => {
    const counts = new Map<string, number>();
    for (const branch of list) {
      if (typeof branch !== "object" || !Object.keys(branch).every((key) => key === "type" || isAnnotation(key)) || branch.type === undefined) return undefined;
      for (const type of new Set<string>(Array.isArray(branch.type) ? branch.type : [branch.type])) counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    // An integer is a number too: with both named, which values match twice is not this simple.
    if (counts.has("integer") && counts.has("number")) return undefined;
    return new Set([...counts].filter(([, count]) => count === 1).map(([type]) => type));
  };
  const before = admitted(previous);
  const after = admitted(current);
  if (before === undefined || after === undefined) return false;
  const gained = [...after].filter((type) => !before.has(type));
  const lost = [...before].filter((type) => !after.has(type));
  const message = `admits values of type ${[...before].sort().join(", ") || "none"} before, ${[...after].sort().join(", ") || "none"} now (a value matching two alternatives matches none)`;
  if (gained.length > 0 && lost.length > 0) walk.change("TYPE_CHANGED", at, message, direction);
  else if (gained.length > 0) walk.change("TYPE_WIDENED", at, message, direction);
  else if (lost.length > 0) walk.change("TYPE_NARROWED", at, message, direction);
  return true;
}

/**
 * A oneOf of alternatives that each only list values (`const` or `enum`): a value is admitted
 * when exactly one alternative lists it, so what each version admits is a set of values,
 * compared whole. False where an alternative says more.
 */
function valuesMatchedOnce(walk: Walk, previous: (Schema | boolean)[], current: (Schema | boolean)[], at: string, direction: Direction): boolean {
  const before = valuesListedOnce(previous);
  const after = valuesListedOnce(current);
  if (before === undefined || after === undefined) return false;
  const gained = [...after.keys()].filter((key) => !before.has(key)).map((key) => after.get(key));
  const lost = [...before.keys()].filter((key) => !after.has(key)).map((key) => before.get(key));
  if (gained.length > 0) walk.change("ENUM_VALUE_ADDED", at, `now admits ${valueList(gained)} ${MATCHED_ONCE}`, direction);
  if (lost.length > 0) walk.change("ENUM_VALUE_REMOVED", at, `no longer admits ${valueList(lost)} ${MATCHED_ONCE}`, direction);
  return true;
}

const MATCHED_ONCE = "(a value listed by two alternatives matches none)";

/** Integers from the first to the last, both included; an end may be infinite. */
type IntegerRange = [from: number, to: number];

/**
 * A oneOf of alternatives that are each a range of integers (`type: integer` with bounds): a
 * value is admitted when exactly one range holds it, so what each version admits is a set of
 * integers, compared whole: ranges made to overlap admit fewer, made disjoint more. False where
 * an alternative says more.
 */
function integersMatchedOnce(walk: Walk, previous: (Schema | boolean)[], current: (Schema | boolean)[], at: string, direction: Direction): boolean {
  const read = (list: (Schema | boolean)[]) => {
    const ranges = list.map(integerRange);
    return ranges.every((range) => range !== undefined) ? heldOnce(ranges as IntegerRange[]) : undefined;
  };
  const before = read(previous);
  const after = read(current);
  if (before === undefined || after === undefined) return false;
  const gained = without(after, before).length > 0;
  const lost = without(before, after).length > 0;
  const message = `admits the integers ${rangesText(before)} before, ${rangesText(after)} now (a value in two ranges matches none)`;
  if (gained && lost) walk.change("CONSTRAINT_CHANGED", at, message, direction);
  else if (gained) walk.change("CONSTRAINT_LOOSENED", at, message, direction);
  else if (lost) walk.change("CONSTRAINT_TIGHTENED", at, message, direction);
  return true;
}

/** The integers an alternative of `type: integer` and bounds alone admits; undefined for any other. */
function integerRange(branch: Schema | boolean): IntegerRange | undefined {
  if (typeof branch !== "object") return undefined;
  const bounds = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"];
  if (!Object.keys(branch).every((key) => key === "type" || bounds.includes(key) || isAnnotation(key))) return undefined;
  if (branch.type !== "integer" && !(Array.isArray(branch.type) && branch.type.length === 1 && branch.type[0] === "integer")) return undefined;
  if (bounds.some((key) => branch[key] !== undefined && typeof branch[key] !== "number")) return undefined;
  const from = Math.max(Math.ceil(branch.minimum ?? -Infinity), Math.floor(branch.exclusiveMinimum ?? -Infinity) + 1);
  const to = Math.min(Math.floor(branch.maximum ?? Infinity), Math.ceil(branch.exclusiveMaximum ?? Infinity) - 1);
  return [from, to];
}

/** The integers exactly one of the ranges holds, as sorted ranges. */
function heldOnce(ranges: IntegerRange[]): IntegerRange[] {
  const cuts = [...new Set(ranges.flatMap(([from, to]) => [from, to + 1]).filter((cut) => cut !== Infinity))].sort((a, b) => a - b);
  const out: IntegerRange[] = [];
  for (let i = 0; i < cuts.length; i++) {
    const from = cuts[i]!;
    const to = i + 1 < cuts.length ? cuts[i + 1]! - 1 : Infinity;
    if (ranges.filter(([low, high]) => low <= from && from <= high).length !== 1) continue;
    const last = out.at(-1);
    if (last !== undefined && last[1] + 1 === from) last[1] = to;
    else out.push([from, to]);
  }
  return out;
}

/** The integers of `a` that `b` does not hold. */
function without(a: IntegerRange[], b: IntegerRange[]): IntegerRange[] {
  let rest = a;
  for (const [low, high] of b) {
    rest = rest.flatMap(([from, to]): IntegerRange[] => {
      if (high < from || low > to) return [[from, to]];
      const parts: IntegerRange[] = [];
      if (from < low) parts.push([from, low - 1]);
      if (high < to) parts.push([high + 1, to]);
      return parts;
    });
  }
  return rest;
}

function rangesText(ranges: IntegerRange[]): string {
  if (ranges.length === 0) return "none";
  if (ranges.length === 1 && ranges[0]![0] === -Infinity && ranges[0]![1] === Infinity) return "all";
  return ranges.map(([from, to]) => (from === to ? `${from}` : `${from === -Infinity ? "" : from}..${to === Infinity ? "" : to}`)).join(", ");
}

/** The values listed by exactly one alternative, by meaning key; undefined where an alternative is more than a list of values. */
function valuesListedOnce(list: (Schema | boolean)[]): Map<string, unknown> | undefined {
  const counts = new Map<string, { value: unknown; count: number }>();
  for (const branch of list) {
    const listed = listedValues(branch);
    if (listed === undefined) return undefined;
    for (const [key, value] of new Map(listed.map((v) => [meaningKey(v), v]))) counts.set(key, { value, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return new Map([...counts].filter(([, { count }]) => count === 1).map(([key, { value }]) => [key, value]));
}

/** At most ten values, as JSON, each cut to 40 characters: a document's values are never printed whole. */
function valueList(values: unknown[]): string {
  const shown = values.slice(0, 10).map((value) => shorten(JSON.stringify(value), 40));
  return values.length > 10 ? `${shown.join(", ")} and ${values.length - 10} more` : shown.join(", ");
}

/** A choice of alternatives: its keyword, its alternatives (types split), each one's index in the document, and whether a value must match only one. */
interface Choice {
  keyword: string;
  list: (Schema | boolean)[];
  origins: number[];
  exclusive: boolean;
}

/** The choice a schema makes, when it is one. */
function choiceOf(schema: Schema, meaning: SchemaMeaning): Choice | undefined {
  const keyword = ["anyOf", "oneOf"].find((name) => Array.isArray(schema[name]));
  if (keyword === undefined) return undefined;
  const exclusive = keyword === "oneOf" && !meaning.isDisjointChoice(schema, "oneOf");
  return { keyword, exclusive, ...splitByType(schema[keyword], meaning) };
}

/**
 * Each alternative of several types as one alternative per type: `{type: [string, integer],
 * minLength: 1}` as `{type: string, minLength: 1}` and `{type: integer, minLength: 1}`. An
 * alternative is then matched with its like whether a side names its types in one alternative,
 * in several, or in a schema of its own (oneAgainstMany); the minLength beside integer is
 * nothing to the walk, which judges a keyword only for the types it constrains. The split lists
 * only pair alternatives: whether a value may match two is read from the choice as written
 * (choiceOf).
 */
function splitByType(list: (Schema | boolean)[], meaning: SchemaMeaning): { list: (Schema | boolean)[]; origins: number[] } {
  const out: { list: (Schema | boolean)[]; origins: number[] } = { list: [], origins: [] };
  list.forEach((branch, origin) => {
    for (const part of partsByType(branch, meaning)) {
      out.list.push(part);
      out.origins.push(origin);
    }
  });
  return out;
}

/** An alternative's parts of one type each, `type` a string in each; the alternative itself when it names no type list. */
function partsByType(branch: Schema | boolean, meaning: SchemaMeaning): (Schema | boolean)[] {
  if (typeof branch !== "object" || !Array.isArray(branch.type)) return [branch];
  return [...new Set<string>(branch.type)].map((type) => meaning.derive({ ...branch, type }, branch));
}

/** A schema against a bare anyOf/oneOf (or back): the schema is a choice of one, and the alternatives are matched. */
export function oneAgainstMany(walk: Walk, p: Schema, c: Schema, at: string, direction: Direction): boolean {
  const pChoice = choiceOf(p, walk.previousMeaning);
  const cChoice = choiceOf(c, walk.currentMeaning);
  if ((pChoice === undefined) === (cChoice === undefined)) return false;
  const keyword = (pChoice ?? cChoice)!.keyword;
  const previous = pChoice === undefined ? { [keyword]: [p] } : distributed(p, keyword);
  const current = cChoice === undefined ? { [keyword]: [c] } : distributed(c, keyword);
  if (previous === undefined || current === undefined) return false;
  compareAlternatives(walk, previous, current, at, direction);
  return true;
}

/** Indices of the members of each list with no member of the same meaning in the other. */
export function unmatchedMembers(walk: Walk, previous: (Schema | boolean)[], current: (Schema | boolean)[]): { removed: number[]; added: number[] } {
  const previousKeys = previous.map((schema) => meaningKey(walk.previousMeaning.canonical(schema)));
  const currentKeys = current.map((schema) => meaningKey(walk.currentMeaning.canonical(schema)));
  const removed = previousKeys.flatMap((key, i) => (currentKeys.includes(key) ? [] : [i]));
  const added = currentKeys.flatMap((key, i) => (previousKeys.includes(key) ? [] : [i]));
  return { removed, added };
}

/**
 * `{...rest, anyOf: [A, B]}` as `{anyOf: [rest ∧ A, rest ∧ B]}`, the same values, so that each
 * alternative can be matched whole; undefined when a branch names a keyword `rest` has too.
 */
function distributed(schema: Schema, keyword: string): Schema | undefined {
  const { [keyword]: list, ...rest } = schema;
  const constraints = Object.keys(rest).filter((key) => !isAnnotation(key));
  if (constraints.length === 0) return schema;
  const branches: unknown[] = [];
  for (const branch of list as unknown[]) {
    if (branch === false) continue;
    const own = branch === true ? {} : (branch as Schema);
    if (constraints.some((key) => Object.hasOwn(own, key))) return undefined;
    branches.push({ ...Object.fromEntries(constraints.map((key) => [key, rest[key]])), ...own });
  }
  return { [keyword]: branches };
}
