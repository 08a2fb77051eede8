// Compares two versions of this package's OpenAPI document, record by record and keyword by
// keyword, and names each change with a rule of rules.ts.
//
// Written here rather than taken from a library: the maintained OpenAPI diff tools compare
// operations (paths), which this contract has none of (design decision D10), and OpenAPI 3.1's
// JSON Schema 2020-12 is beyond most of them; the contract needs both directions of a response
// body (see rules.ts). Every keyword is judged as keywords.ts says; schemas are compared by
// meaning where that is decidable (schema-meaning.ts): a `$ref` and the same schema inline, the
// order inside `anyOf`, `enum` and `type`, a disjoint `oneOf` and an `anyOf`, `type: [T, "null"]`
// and an `anyOf` with null are the same. It expects documents that passed assertComparable
// (document-shape.ts).
import { pointerSegment } from "../json-pointer.js";
import { JSON_TYPES, isAnnotation, keywordNamed, keywordsHolding } from "./keywords.js";
import { RULES, type ChangeClass, type RuleId } from "./rules.js";
import { DocumentShapeError } from "./document-shape.js";
import { COMPONENT, MAX_DEPTH, SchemaMeaning, isEmpty, sameMeaning, type Schema } from "./schema-meaning.js";

export interface Change {
  rule: RuleId;
  class: ChangeClass;
  /** JSON Pointer into the new document, or into the old one for what was removed. */
  pointer: string;
  message: string;
}

interface Document {
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Schema> };
}

type Add = (rule: RuleId, pointer: string, message: string) => void;

/** The keywords that hold schemas, by how: a map of them, one, or a list (the vocabulary's `holds`). */
const SCHEMA_MAPS = keywordsHolding("schemas");
const SCHEMA_SINGLES = keywordsHolding("schema");
const SCHEMA_LISTS = keywordsHolding("schema list");

export function compareDocuments(previous: Document, current: Document): Change[] {
  const changes: Change[] = [];
  const add: Add = (rule, pointer, message) => changes.push({ rule, class: RULES[rule].class, pointer, message });
  const previousSchemas = ownAt(previous.components, "schemas");
  const currentSchemas = ownAt(current.components, "schemas");
  const comparison = new Comparison(new SchemaMeaning(previousSchemas), new SchemaMeaning(currentSchemas), add);
  compareNamed(previousSchemas, currentSchemas, "/components/schemas", "RECORD", add, (p, c, at) => comparison.schemas(p, c, at));
  compareNamed(ownAt(previous.components, "responses"), ownAt(current.components, "responses"), "/components/responses", "RESPONSE", add, (p, c, at) =>
    comparison.responses(p, c, at),
  );
  return changes;
}

/** An own property only: a record named `constructor` or `toString` is a record like any other. */
function ownAt(object: Record<string, any> | undefined, key: string): Record<string, Schema> {
  return object !== undefined && Object.hasOwn(object, key) ? object[key] : {};
}

function compareNamed(
  previous: Record<string, Schema>,
  current: Record<string, Schema>,
  at: string,
  kind: "RECORD" | "RESPONSE",
  add: Add,
  compare: (previous: Schema, current: Schema, at: string) => void,
) {
  for (const name of Object.keys(previous)) {
    const pointer = `${at}/${pointerSegment(name)}`;
    if (!Object.hasOwn(current, name)) add(`${kind}_REMOVED`, pointer, `${name} was removed`);
    else compare(previous[name]!, current[name]!, pointer);
  }
  for (const name of Object.keys(current)) {
    if (!Object.hasOwn(previous, name)) add(`${kind}_ADDED`, `${at}/${pointerSegment(name)}`, `${name} was added`);
  }
}

/** Which way a change goes: `flipped` inside a `not`, where admitting more means admitting less. */
interface Direction {
  flipped: boolean;
}

class Comparison {
  /** Pairs of references being compared, so that recursive schemas end. */
  private readonly following = new Set<string>();
  /** Schemas being compared, nested. */
  private depth = 0;

  constructor(
    private readonly previousMeaning: SchemaMeaning,
    private readonly currentMeaning: SchemaMeaning,
    private readonly add: Add,
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
    if (previous.description !== current.description) this.add("ANNOTATION_CHANGED", `${at}/description`, "description changed");
  }

  schemas(previous: Schema | boolean, current: Schema | boolean, at: string, direction: Direction = { flipped: false }) {
    if (++this.depth > MAX_DEPTH) throw new DocumentShapeError(at, `is reached through more than ${MAX_DEPTH} nested schemas and $refs`);
    try {
      this.schemasAt(previous, current, at, direction);
    } finally {
      this.depth--;
    }
  }

  private schemasAt(previous: Schema | boolean, current: Schema | boolean, at: string, direction: Direction) {
    const p = asObject(previous);
    const c = asObject(current);
    this.annotations(p, c, at);
    if (sameMeaning(this.previousMeaning.canonical(previous), this.currentMeaning.canonical(current))) {
      this.annotationsBelow(p, c, at);
      return;
    }
    if (typeof previous === "boolean" || typeof current === "boolean") {
      this.wholeSchema(previous, current, at, direction);
      return;
    }
    if (this.references(p, c, at, direction)) return;
    // X or null against X, or X or null written another way: null is a type change, X is compared in place.
    const pf = this.previousMeaning.typeUnionFolded(p);
    const cf = this.currentMeaning.typeUnionFolded(c);
    let pn = this.previousMeaning.splitNull(pf);
    let cn = this.currentMeaning.splitNull(cf);
    // Null admitted by one of several alternatives is not a null alternative: compare as written.
    if (pn.nullable !== cn.nullable && (this.previousMeaning.nullInAlternatives(pf) || this.currentMeaning.nullInAlternatives(cf))) {
      pn = { base: pf, nullable: false };
      cn = { base: cf, nullable: false };
    }
    if (pn.nullable !== cn.nullable) {
      this.side(cn.nullable ? "more" : "less", cn.nullable ? "TYPE_WIDENED" : "TYPE_NARROWED", at, cn.nullable ? "now also admits null" : "no longer admits null", direction);
    }
    if (pn.base === false || cn.base === false) {
      if (pn.base !== cn.base) this.wholeSchema(pn.base !== false, cn.base !== false, at, direction);
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

  /** `$ref` on either side: the same reference is compared where it is defined; otherwise what each refers to, here. */
  private references(p: Schema, c: Schema, at: string, direction: Direction): boolean {
    const pRef = onlyReference(p);
    const cRef = onlyReference(c);
    if (pRef === undefined && cRef === undefined) return false;
    if (pRef !== undefined && pRef === cRef) return true;
    if (pRef !== undefined && cRef !== undefined) {
      // Two different records of the same meaning were found equal before; these differ.
      this.side("both", "TYPE_CHANGED", at, `refers to ${describeRef(cRef)} instead of ${describeRef(pRef)}`, direction);
      return true;
    }
    const key = `${pRef ?? at}→${cRef ?? at}`;
    if (this.following.has(key)) return true;
    this.following.add(key);
    try {
      const previousTarget = pRef === undefined ? p : this.previousMeaning.resolve(pRef);
      const currentTarget = cRef === undefined ? c : this.currentMeaning.resolve(cRef);
      if (previousTarget === undefined || currentTarget === undefined) {
        this.side("both", "TYPE_CHANGED", at, `refers to ${describeRef(cRef)} instead of ${describeRef(pRef)}`, direction);
      } else {
        this.schemas(previousTarget, currentTarget, at, direction);
      }
    } finally {
      this.following.delete(key);
    }
    return true;
  }

  /** `true` (anything) or `false` (nothing) against a schema. */
  private wholeSchema(previous: Schema | boolean, current: Schema | boolean, at: string, direction: Direction) {
    if (previous === true || current === false) this.side("less", "TYPE_NARROWED", at, `${describeWhole(previous)} became ${describeWhole(current)}`, direction);
    else this.side("more", "TYPE_WIDENED", at, `${describeWhole(previous)} became ${describeWhole(current)}`, direction);
  }

  private keywords(p: Schema, c: Schema, at: string, direction: Direction) {
    const names = [...new Set([...Object.keys(p), ...Object.keys(c)])];
    const unknown: string[] = [];
    for (const name of names) {
      const keyword = keywordNamed(name);
      if (keyword === undefined) {
        if (JSON.stringify(p[name]) !== JSON.stringify(c[name])) unknown.push(name);
        continue;
      }
      const before = p[name];
      const after = c[name];
      switch (keyword.diff) {
        case "types":
          if (name === "type") this.types(p.type, c.type, at, direction);
          break;
        case "values":
          if (name === "enum" || (name === "const" && p.enum === undefined && c.enum === undefined)) this.values(valuesOf(p), valuesOf(c), at, direction);
          break;
        case "format":
          this.format(before, after, at, direction);
          break;
        case "lower bound":
        case "upper bound":
          this.bound(name, keyword.diff, before, after, at, direction);
          break;
        case "flag":
          if (Boolean(before) !== Boolean(after))
            this.side(after ? "less" : "more", after ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", at, `${name} ${after ? "now true" : "no longer true"}`, direction);
          break;
        case "multiple":
          this.multiple(before, after, at, direction);
          break;
        case "pattern":
          this.pattern(name, before, after, at, direction);
          break;
        case "required":
          break; // judged with the properties, field by field
        case "properties":
          this.properties(p, c, at, direction);
          break;
        case "subschema":
          this.subschema(name, before, after, at, direction);
          break;
        case "subschemas":
          this.subschemaMap(name, before ?? {}, after ?? {}, at, direction);
          break;
        case "subschema list":
          this.subschemaList(name, before ?? [], after ?? [], at, direction);
          break;
        case "all":
          this.members(name, before ?? [], after ?? [], at, direction);
          break;
        case "alternatives":
          if (name === "anyOf" || (p.anyOf === undefined && c.anyOf === undefined)) this.alternatives(p, c, at, direction);
          else if (JSON.stringify(before) !== JSON.stringify(after)) this.side("both", "CONSTRAINT_CHANGED", at, "oneOf changed beside an anyOf", direction);
          break;
        case "negation":
          this.negation(before, after, at, direction);
          break;
        case "conditional":
          if (JSON.stringify(before) !== JSON.stringify(after)) this.side("both", "CONSTRAINT_CHANGED", at, `${name} changed`, direction);
          break;
        case "dependent required":
          this.dependentRequired(before ?? {}, after ?? {}, at, direction);
          break;
        case "reference":
          if (name === "$dynamicRef" && before !== after) this.side("both", "TYPE_CHANGED", at, `$dynamicRef ${String(before)} became ${String(after)}`, direction);
          break;
        case "annotation":
        case "structure":
          break;
      }
    }
    if (unknown.length > 0) this.add("KEYWORD_CHANGED", at, `${unknown.join(", ")} changed, which this tool does not know: judge it by hand`);
  }

  /**
   * Reports a change by which way it goes. `more`: the schema now admits values it did not
   * (breaking for clients); `less`: it rejects values it admitted (producers); inside a `not`
   * the two swap, and the rule named for the other way is used.
   */
  private side(way: "more" | "less" | "both", rule: RuleId, at: string, message: string, direction: Direction) {
    if (way === "both" || !direction.flipped) {
      this.add(rule, at, message);
      return;
    }
    this.add(way === "more" ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", at, `inside not: ${message}`);
  }

  private types(previous: unknown, current: unknown, at: string, direction: Direction) {
    // Every type but integer, which number holds.
    const all = [...JSON_TYPES].filter((type) => type !== "integer");
    const p = previous === undefined ? new Set(all) : typeSet(previous);
    const c = current === undefined ? new Set(all) : typeSet(current);
    const covers = (a: Set<string>, b: Set<string>) => [...b].every((t) => a.has(t) || (t === "integer" && a.has("number")));
    const describe = (types: Set<string>, given: unknown) => (given === undefined ? "any type" : [...types].join(" or "));
    const message = `type ${describe(p, previous)} became ${describe(c, current)}`;
    if (covers(c, p) && !covers(p, c)) this.side("more", "TYPE_WIDENED", at, message, direction);
    else if (covers(p, c) && !covers(c, p)) this.side("less", "TYPE_NARROWED", at, message, direction);
    else if (!covers(p, c) || !covers(c, p)) this.side("both", "TYPE_CHANGED", at, message, direction);
  }

  private values(previous: unknown[] | undefined, current: unknown[] | undefined, at: string, direction: Direction) {
    if (previous === undefined && current === undefined) return;
    if (previous === undefined) return this.side("less", "ENUM_ADDED", at, `now restricted to ${list(current!)}`, direction);
    if (current === undefined) return this.side("more", "ENUM_REMOVED", at, `no longer restricted to ${list(previous)}`, direction);
    const key = (value: unknown) => JSON.stringify(value);
    const previousKeys = new Set(previous.map(key));
    const currentKeys = new Set(current.map(key));
    for (const value of current) if (!previousKeys.has(key(value))) this.side("more", "ENUM_VALUE_ADDED", at, `value ${key(value)} was added`, direction);
    for (const value of previous) if (!currentKeys.has(key(value))) this.side("less", "ENUM_VALUE_REMOVED", at, `value ${key(value)} was removed`, direction);
  }

  private format(previous: unknown, current: unknown, at: string, direction: Direction) {
    if (previous === current) return;
    if (previous === undefined) this.side("less", "FORMAT_ADDED", at, `now has format ${String(current)}`, direction);
    else if (current === undefined) this.side("more", "FORMAT_REMOVED", at, `no longer has format ${String(previous)}`, direction);
    else this.side("both", "FORMAT_CHANGED", at, `format ${String(previous)} became ${String(current)}`, direction);
  }

  private bound(name: string, kind: "lower bound" | "upper bound", previous: unknown, current: unknown, at: string, direction: Direction) {
    if (previous === current) return;
    const tighter =
      previous === undefined || (current !== undefined && (kind === "lower bound" ? (current as number) > (previous as number) : (current as number) < (previous as number)));
    const message =
      previous === undefined
        ? `now has ${name} ${String(current)}`
        : current === undefined
          ? `no longer has ${name} ${String(previous)}`
          : `${name} ${String(previous)} became ${String(current)}`;
    if (tighter) this.side("less", "BOUND_TIGHTENED", at, message, direction);
    else this.side("more", "BOUND_LOOSENED", at, message, direction);
  }

  private multiple(previous: unknown, current: unknown, at: string, direction: Direction) {
    if (previous === current) return;
    const p = previous as number | undefined;
    const c = current as number | undefined;
    const message = p === undefined ? `now has multipleOf ${c}` : c === undefined ? `no longer has multipleOf ${p}` : `multipleOf ${p} became ${c}`;
    if (p === undefined || (c !== undefined && isMultiple(c, p))) this.side("less", "CONSTRAINT_TIGHTENED", at, message, direction);
    else if (c === undefined || isMultiple(p, c)) this.side("more", "CONSTRAINT_LOOSENED", at, message, direction);
    else this.side("both", "CONSTRAINT_CHANGED", at, message, direction);
  }

  private pattern(name: string, previous: unknown, current: unknown, at: string, direction: Direction) {
    if (previous === current) return;
    if (previous === undefined) this.side("less", "CONSTRAINT_TIGHTENED", at, `now has ${name} ${String(current)}`, direction);
    else if (current === undefined) this.side("more", "CONSTRAINT_LOOSENED", at, `no longer has ${name} ${String(previous)}`, direction);
    // Whether one regular expression admits a subset of another is not decided here: both sides.
    else this.side("both", "CONSTRAINT_CHANGED", at, `${name} ${String(previous)} became ${String(current)}`, direction);
  }

  private properties(p: Schema, c: Schema, at: string, direction: Direction) {
    const previous: Record<string, Schema> = p.properties ?? {};
    const current: Record<string, Schema> = c.properties ?? {};
    if (c.properties === undefined && c.required === undefined && c.additionalProperties === undefined) {
      // No property named any more: the values under those names are free, and the strict profile, which closes only records that name properties, does not close this one.
      this.side("more", "CONSTRAINT_LOOSENED", `${at}/properties`, `properties ${Object.keys(previous).join(", ")} no longer constrained`, direction);
      return;
    }
    const previousRequired = new Set<string>(p.required ?? []);
    const currentRequired = new Set<string>(c.required ?? []);
    const removed = Object.keys(previous).filter((name) => !Object.hasOwn(current, name));
    const added = Object.keys(current).filter((name) => !Object.hasOwn(previous, name));
    const renames = this.renames(previous, current, removed, added);
    for (const name of Object.keys(previous)) {
      const pointer = `${at}/properties/${pointerSegment(name)}`;
      if (!Object.hasOwn(current, name)) {
        const hint = renames.removed.get(name) === undefined ? "" : `; possibly renamed to ${renames.removed.get(name)}`;
        this.side("both", "FIELD_REMOVED", pointer, `${name} was removed${previousRequired.has(name) ? " (it was required)" : ""}${hint}`, direction);
        continue;
      }
      if (previousRequired.has(name) && !currentRequired.has(name)) this.side("more", "FIELD_NO_LONGER_REQUIRED", pointer, `${name} is no longer required`, direction);
      if (!previousRequired.has(name) && currentRequired.has(name)) this.side("less", "FIELD_NEWLY_REQUIRED", pointer, `${name} is now required`, direction);
      this.schemas(previous[name]!, current[name]!, pointer, direction);
    }
    for (const name of added) {
      const pointer = `${at}/properties/${pointerSegment(name)}`;
      const hint = renames.added.get(name) === undefined ? "" : `; possibly renamed from ${renames.added.get(name)}`;
      if (currentRequired.has(name)) this.side("less", "FIELD_ADDED_REQUIRED", pointer, `${name} was added as a required field${hint}`, direction);
      else this.side("both", "FIELD_ADDED_OPTIONAL", pointer, `${name} was added as an optional field${hint}`, direction);
    }
    // A name required without being a property: the record must still have it.
    for (const name of currentRequired) {
      if (!previousRequired.has(name) && !Object.hasOwn(current, name)) this.side("less", "FIELD_NEWLY_REQUIRED", `${at}/required`, `${name} is now required`, direction);
    }
    for (const name of previousRequired) {
      if (!currentRequired.has(name) && !Object.hasOwn(previous, name)) this.side("more", "FIELD_NO_LONGER_REQUIRED", `${at}/required`, `${name} is no longer required`, direction);
    }
  }

  /** A field removed and one added with the same schema in the same record: each is the other's likely rename. */
  private renames(previous: Record<string, Schema>, current: Record<string, Schema>, removed: string[], added: string[]) {
    const pairs = { removed: new Map<string, string>(), added: new Map<string, string>() };
    for (const name of removed) {
      const meaning = JSON.stringify(this.previousMeaning.canonical(previous[name]));
      const twin = added.find((candidate) => !pairs.added.has(candidate) && JSON.stringify(this.currentMeaning.canonical(current[candidate])) === meaning);
      if (twin === undefined) continue;
      pairs.removed.set(name, twin);
      pairs.added.set(twin, name);
    }
    return pairs;
  }

  /** One schema in place (absent means any value: `true`); `additionalProperties: false` is a rule of its own. */
  private subschema(name: string, previous: unknown, current: unknown, at: string, direction: Direction) {
    const p = (previous ?? true) as Schema | boolean;
    const c = (current ?? true) as Schema | boolean;
    if (name === "additionalProperties" && (p === false) !== (c === false) && (typeof p === "boolean" || typeof c === "boolean")) {
      if (c === false) this.side("less", "PROPERTIES_CLOSED", at, "no longer admits unknown properties", direction);
      else if (p === false && (c === true || isEmpty(c))) this.side("more", "PROPERTIES_OPENED", at, "now admits unknown properties", direction);
      else this.side("more", "PROPERTIES_OPENED", at, "now admits unknown properties that match a schema", direction);
      return;
    }
    this.schemas(p, c, `${at}/${name}`, direction);
  }

  private subschemaMap(name: string, previous: Record<string, Schema>, current: Record<string, Schema>, at: string, direction: Direction) {
    for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
      const pointer = `${at}/${name}/${pointerSegment(key)}`;
      if (!Object.hasOwn(current, key))
        this.side(
          name === "patternProperties" ? "both" : "more",
          name === "patternProperties" ? "CONSTRAINT_CHANGED" : "CONSTRAINT_LOOSENED",
          pointer,
          `${name} ${key} was removed`,
          direction,
        );
      else if (!Object.hasOwn(previous, key))
        this.side(
          name === "patternProperties" ? "both" : "less",
          name === "patternProperties" ? "CONSTRAINT_CHANGED" : "CONSTRAINT_TIGHTENED",
          pointer,
          `${name} ${key} was added`,
          direction,
        );
      else this.schemas(previous[key]!, current[key]!, pointer, direction);
    }
  }

  private subschemaList(name: string, previous: Schema[], current: Schema[], at: string, direction: Direction) {
    const length = Math.max(previous.length, current.length);
    for (let i = 0; i < length; i++) this.schemas(previous[i] ?? true, current[i] ?? true, `${at}/${name}/${i}`, direction);
  }

  /** allOf: members matched by meaning; one added restricts, one removed relaxes, the rest compared in place. */
  private members(name: string, previous: Schema[], current: Schema[], at: string, direction: Direction) {
    const { removed, added } = this.unmatched(previous, current);
    const paired = Math.min(removed.length, added.length);
    for (let i = 0; i < paired; i++) this.schemas(previous[removed[i]!]!, current[added[i]!]!, `${at}/${name}/${added[i]}`, direction);
    for (const i of added.slice(paired)) this.side("less", "CONSTRAINT_TIGHTENED", `${at}/${name}/${i}`, `a member was added to ${name}`, direction);
    for (const i of removed.slice(paired)) this.side("more", "CONSTRAINT_LOOSENED", `${at}/${name}/${i}`, `a member was removed from ${name}`, direction);
  }

  /** anyOf and oneOf, by meaning: alternatives matched whatever their order or form; a disjoint oneOf is an anyOf. */
  private alternatives(p: Schema, c: Schema, at: string, direction: Direction) {
    const previous = this.choice(p, this.previousMeaning);
    const current = this.choice(c, this.currentMeaning);
    if (previous === undefined && current === undefined) return;
    if (previous === undefined || current === undefined) {
      const gained = previous === undefined;
      const keyword = (current ?? previous)!.keyword;
      this.side(gained ? "less" : "more", gained ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", `${at}/${keyword}`, `${keyword} was ${gained ? "added" : "removed"}`, direction);
      return;
    }
    // In a oneOf whose alternatives overlap, a change can also make a valid value match twice.
    const exclusive = previous.exclusive || current.exclusive;
    const { removed, added } = this.unmatched(previous.list, current.list);
    const paired = Math.min(removed.length, added.length);
    const here = (i: number) => `${at}/${current.keyword}/${i}`;
    for (let i = 0; i < paired; i++) this.schemas(previous.list[removed[i]!]!, current.list[added[i]!]!, here(added[i]!), direction);
    for (const i of added.slice(paired))
      this.side(exclusive ? "both" : "more", exclusive ? "CONSTRAINT_CHANGED" : "ALTERNATIVE_ADDED", here(i), `${current.keyword} admits a new alternative`, direction);
    for (const i of removed.slice(paired)) {
      this.side(
        exclusive ? "both" : "less",
        exclusive ? "CONSTRAINT_CHANGED" : "ALTERNATIVE_REMOVED",
        `${at}/${previous.keyword}/${i}`,
        `an alternative of ${previous.keyword} was removed`,
        direction,
      );
    }
  }

  private choice(schema: Schema, meaning: SchemaMeaning): { keyword: string; list: (Schema | boolean)[]; exclusive: boolean } | undefined {
    if (Array.isArray(schema.anyOf)) return { keyword: "anyOf", list: schema.anyOf, exclusive: false };
    if (Array.isArray(schema.oneOf)) return { keyword: "oneOf", list: schema.oneOf, exclusive: !meaning.isDisjointChoice(schema, "oneOf") };
    return undefined;
  }

  private negation(previous: unknown, current: unknown, at: string, direction: Direction) {
    if (previous === undefined && current === undefined) return;
    if (previous === undefined || current === undefined) {
      const added = previous === undefined;
      this.side(added ? "less" : "more", added ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", `${at}/not`, `not was ${added ? "added" : "removed"}`, direction);
      return;
    }
    this.schemas(previous as Schema, current as Schema, `${at}/not`, { flipped: !direction.flipped });
  }

  private dependentRequired(previous: Record<string, string[]>, current: Record<string, string[]>, at: string, direction: Direction) {
    for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
      const p = new Set(Object.hasOwn(previous, key) ? previous[key] : []);
      const c = new Set(Object.hasOwn(current, key) ? current[key] : []);
      const gained = [...c].filter((name) => !p.has(name));
      const lost = [...p].filter((name) => !c.has(name));
      const pointer = `${at}/dependentRequired/${pointerSegment(key)}`;
      if (gained.length > 0) this.side("less", "CONSTRAINT_TIGHTENED", pointer, `with ${key}, ${gained.join(", ")} now required`, direction);
      if (lost.length > 0) this.side("more", "CONSTRAINT_LOOSENED", pointer, `with ${key}, ${lost.join(", ")} no longer required`, direction);
    }
  }

  /** Indices of the members of each list with no member of the same meaning in the other. */
  private unmatched(previous: (Schema | boolean)[], current: (Schema | boolean)[]) {
    const previousKeys = previous.map((schema) => JSON.stringify(this.previousMeaning.canonical(schema)));
    const currentKeys = current.map((schema) => JSON.stringify(this.currentMeaning.canonical(schema)));
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
    const currentKeys = current.map((schema) => JSON.stringify(this.currentMeaning.canonical(schema)));
    const taken = new Set<number>();
    const pairs: [number, number][] = [];
    previous.forEach((schema, i) => {
      const key = JSON.stringify(this.previousMeaning.canonical(schema));
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

function onlyReference(schema: Schema): string | undefined {
  if (typeof schema.$ref !== "string") return undefined;
  return Object.keys(schema).every((key) => key === "$ref" || isAnnotation(key)) ? schema.$ref : undefined;
}

function typeSet(type: unknown): Set<string> {
  return new Set<string>(Array.isArray(type) ? type : [type as string]);
}

function valuesOf(schema: Schema): unknown[] | undefined {
  if (schema.enum !== undefined) return schema.enum;
  return Object.hasOwn(schema, "const") ? [schema.const] : undefined;
}

function isMultiple(value: number, factor: number): boolean {
  const ratio = value / factor;
  return Number.isFinite(ratio) && Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

function describeRef(ref: string | undefined): string {
  if (ref === undefined) return "an inline schema";
  return ref.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : ref;
}

function describeWhole(schema: Schema | boolean): string {
  return schema === true ? "any value" : schema === false ? "no value" : "a schema";
}

function list(values: unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}
