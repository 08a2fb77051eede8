// The walk of `diff` over two schemas: their annotations, whether they mean the same, the
// references on either side, null split from the rest, a schema against a choice of
// alternatives, and then every keyword by the judge of its kind (judges/). Changes are
// reported through `change`, which knows from each rule which way it goes.
import { pointerSegment } from "../validation/json-pointer.js";
import { compareAlternatives, oneAgainstMany, unmatchedMembers } from "./alternatives.js";
import { annotationChanges, annotationsBelow } from "./annotations.js";
import { DocumentShapeError } from "./document-shape.js";
import type { Lifecycle } from "./lifecycle.js";
import { JUDGES } from "./judges/index.js";
import type { Direction, Walk } from "./judges/judge.js";
import type { DiffKind } from "../../generated/vocabulary.js";
import { constrainsNoneOf, isAnnotation, isStructure, keywordNamed } from "./keywords.js";
import { RULES, type Add, type ChangeClass, type RuleId } from "./rules.js";
import { sameMeaning } from "./meaning-keys.js";
import { withAllOfMerged, withConstraintsInAlternatives, withReferenceMerged } from "./all-of-parts.js";
import { integerBounds, isNullOnly, withoutImpliedConstraints, withoutVacuousBounds } from "./schema-forms.js";
import { COMPONENT, MAX_DEPTH, SchemaMeaning } from "./schema-meaning.js";
import { asObject, isSchemaObject, type Schema } from "./schema.js";
import type { Origin } from "./witnesses.js";

/** Which way a change of each class goes: more values admitted, or fewer; the others are not turned round inside a `not`. */
const WAYS: Record<ChangeClass, "more" | "less" | undefined> = {
  "breaking for clients": "more",
  "breaking for producers": "less",
  "breaking for clients and producers": undefined,
  "removed record": undefined,
  compatible: undefined,
};

/**
 * The keywords whose schemas apply to a part of the value (a property, an item, a name), or,
 * for `$defs`, to values of their own: below them a change is about another value than the
 * schema above judges. The others (not, allOf, anyOf, oneOf, if/then/else, dependentSchemas,
 * references) apply to the same value, and so does `contains` as far as a witness goes: what
 * it changes is which arrays have a match, shown by an array.
 */
const OTHER_VALUE = new Set([
  "properties",
  "patternProperties",
  "additionalProperties",
  "items",
  "prefixItems",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "$defs",
  "definitions",
]);

/** A pair of schemas being compared, as the walk entered it. */
interface Frame {
  at: string;
  previous: Schema | boolean;
  current: Schema | boolean;
  flipped: boolean;
  previousScopeLength: number;
  currentScopeLength: number;
  origin?: Origin;
}

export class Comparison implements Walk {
  /** Pairs of schemas already compared through a reference, by direction: each pair once, and cycles end. */
  private readonly visited = new WeakMap<object, WeakSet<object>>();
  private readonly visitedFlipped = new WeakMap<object, WeakSet<object>>();
  /** Set for the next pair compared: it is a reference's target against a schema written in place. */
  private annotationsOfTargetsSkipped = false;
  /** Schemas being compared, nested. */
  private depth = 0;
  /** The pairs being compared, outermost first. */
  private readonly frames: Frame[] = [];

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
    this.frames.push({
      at,
      previous,
      current,
      flipped: direction.flipped,
      previousScopeLength: this.previousMeaning.scopeLength(),
      currentScopeLength: this.currentMeaning.scopeLength(),
    });
    try {
      this.schemasAt(previous, current, at, direction);
    } finally {
      this.frames.pop();
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
    else annotationChanges(p, c, at, this.add);
    if (sameMeaning(this.previousMeaning.canonical(previous), this.currentMeaning.canonical(current))) {
      annotationsBelow({ previous: this.previousMeaning, current: this.currentMeaning }, p, c, at, this.add);
      return;
    }
    if (typeof previous === "boolean" || typeof current === "boolean") {
      this.wholeSchema(previous, current, at, direction);
      return;
    }
    if (this.references(p, c, at, direction)) return;
    // Two choices of the same kind: constraints beside either laid into its alternatives, so the alternatives are compared whole.
    const choice = ["anyOf", "oneOf"].find((keyword) => Array.isArray(p[keyword]) && Array.isArray(c[keyword]));
    const previousNormalized = this.normalized(choice === undefined ? p : this.previousMeaning.derive(withConstraintsInAlternatives(p), p), this.previousMeaning);
    const currentNormalized = this.normalized(choice === undefined ? c : this.currentMeaning.derive(withConstraintsInAlternatives(c), c), this.currentMeaning);
    if (previousNormalized !== p || currentNormalized !== c) {
      this.schemasAt(previousNormalized, currentNormalized, at, direction);
      return;
    }
    // X or null against X, or X or null written another way: null is a type change, X is compared in place.
    const previousFolded = this.previousMeaning.typeUnionFolded(p);
    const currentFolded = this.currentMeaning.typeUnionFolded(c);
    let previousSplit = this.previousMeaning.splitNull(previousFolded);
    let currentSplit = this.currentMeaning.splitNull(currentFolded);
    // Null admitted by one of several alternatives is not a null alternative, and a schema that
    // constrains no type admits null as it is: compare as written.
    if (
      previousSplit.nullable !== currentSplit.nullable &&
      (this.previousMeaning.nullInAlternatives(previousFolded) ||
        this.currentMeaning.nullInAlternatives(currentFolded) ||
        admitsNullByItself(previousSplit.nullable ? currentFolded : previousFolded) ||
        !nullPassesTheRest(previousSplit.nullable ? previousFolded : currentFolded))
    ) {
      previousSplit = { base: previousFolded, nullable: false };
      currentSplit = { base: currentFolded, nullable: false };
    }
    if (previousSplit.nullable !== currentSplit.nullable) {
      this.change(currentSplit.nullable ? "TYPE_WIDENED" : "TYPE_NARROWED", at, currentSplit.nullable ? "now also admits null" : "no longer admits null", direction);
    }
    if (previousSplit.base === false || currentSplit.base === false) {
      if (previousSplit.base !== currentSplit.base) this.wholeSchema(previousSplit.base, currentSplit.base, at, direction);
      return;
    }
    if (oneAgainstMany(this, previousSplit.base, currentSplit.base, at, direction)) return;
    if (previousSplit.base === p && currentSplit.base === c) this.keywords(p, c, at, direction);
    else if (!previousSplit.nullable && !currentSplit.nullable) this.keywords(previousSplit.base, currentSplit.base, at, direction);
    else if (
      !sameMeaning(this.previousMeaning.canonical(previousSplit.base), this.currentMeaning.canonical(currentSplit.base)) &&
      !this.references(previousSplit.base, currentSplit.base, at, direction)
    ) {
      this.keywords(previousSplit.base, currentSplit.base, at, direction);
    }
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
    // No schema has a keyword named "undefined"
    const pRef: string | undefined = pKeyword === undefined ? undefined : p[pKeyword];
    // No schema has a keyword named "undefined"
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
      for (const { rule, pointer, message, origin } of changes) this.add(rule, pointer, message, undefined, origin);
    }
    return true;
  }

  /** The changes `compare` reports, kept instead of reported. */
  private collected(compare: () => void): { rule: RuleId; pointer: string; message: string; origin?: Origin }[] {
    const kept: { rule: RuleId; pointer: string; message: string; origin?: Origin }[] = [];
    const add = this.add;
    this.add = (rule, pointer, message, _, origin) => kept.push({ rule, pointer, message, ...(origin === undefined ? {} : { origin }) });
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
   * The schema as the keywords are judged: a `$ref` beside constraints, and the parts of an
   * `allOf` (a part that is a reference, what it refers to), laid together where one schema says
   * the same (all-of-parts.ts; else a `$ref` beside constraints is the allOf of the two), and
   * what other keywords already imply, and an integer's exclusive bounds made inclusive, written
   * one way (schema-forms.ts).
   */
  private normalized(schema: Schema, meaning: SchemaMeaning): Schema {
    let out = schema;
    if (typeof out.$ref === "string" && onlyReference(out) === undefined) {
      const target = meaning.resolve(out.$ref, out);
      if (typeof target === "object") {
        const { $ref: _, ...siblings } = out;
        const joined = withReferenceMerged(out, "$ref", () => target);
        out = joined !== out ? meaning.derive(joined, target) : meaning.derive({ allOf: [target, meaning.derive(siblings, out)] }, out);
      }
    }
    const parts = withAllOfMerged(out, (member) =>
      isSchemaObject(member) && onlyReference(member) !== undefined ? meaning.resolve(member.$ref, member) : (member as Schema | boolean | undefined),
    );
    if (parts !== out) out = meaning.derive(parts, out);
    return withoutVacuousBounds(integerBounds(withoutImpliedConstraints(out)));
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
      if (constrainsNoSharedType(name, p, c)) continue;
      const keyword = keywordNamed(name);
      if (keyword !== undefined) JUDGES[keyword.diff](this, name, p, c, at, direction);
      else if (JSON.stringify(p[name]) !== JSON.stringify(c[name])) unknown.push(name);
    }
    if (unknown.length > 0) this.add("KEYWORD_CHANGED", at, `${unknown.join(", ")} changed, which this tool does not know: judge it by hand`, undefined, this.origin());
  }

  /** anyOf and oneOf, by meaning (alternatives.ts). */
  alternatives(previous: Schema, current: Schema, at: string, direction: Direction) {
    compareAlternatives(this, previous, current, at, direction);
  }

  /** Indices of the members of each list with no member of the same meaning in the other. */
  unmatched(previous: (Schema | boolean)[], current: (Schema | boolean)[]) {
    return unmatchedMembers(this, previous, current);
  }

  /** The rules a comparison of its own finds between two schemas, so that what it visits is not marked visited here. */
  rulesBetween(previous: Schema | boolean, current: Schema | boolean): RuleId[] {
    const found: RuleId[] = [];
    // Only the rules are kept, not where they are
    new Comparison(this.previousMeaning, this.currentMeaning, (rule) => found.push(rule)).schemas(previous, current, "");
    return found;
  }

  /**
   * Reports a change. Which way it goes is its rule's class (rules.ts), stated there once: a
   * break for clients admits more values, one for producers fewer. Inside a `not` the two
   * swap, and the rule named for the other way is used.
   */
  change(rule: RuleId, at: string, message: string, direction: Direction, lifecycle?: Lifecycle) {
    const changeClass = RULES[rule].class;
    const way = WAYS[changeClass];
    // Only a break claims values moved: only a break is given the schemas to find a witness in.
    const origin = changeClass === "compatible" || changeClass === "removed record" ? undefined : this.origin();
    if (way === undefined || !direction.flipped) {
      this.add(rule, at, message, lifecycle, origin);
      return;
    }
    this.add(way === "more" ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", at, `inside not: ${message}`, undefined, origin);
  }

  /** The two schemas that judge the value a change is about: the innermost pair entered for a value of its own. */
  private origin(): Origin | undefined {
    let i = this.frames.length - 1;
    while (i > 0 && !judgesOwnValue(this.frames[i - 1]!.at, this.frames[i]!.at)) i--;
    const frame = this.frames[i];
    if (frame === undefined) return undefined;
    frame.origin ??= {
      at: frame.at,
      previous: frame.previous,
      current: frame.current,
      previousScope: this.previousMeaning.scopeNow(frame.previousScopeLength),
      currentScope: this.currentMeaning.scopeNow(frame.currentScopeLength),
      negated: frame.flipped,
    };
    return frame.origin;
  }
}

/** Whether the schemas at `at` judge another value than those at `outer` (the pair around them): the first keyword between them is one of OTHER_VALUE. */
function judgesOwnValue(outer: string | undefined, at: string): boolean {
  if (outer === undefined || !at.startsWith(outer)) return true;
  if (at.length === outer.length) return false;
  const end = at.indexOf("/", outer.length + 1);
  return OTHER_VALUE.has(at.slice(outer.length + 1, end === -1 ? undefined : end));
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

/**
 * Whether null, listed by one keyword of `schema` (its type list, or a null alternative), passes
 * every other keyword: where another may refuse it (a reference, an alternative, an enum), null
 * split off would be claimed admitted where it is not.
 */
function nullPassesTheRest(schema: Schema): boolean {
  const carrier =
    Array.isArray(schema.type) && schema.type.includes("null") ? "type" : ["anyOf", "oneOf"].find((keyword) => Array.isArray(schema[keyword]) && schema[keyword].some(isNullOnly));
  if (carrier === undefined) return true;
  const { [carrier]: _, ...rest } = schema;
  return admitsNullByItself(rest);
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

/**
 * Whether `name` constrains no type both sides admit: a minimum beside type string on both sides
 * admits and refuses nothing, and the values of a type only one side admits are the type judge's
 * to report (with their bounds).
 */
function constrainsNoSharedType(name: string, p: Schema, c: Schema): boolean {
  if (p.type === undefined || c.type === undefined) return false;
  const previous: string[] = [p.type].flat();
  const current: string[] = [c.type].flat();
  // An integer is a number too.
  const admitted = (types: string[], type: string) => types.includes(type) || (type === "integer" && types.includes("number"));
  const shared = [...previous.filter((type) => admitted(current, type)), ...current.filter((type) => admitted(previous, type))];
  return constrainsNoneOf(name, shared);
}
