// Whether a schema of a document admits a JSON value, as JSON Schema 2020-12 and the package's
// validators judge it, in a response (a required writeOnly field may be left out, D22): the checks `diff` puts to every witness value before it prints one. The
// generated validators are compiled for the contract's own records; this reads any schema of
// any document, so it is its own small evaluator over the same vocabulary, the same format
// checks (generated/validators/formats.js) and patterns matched by automaton (no backtracking,
// pattern-automaton.ts). What it cannot decide (a keyword outside the vocabulary, a format the
// package does not check, a pattern it does not read, a reference to nothing, annotations
// `unevaluated*` depends on) is `undefined`, never a guess; a definite refusal still refuses.
import { contractFormats } from "../../generated/validators/formats.js";
import { keywordNamed } from "./keywords.js";
import { isMultiple } from "./multiples.js";
import { matches, patternAutomaton } from "./pattern-automaton.js";
import type { References } from "./references.js";
import { isSchemaObject, isWriteOnly, type Schema } from "./schema.js";

/** Work left to a caller that asks many questions, in checks of a schema against a value (and values made, witness-values.ts). */
export interface Budget {
  left: number;
}

/** Admitted, refused, or not decided here. */
export type Verdict = boolean | undefined;

/** How many schema-and-value checks one question may take: a document built to make it loop or explode is not decided. */
const MAX_STEPS = 200_000;

class TooMuch extends Error {}

/** The keywords that apply more schemas to the same value: where they stand, `unevaluated*` depends on what they evaluated. */
const IN_PLACE = ["allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref", "$dynamicRef", "dependentSchemas"];

export class Admission {
  private steps = 0;

  /** @param budget checks every question may take together; when it is spent, the answer is undefined */
  constructor(
    private readonly references: References,
    private readonly budget: Budget = { left: Infinity },
  ) {}

  /** Whether `schema` admits `value`, with `scope` the resources entered to reach the schema (for `$dynamicRef`). */
  admits(schema: unknown, value: unknown, scope: readonly string[] = []): Verdict {
    this.steps = 0;
    try {
      return this.check(schema, value, [...scope]);
    } catch (error) {
      if (error instanceof TooMuch || error instanceof RangeError) return undefined;
      throw error;
    } finally {
      this.budget.left -= this.steps;
    }
  }

  private check(schema: unknown, value: unknown, scope: string[]): Verdict {
    if (++this.steps > MAX_STEPS || this.steps > this.budget.left) throw new TooMuch();
    if (schema === true) return true;
    if (schema === false) return false;
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return undefined;
    const base = this.references.baseOfSchema(schema)!;
    const entered = base !== scope.at(-1);
    if (entered) scope.push(base);
    try {
      let verdict: Verdict = true;
      for (const keyword of Object.keys(schema)) {
        const kept = this.keyword(keyword, schema as Schema, value, scope);
        if (kept === false) return false;
        if (kept === undefined) verdict = undefined;
      }
      return verdict;
    } finally {
      if (entered) scope.pop();
    }
  }

  /** The verdict of one keyword of `schema` on `value`. */
  private keyword(keyword: string, schema: Schema, value: unknown, scope: string[]): Verdict {
    const limit = schema[keyword];
    const kind = keywordNamed(keyword)?.diff;
    if (kind === undefined) return undefined;
    if (kind === "annotation" || kind === "structure") return true;
    const scalar = scalarVerdict(keyword, limit, value);
    if (scalar !== undefined) return scalar;
    switch (keyword) {
      case "enum":
        return Array.isArray(limit) ? limit.some((listed) => sameJson(listed, value)) : undefined;
      case "const":
        return sameJson(limit, value);
      case "format":
        return typeof value !== "string" ? true : Object.hasOwn(contractFormats, limit) ? contractFormats[limit]!(value) : undefined;
      case "pattern":
        return typeof value !== "string" ? true : this.matched(limit, value);
      default:
        return this.structural(keyword, schema, value, scope);
    }
  }

  private structural(keyword: string, schema: Schema, value: unknown, scope: string[]): Verdict {
    const limit = schema[keyword];
    const array = Array.isArray(value) ? value : undefined;
    const object = isSchemaObject(value) ? value : undefined;
    switch (keyword) {
      case "minItems":
        return array === undefined || array.length >= limit;
      case "maxItems":
        return array === undefined || array.length <= limit;
      case "uniqueItems":
        return array === undefined || limit !== true || array.every((item, i) => array.slice(i + 1).every((other) => !sameJson(item, other)));
      case "prefixItems":
        return array === undefined ? true : all(array.slice(0, limit.length).map((item, i) => () => this.check(limit[i], item, scope)));
      case "items": {
        const from = Array.isArray(schema.prefixItems) ? schema.prefixItems.length : 0;
        return array === undefined ? true : all(array.slice(from).map((item) => () => this.check(limit, item, scope)));
      }
      case "contains":
      case "minContains":
      case "maxContains":
        return array === undefined || keyword !== "contains" ? true : this.contains(schema, array, scope);
      case "properties":
        // By the value's own keys: a value holds a few properties, a schema may name thousands.
        return object === undefined
          ? true
          : all(
              Object.keys(object)
                .filter((name) => Object.hasOwn(limit, name))
                .map((name) => () => this.check(limit[name], object[name], scope)),
            );
      case "patternProperties":
        return object === undefined ? true : all(Object.keys(limit).flatMap((pattern) => this.patternProperty(pattern, limit[pattern], object, scope)));
      case "additionalProperties":
        return object === undefined ? true : this.additional(schema, object, scope);
      case "propertyNames":
        return object === undefined ? true : all(Object.keys(object).map((name) => () => this.check(limit, name, scope)));
      case "required":
        // D22: values are judged as a response carries them, and a response leaves a writeOnly field out.
        return object === undefined || (limit as string[]).every((name) => Object.hasOwn(object, name) || isWriteOnly(schema.properties?.[name]));
      case "minProperties":
        return object === undefined || Object.keys(object).length >= limit;
      case "maxProperties":
        return object === undefined || Object.keys(object).length <= limit;
      case "dependentRequired":
        return object === undefined || Object.keys(limit).every((name) => !Object.hasOwn(object, name) || (limit[name] as string[]).every((other) => Object.hasOwn(object, other)));
      case "dependentSchemas":
        return object === undefined
          ? true
          : all(
              Object.keys(limit)
                .filter((name) => Object.hasOwn(object, name))
                .map((name) => () => this.check(limit[name], value, scope)),
            );
      case "allOf":
        return all((limit as unknown[]).map((member) => () => this.check(member, value, scope)));
      case "anyOf":
        return any((limit as unknown[]).map((member) => () => this.check(member, value, scope)));
      case "oneOf":
        return exactlyOne((limit as unknown[]).map((member) => this.check(member, value, scope)));
      case "not": {
        const inner = this.check(limit, value, scope);
        return inner === undefined ? undefined : !inner;
      }
      case "if":
        return this.conditional(schema, value, scope);
      case "then":
      case "else":
        // Judged with their `if`, which is read once for both; without one they say nothing.
        return true;
      case "$ref":
        return this.check(this.references.resolve(limit, schema), value, scope);
      case "$dynamicRef":
        return this.check(this.references.resolveDynamic(limit, schema, scope), value, scope);
      case "unevaluatedProperties":
        return object === undefined
          ? true
          : IN_PLACE.some((name) => schema[name] !== undefined)
            ? undefined
            : this.additional({ ...schema, additionalProperties: limit }, object, scope);
      case "unevaluatedItems":
        return array === undefined
          ? true
          : IN_PLACE.some((name) => schema[name] !== undefined) || schema.items !== undefined
            ? undefined
            : this.structural("items", { ...schema, items: limit }, value, scope);
      default:
        return undefined;
    }
  }

  /** Whether `pattern` matches `text`, its cost (states times code points) counted against the steps. */
  private matched(pattern: unknown, text: string): Verdict {
    if (typeof pattern !== "string") return undefined;
    const automaton = patternAutomaton(pattern);
    if (automaton === undefined) return undefined;
    this.steps += Math.ceil((text.length * automaton.epsilon.length) / 64);
    if (this.steps > MAX_STEPS || this.steps > this.budget.left) throw new TooMuch();
    return matches(automaton, text);
  }

  private contains(schema: Schema, array: unknown[], scope: string[]): Verdict {
    let matched = 0;
    let undecided = 0;
    for (const item of array) {
      const verdict = this.check(schema.contains, item, scope);
      if (verdict === true) matched++;
      else if (verdict === undefined) undecided++;
    }
    const min = typeof schema.minContains === "number" ? schema.minContains : 1;
    const max = typeof schema.maxContains === "number" ? schema.maxContains : Infinity;
    if (matched >= min && matched + undecided <= max) return true;
    if (matched + undecided < min || matched > max) return false;
    return undefined;
  }

  private patternProperty(pattern: string, inner: unknown, object: Record<string, unknown>, scope: string[]): (() => Verdict)[] {
    return Object.keys(object).map((name) => () => {
      const matched = this.matched(pattern, name);
      if (matched === false) return true;
      const verdict = this.check(inner, object[name], scope);
      return matched === true ? verdict : verdict === true ? true : undefined;
    });
  }

  /** additionalProperties: the properties neither `properties` nor a pattern of `patternProperties` names. */
  private additional(schema: Schema, object: Record<string, unknown>, scope: string[]): Verdict {
    const named = typeof schema.properties === "object" && schema.properties !== null ? schema.properties : {};
    const patterns = typeof schema.patternProperties === "object" && schema.patternProperties !== null ? Object.keys(schema.patternProperties) : [];
    return all(
      Object.keys(object)
        .filter((name) => !Object.hasOwn(named, name))
        .map((name) => () => {
          const matchedBy = patterns.map((pattern) => this.matched(pattern, name));
          if (matchedBy.includes(true)) return true;
          const verdict = this.check(schema.additionalProperties, object[name], scope);
          return matchedBy.includes(undefined) && verdict === false ? undefined : verdict;
        }),
    );
  }

  /** `if` with its `then` and `else`: the branch the condition picks, or where it is undecided, what both branches allow. */
  private conditional(schema: Schema, value: unknown, scope: string[]): Verdict {
    const condition = this.check(schema.if, value, scope);
    const branch = (keyword: "then" | "else") => (schema[keyword] === undefined ? true : this.check(schema[keyword], value, scope));
    if (condition !== undefined) return branch(condition ? "then" : "else");
    return branch("then") === true && branch("else") === true ? true : undefined;
  }
}

/**
 * The verdict of a keyword that reads the value alone (its type, a bound, multipleOf); undefined
 * for any other keyword. Shared with the rewrites that judge an enum's values (schema-forms.ts).
 */
export function scalarVerdict(keyword: string, limit: any, value: unknown): boolean | undefined {
  switch (keyword) {
    case "type":
      return (Array.isArray(limit) ? limit : [limit]).some((type) => hasType(value, type));
    case "minLength":
      return typeof value !== "string" || codePoints(value) >= limit;
    case "maxLength":
      return typeof value !== "string" || codePoints(value) <= limit;
    case "minimum":
      return typeof value !== "number" || value >= limit;
    case "maximum":
      return typeof value !== "number" || value <= limit;
    case "exclusiveMinimum":
      return typeof value !== "number" || value > limit;
    case "exclusiveMaximum":
      return typeof value !== "number" || value < limit;
    case "multipleOf":
      return typeof value !== "number" || isMultiple(value, limit);
    default:
      return undefined;
  }
}

/** Every verdict true: true; any false: false (the rest unasked); else undefined. */
function all(verdicts: (() => Verdict)[]): Verdict {
  let out: Verdict = true;
  for (const verdict of verdicts) {
    const kept = verdict();
    if (kept === false) return false;
    if (kept === undefined) out = undefined;
  }
  return out;
}

function any(verdicts: (() => Verdict)[]): Verdict {
  let out: Verdict = false;
  for (const verdict of verdicts) {
    const kept = verdict();
    if (kept === true) return true;
    if (kept === undefined) out = undefined;
  }
  return out;
}

function exactlyOne(verdicts: Verdict[]): Verdict {
  const matched = verdicts.filter((verdict) => verdict === true).length;
  const undecided = verdicts.filter((verdict) => verdict === undefined).length;
  if (matched > 1) return false;
  if (undecided > 0) return undefined;
  return matched === 1;
}

function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string";
    // Neither converts what is not a number.
    case "number":
      return Number.isFinite(value);
    case "integer":
      return Number.isInteger(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return isSchemaObject(value);
    default:
      return false;
  }
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Whether two JSON values are equal as JSON Schema compares them: numbers by value, objects whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson((a as Schema)[key], (b as Schema)[key]));
}
