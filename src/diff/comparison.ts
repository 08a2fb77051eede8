// The walk of `diff` over two schemas: their annotations, whether they mean the same, the
// references on either side, null split from the rest, a schema against a choice of
// alternatives, and then every keyword by the judge of its kind (judges/). Changes are
// reported through `change`, which knows from each rule which way it goes.
import { pointerSegment } from "../json-pointer.js";
import { DocumentShapeError } from "./document-shape.js";
import { JUDGES } from "./judges/index.js";
import type { Direction, Walk } from "./judges/judge.js";
import type { DiffKind } from "../../generated/vocabulary.js";
import { isAnnotation, isStructure, keywordNamed, keywordsHolding } from "./keywords.js";
import { RULES, type ChangeClass, type RuleId } from "./rules.js";
import { COMPONENT, MAX_DEPTH, SchemaMeaning, integerBounds, meaningKey, sameMeaning, statesDifferently, withoutVacuousBounds } from "./schema-meaning.js";
import type { Schema } from "./schema.js";

export type Add = (rule: RuleId, pointer: string, message: string) => void;

/** The keywords that hold schemas, by how: a map of them, one, or a list (the vocabulary's `holds`). */
const SCHEMA_MAPS = keywordsHolding("schemas");
const SCHEMA_SINGLES = keywordsHolding("schema");
const SCHEMA_LISTS = keywordsHolding("schema list");

/** Which way a change of each class goes: more values admitted, or fewer; the others are not turned round inside a `not`. */
const WAYS: Record<ChangeClass, "more" | "less" | undefined> = {
  "breaking for clients": "more",
  "breaking for producers": "less",
  "breaking for clients and producers": undefined,
  "removed record": undefined,
  compatible: undefined,
};

export class Comparison implements Walk {
  /** Pairs of schemas already compared through a reference, by direction: each pair once, and cycles end. */
  private readonly visited = new WeakMap<object, WeakSet<object>>();
  private readonly visitedFlipped = new WeakMap<object, WeakSet<object>>();
  /** Set for the next pair compared: it is a reference's target against a schema written in place. */
  private annotationsOfTargetsSkipped = false;
  /** Schemas being compared, nested. */
  private depth = 0;

  constructor(
    readonly previousMeaning: SchemaMeaning,
    readonly currentMeaning: SchemaMeaning,
    private add: Add,
  ) {}

  responses(previous: Schema, current: Schema, at: string) {
    const bodies = (response: Schema): Record<string, Schema> =>
      Object.fromEntries(Object.entries(response.content ?? {}).map(([type, media]) => [type, (media as Schema).schema ?? {}]));
    const previousBodies = bodies(previous);
    const currentBodies = bodies(current);
    for (const [type, schema] of Object.entries(previousBodies)) {
      const pointer = `${at}/content/${pointerSegment(type)}/schema`;
      if (!Object.hasOwn(currentBodies, type)) this.add("RESPONSE_REMOVED", `${at}/content/${pointerSegment(type)}`, `the ${type} body was removed`);
      else this.schemas(schema, currentBodies[type]!, pointer);
    }
    for (const type of Object.keys(currentBodies)) {
      if (!Object.hasOwn(previousBodies, type)) this.add("RESPONSE_ADDED", `${at}/content/${pointerSegment(type)}`, `the ${type} body was added`);
    }
    if (previous.description !== current.description) this.add("ANNOTATION_CHANGED", `${at}/description`, "description changed");
  }

  schemas(previous: Schema | boolean, current: Schema | boolean, at: string, direction: Direction = { flipped: false }) {
    if (++this.depth > MAX_DEPTH) throw new DocumentShapeError(at, `is reached through more than ${MAX_DEPTH} nested schemas and $refs`);
    // Each side's dynamic scope follows the resources the walk enters, for its $dynamicRefs.
    const enteredPrevious = this.previousMeaning.enter(previous);
    const enteredCurrent = this.currentMeaning.enter(current);
    try {
      this.schemasAt(previous, current, at, direction);
    } finally {
      this.previousMeaning.leave(enteredPrevious);
      this.currentMeaning.leave(enteredCurrent);
      this.depth--;
    }
  }

  private schemasAt(previous: Schema | boolean, current: Schema | boolean, at: string, direction: Direction) {
    const p = asObject(previous);
    const c = asObject(current);
    // A schema referred to on one side only: its title and description are its own, not this place's.
    if (this.annotationsOfTargetsSkipped) this.annotationsOfTargetsSkipped = false;
    else this.annotations(p, c, at);
    if (sameMeaning(this.previousMeaning.canonical(previous), this.currentMeaning.canonical(current))) {
      this.annotationsBelow(p, c, at);
      return;
    }
    if (typeof previous === "boolean" || typeof current === "boolean") {
      this.wholeSchema(previous, current, at, direction);
      return;
    }
    if (this.references(p, c, at, direction)) return;
    const pe = this.normalized(p, this.previousMeaning);
    const ce = this.normalized(c, this.currentMeaning);
    if (pe !== p || ce !== c) {
      this.schemasAt(pe, ce, at, direction);
      return;
    }
    // X or null against X, or X or null written another way: null is a type change, X is compared in place.
    const pf = this.previousMeaning.typeUnionFolded(p);
    const cf = this.currentMeaning.typeUnionFolded(c);
    let pn = this.previousMeaning.splitNull(pf);
    let cn = this.currentMeaning.splitNull(cf);
    // Null admitted by one of several alternatives is not a null alternative, and a schema that
    // constrains no type admits null as it is: compare as written.
    if (pn.nullable !== cn.nullable && (this.previousMeaning.nullInAlternatives(pf) || this.currentMeaning.nullInAlternatives(cf) || admitsNullByItself(pn.nullable ? cf : pf))) {
      pn = { base: pf, nullable: false };
      cn = { base: cf, nullable: false };
    }
    if (pn.nullable !== cn.nullable) {
      this.change(cn.nullable ? "TYPE_WIDENED" : "TYPE_NARROWED", at, cn.nullable ? "now also admits null" : "no longer admits null", direction);
    }
    if (pn.base === false || cn.base === false) {
      if (pn.base !== cn.base) this.wholeSchema(pn.base, cn.base, at, direction);
      return;
    }
    if (this.oneAgainstMany(pn.base, cn.base, at, direction)) return;
    if (pn.base === p && cn.base === c) this.keywords(p, c, at, direction);
    else if (!pn.nullable && !cn.nullable) this.keywords(pn.base, cn.base, at, direction);
    else if (!sameMeaning(this.previousMeaning.canonical(pn.base), this.currentMeaning.canonical(cn.base)) && !this.references(pn.base, cn.base, at, direction)) {
      this.keywords(pn.base, cn.base, at, direction);
    }
  }

  /** A schema against a bare anyOf/oneOf (or back): the schema is a choice of one, and the alternatives are matched. */
  private oneAgainstMany(p: Schema, c: Schema, at: string, direction: Direction): boolean {
    const pChoice = this.choice(p, this.previousMeaning);
    const cChoice = this.choice(c, this.currentMeaning);
    if ((pChoice === undefined) === (cChoice === undefined)) return false;
    const keyword = (pChoice ?? cChoice)!.keyword;
    const previous = pChoice === undefined ? { [keyword]: [p] } : distributed(p, keyword);
    const current = cChoice === undefined ? { [keyword]: [c] } : distributed(c, keyword);
    if (previous === undefined || current === undefined) return false;
    this.alternatives(previous, current, at, direction);
    return true;
  }

  /**
   * `$ref` alone on either side: what each side refers to is compared here, each pair of schemas
   * once (and a pair met again inside itself is not followed: cycles end). The same reference
   * to a whole record on both sides is left to the record's own place in the document.
   */
  private references(p: Schema, c: Schema, at: string, direction: Direction): boolean {
    const pKeyword = referenceKeyword(p);
    const cKeyword = referenceKeyword(c);
    if (pKeyword === undefined && cKeyword === undefined) return false;
    // Stryker disable next-line ConditionalExpression: no schema has a keyword named "undefined"
    const pRef: string | undefined = pKeyword === undefined ? undefined : p[pKeyword];
    // Stryker disable next-line ConditionalExpression: no schema has a keyword named "undefined"
    const cRef: string | undefined = cKeyword === undefined ? undefined : c[cKeyword];
    if (pKeyword === "$ref" && cKeyword === "$ref" && pRef === cRef && isRecordReference(pRef!)) return true;
    const previousTarget = pKeyword === undefined ? p : this.previousMeaning.resolveReference(p, pKeyword);
    const currentTarget = cKeyword === undefined ? c : this.currentMeaning.resolveReference(c, cKeyword);
    if (previousTarget === undefined || currentTarget === undefined) {
      if (pRef !== cRef) this.change("TYPE_CHANGED", at, `refers to ${describeRef(cRef)} instead of ${describeRef(pRef)}`, direction);
      return true;
    }
    // A dynamic reference means what its scope makes it mean: its pair is compared each time.
    const dynamic = pKeyword === "$dynamicRef" || cKeyword === "$dynamicRef";
    if (!dynamic && !this.firstVisit(previousTarget, currentTarget, direction)) return true;
    if (pRef === undefined || cRef === undefined || pRef === cRef || dynamic) {
      this.annotationsOfTargetsSkipped = (pRef === undefined) !== (cRef === undefined);
      this.schemas(previousTarget, currentTarget, at, direction);
      return true;
    }
    // Another schema referred to: what moved in or out, where one contains the other; two
    // schemas that differ both ways are a change of type, not a list of unrelated differences.
    const changes = this.collected(() => this.schemas(previousTarget, currentTarget, at, direction));
    const ways = new Set(changes.map(({ rule }) => RULES[rule].class).filter((changeClass) => changeClass !== "compatible"));
    if (ways.has("breaking for clients and producers") || (ways.has("breaking for clients") && ways.has("breaking for producers"))) {
      this.change("TYPE_CHANGED", at, `refers to ${describeRef(cRef)} instead of ${describeRef(pRef)}`, direction);
    } else {
      for (const { rule, pointer, message } of changes) this.add(rule, pointer, message);
    }
    return true;
  }

  /** The changes `compare` reports, kept instead of reported. */
  private collected(compare: () => void): { rule: RuleId; pointer: string; message: string }[] {
    const kept: { rule: RuleId; pointer: string; message: string }[] = [];
    const add = this.add;
    this.add = (rule, pointer, message) => kept.push({ rule, pointer, message });
    try {
      compare();
    } finally {
      this.add = add;
    }
    return kept;
  }

  /** Whether this pair of schemas (in this direction) is met for the first time; it is marked met. */
  private firstVisit(previous: Schema | boolean, current: Schema | boolean, direction: Direction): boolean {
    if (typeof previous === "boolean" || typeof current === "boolean") return true;
    const visited = direction.flipped ? this.visitedFlipped : this.visited;
    let seen = visited.get(previous);
    if (seen === undefined) visited.set(previous, (seen = new WeakSet()));
    if (seen.has(current)) return false;
    seen.add(current);
    return true;
  }

  /**
   * The schema as the keywords are judged: a `$ref` beside constraints laid open (the referenced
   * schema and the constraints together, or both as an `allOf` where they state a keyword
   * twice), an `allOf` of one member merged, and an integer's exclusive bounds made inclusive.
   */
  private normalized(schema: Schema, meaning: SchemaMeaning): Schema {
    let out = schema;
    if (typeof out.$ref === "string" && onlyReference(out) === undefined) {
      const target = meaning.resolve(out.$ref, out);
      if (typeof target === "object") {
        const { $ref: _, ...siblings } = out;
        out = statesDifferently(target, siblings) ? meaning.derive({ allOf: [target, meaning.derive(siblings, out)] }, out) : meaning.derive({ ...target, ...siblings }, target);
      }
    }
    if (Array.isArray(out.allOf) && out.allOf.length === 1 && typeof out.allOf[0] === "object") {
      const { allOf, ...rest } = out;
      if (!statesDifferently(allOf[0], rest)) out = meaning.derive({ ...allOf[0], ...rest }, allOf[0]);
    }
    return withoutVacuousBounds(integerBounds(out));
  }

  /** `true` (anything) or `false` (nothing) against a schema. */
  private wholeSchema(previous: Schema | boolean, current: Schema | boolean, at: string, direction: Direction) {
    if (previous === true || current === false) this.change("TYPE_NARROWED", at, `${describeWhole(previous)} became ${describeWhole(current)}`, direction);
    else this.change("TYPE_WIDENED", at, `${describeWhole(previous)} became ${describeWhole(current)}`, direction);
  }

  /** Every keyword of either schema, judged as its kind says (judges/); one nobody defined is named, never passed over. */
  private keywords(p: Schema, c: Schema, at: string, direction: Direction) {
    const unknown: string[] = [];
    for (const name of new Set([...Object.keys(p), ...Object.keys(c)])) {
      const keyword = keywordNamed(name);
      if (keyword !== undefined) JUDGES[keyword.diff](this, name, p, c, at, direction);
      else if (JSON.stringify(p[name]) !== JSON.stringify(c[name])) unknown.push(name);
    }
    if (unknown.length > 0) this.add("KEYWORD_CHANGED", at, `${unknown.join(", ")} changed, which this tool does not know: judge it by hand`);
  }

  /**
   * Reports a change. Which way it goes is its rule's class (rules.ts), stated there once: a
   * break for clients admits more values, one for producers fewer. Inside a `not` the two
   * swap, and the rule named for the other way is used.
   */
  change(rule: RuleId, at: string, message: string, direction: Direction) {
    const way = WAYS[RULES[rule].class];
    if (way === undefined || !direction.flipped) {
      this.add(rule, at, message);
      return;
    }
    this.add(way === "more" ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", at, `inside not: ${message}`);
  }

  /** anyOf and oneOf, by meaning: alternatives matched whatever their order or form; a disjoint oneOf is an anyOf. */
  alternatives(p: Schema, c: Schema, at: string, direction: Direction) {
    const previous = this.choice(p, this.previousMeaning);
    const current = this.choice(c, this.currentMeaning);
    if (previous === undefined && current === undefined) return;
    if (previous === undefined || current === undefined) {
      const gained = previous === undefined;
      const keyword = (current ?? previous)!.keyword;
      this.change(gained ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", `${at}/${keyword}`, `${keyword} was ${gained ? "added" : "removed"}`, direction);
      return;
    }
    // In a oneOf whose alternatives overlap, a change can also make a valid value match twice.
    const exclusive = previous.exclusive || current.exclusive;
    if (exclusive && this.typesMatchedOnce(previous.list, current.list, `${at}/${current.keyword}`, direction)) return;
    const { removed, added } = this.unmatched(previous.list, current.list);
    const paired = Math.min(removed.length, added.length);
    const here = (i: number) => `${at}/${current.keyword}/${i}`;
    for (let i = 0; i < paired; i++) this.schemas(previous.list[removed[i]!]!, current.list[added[i]!]!, here(added[i]!), direction);
    // In an anyOf, an alternative that another already covers admits nothing of its own: adding or removing it moves no value.
    const covered = (schema: Schema | boolean, by: (Schema | boolean)[], covers: (wider: Schema | boolean, narrower: Schema | boolean) => boolean) =>
      !exclusive && by.some((other) => covers(other, schema));
    const kept = { previous: previous.list.filter((_, i) => !removed.includes(i)), current: current.list.filter((_, i) => !added.includes(i)) };
    for (const i of added.slice(paired)) {
      if (covered(current.list[i]!, kept.previous, (wider, narrower) => this.admitsNothingMore(wider, narrower))) continue;
      this.change(exclusive ? "CONSTRAINT_CHANGED" : "ALTERNATIVE_ADDED", here(i), `${current.keyword} admits a new alternative`, direction);
    }
    for (const i of removed.slice(paired)) {
      if (covered(previous.list[i]!, kept.current, (wider, narrower) => this.admitsNothingLess(narrower, wider))) continue;
      this.change(exclusive ? "CONSTRAINT_CHANGED" : "ALTERNATIVE_REMOVED", `${at}/${previous.keyword}/${i}`, `an alternative of ${previous.keyword} was removed`, direction);
    }
  }

  /** Whether `current` (of the new document) admits no value `previous` (of the old one) does not: nothing found breaks clients. */
  private admitsNothingMore(previous: Schema | boolean, current: Schema | boolean): boolean {
    return this.rulesBetween(previous, current).every((rule) => RULES[rule].class === "compatible" || RULES[rule].class === "breaking for producers");
  }

  /** Whether `current` (of the new document) admits every value `previous` (of the old one) does. */
  private admitsNothingLess(previous: Schema | boolean, current: Schema | boolean): boolean {
    return this.rulesBetween(previous, current).every((rule) => RULES[rule].class === "compatible" || RULES[rule].class === "breaking for clients");
  }

  /** The rules a comparison of its own finds between two schemas, so that what it visits is not marked visited here. */
  private rulesBetween(previous: Schema | boolean, current: Schema | boolean): RuleId[] {
    const found: RuleId[] = [];
    // Stryker disable next-line StringLiteral: only the rules are kept, not where they are
    new Comparison(this.previousMeaning, this.currentMeaning, (rule) => found.push(rule)).schemas(previous, current, "");
    return found;
  }

  /**
   * A oneOf of alternatives that each name only types: a value is admitted when exactly one
   * alternative has its type, so what each version admits is a set of types, compared whole
   * (alternatives made to overlap admit fewer values). False where an alternative says more.
   */
  private typesMatchedOnce(previous: (Schema | boolean)[], current: (Schema | boolean)[], at: string, direction: Direction): boolean {
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
    if (gained.length > 0 && lost.length > 0) this.change("TYPE_CHANGED", at, message, direction);
    else if (gained.length > 0) this.change("TYPE_WIDENED", at, message, direction);
    else if (lost.length > 0) this.change("TYPE_NARROWED", at, message, direction);
    return true;
  }

  private choice(schema: Schema, meaning: SchemaMeaning): { keyword: string; list: (Schema | boolean)[]; exclusive: boolean } | undefined {
    if (Array.isArray(schema.anyOf)) return { keyword: "anyOf", list: schema.anyOf, exclusive: false };
    if (Array.isArray(schema.oneOf)) return { keyword: "oneOf", list: schema.oneOf, exclusive: !meaning.isDisjointChoice(schema, "oneOf") };
    return undefined;
  }

  /** Indices of the members of each list with no member of the same meaning in the other. */
  unmatched(previous: (Schema | boolean)[], current: (Schema | boolean)[]) {
    const previousKeys = previous.map((schema) => meaningKey(this.previousMeaning.canonical(schema)));
    const currentKeys = current.map((schema) => meaningKey(this.currentMeaning.canonical(schema)));
    const removed = previousKeys.flatMap((key, i) => (currentKeys.includes(key) ? [] : [i]));
    const added = currentKeys.flatMap((key, i) => (previousKeys.includes(key) ? [] : [i]));
    return { removed, added };
  }

  private annotations(p: Schema, c: Schema, at: string) {
    const names = [...new Set([...Object.keys(p), ...Object.keys(c)])].filter(isAnnotation);
    const changed = names.filter((name) => JSON.stringify(p[name]) !== JSON.stringify(c[name]));
    if (changed.length > 0) this.add("ANNOTATION_CHANGED", at, `${changed.join(", ")} changed`);
  }

  /**
   * Two schemas of the same meaning: only their annotations, at any depth, can differ. Which
   * keywords hold schemas is the vocabulary's to say; the members of a list are paired by
   * position (prefixItems) or, where order means nothing (anyOf, oneOf, allOf), by meaning.
   */
  private annotationsBelow(p: Schema, c: Schema, at: string) {
    const below = (ps: unknown, cs: unknown, pointer: string) => {
      this.annotations(asObject(ps), asObject(cs), pointer);
      this.annotationsBelow(asObject(ps), asObject(cs), pointer);
    };
    for (const name of SCHEMA_MAPS) {
      const previous = asObject(p[name] ?? {});
      const current = asObject(c[name] ?? {});
      for (const key of Object.keys(previous)) if (Object.hasOwn(current, key)) below(previous[key], current[key], `${at}/${name}/${pointerSegment(key)}`);
    }
    for (const name of SCHEMA_SINGLES) if (p[name] !== undefined && c[name] !== undefined) below(p[name], c[name], `${at}/${name}`);
    for (const name of SCHEMA_LISTS) {
      if (!Array.isArray(p[name]) || !Array.isArray(c[name])) continue;
      for (const [i, j] of this.pairedMembers(name, p[name], c[name])) below(p[name][i], c[name][j], `${at}/${name}/${j}`);
    }
  }

  /** Index pairs of two lists of schemas: by position where order counts, else each member with one of the same meaning. */
  private pairedMembers(name: string, previous: (Schema | boolean)[], current: (Schema | boolean)[]): [number, number][] {
    if (keywordNamed(name)?.diff === "subschema list") return previous.slice(0, current.length).map((_, i) => [i, i]);
    const currentKeys = current.map((schema) => meaningKey(this.currentMeaning.canonical(schema)));
    const taken = new Set<number>();
    const pairs: [number, number][] = [];
    previous.forEach((schema, i) => {
      const key = meaningKey(this.previousMeaning.canonical(schema));
      const j = currentKeys.findIndex((candidate, index) => candidate === key && !taken.has(index));
      if (j < 0) return;
      taken.add(j);
      pairs.push([i, j]);
    });
    return pairs;
  }
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

function asObject(schema: unknown): Schema {
  if (schema === true || schema === undefined) return {};
  if (schema === false) return { not: {} };
  return schema as Schema;
}

/** The kinds of keyword that can refuse null; the others constrain only values of other types (or nothing). */
const NULL_DECIDING: ReadonlySet<DiffKind> = new Set<DiffKind>(["types", "values", "alternatives", "all", "negation", "conditional", "reference"]);

/** Whether a schema admits null whatever else it says: none of its keywords can refuse null (an unknown one might). */
function admitsNullByItself(schema: Schema): boolean {
  return Object.keys(schema).every((name) => {
    const kind = keywordNamed(name)?.diff;
    return kind !== undefined && !NULL_DECIDING.has(kind);
  });
}

/** A reference to a whole record of the document, which is compared at its own place. */
function isRecordReference(ref: string): boolean {
  return ref.startsWith(COMPONENT) && !ref.slice(COMPONENT.length).includes("/");
}

/** `$ref` or `$dynamicRef`, when the schema is that reference alone (beside annotations and definitions). */
function referenceKeyword(schema: Schema): "$ref" | "$dynamicRef" | undefined {
  for (const keyword of ["$ref", "$dynamicRef"] as const) {
    if (typeof schema[keyword] !== "string") continue;
    const alone = Object.keys(schema).every((key) => key === keyword || isAnnotation(key) || isStructure(key));
    return alone ? keyword : undefined;
  }
  return undefined;
}

function onlyReference(schema: Schema): string | undefined {
  if (typeof schema.$ref !== "string") return undefined;
  return Object.keys(schema).every((key) => key === "$ref" || isAnnotation(key)) ? schema.$ref : undefined;
}

function describeRef(ref: string | undefined): string {
  if (ref === undefined) return "an inline schema";
  return ref.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : ref;
}

function describeWhole(schema: Schema | boolean): string {
  return schema === true ? "any value" : schema === false ? "no value" : "a schema";
}
