// What a schema means, written one way only, so that `diff` sees no change where there is
// none: a `$ref` becomes what it refers to; annotations go; `type`, `enum`, `required` and the
// alternatives of `anyOf` are sorted; a `oneOf` whose alternatives cannot overlap (their types
// are disjoint) is an `anyOf`; `anyOf: [X, {type: "null"}]` is X with null among its types;
// `const` is a one-value `enum`; `additionalProperties: true` and `{}` are absent; a `$ref`
// with constraints beside it, and an `allOf` of one member, are the constraints together when
// none is stated twice; on an integer, `exclusiveMinimum: n` is `minimum: n + 1`; a length
// bound an anchored pattern already keeps to is absent.
// References resolve as a 2020-12 validator resolves them (references.ts); the rewrites are
// schema-forms.ts's, and meanings are compared by their keys (meaning-keys.ts).
import { DocumentShapeError } from "./document-shape.js";
import { isAnnotation, isStructure, keywordNamed } from "./keywords.js";
import { byJson } from "./meaning-keys.js";
import {
  foldNull,
  integerBounds,
  isBareType,
  isEmpty,
  isNullOnly,
  listedValues,
  sortedKeys,
  sortedTypes,
  sortedValues,
  withoutImpliedConstraints,
  withoutVacuousBounds,
} from "./schema-forms.js";
import { withAllOfMerged, withReferenceMerged } from "./all-of-parts.js";
import { References } from "./references.js";
import { isWriteOnly, type Schema } from "./schema.js";
import { meaningKey } from "./meaning-keys.js";

/** How the document refers to one of its schemas. */
export const COMPONENT = "#/components/schemas/";

/**
 * How deep schemas nested in schemas, and references to schemas nesting further, may go: the
 * contract's records go a dozen levels; a document built to go deeper is refused by name
 * (document-shape.ts bounds the nesting inside one schema, this the chains of references).
 */
export const MAX_DEPTH = 512;

function tooDeep(following: Set<string>): DocumentShapeError {
  const last = [...following].at(-1);
  // The reference being followed, as a pointer into the document where it is one.
  const fragment = last === undefined ? "" : last.slice(last.indexOf("#") + 1);
  const pointer = fragment.startsWith("/components/") ? fragment : "/components/schemas";
  return new DocumentShapeError(pointer, `is reached through more than ${MAX_DEPTH} nested schemas and $refs`);
}

export class SchemaMeaning {
  /** Meaning of each schema a reference led to, once worked out: the same record referred to twice costs once. */
  private readonly byReference = new WeakMap<object, unknown>();
  /** How the document's references resolve: the meaning's, and the witness checks' (witnesses.ts). */
  readonly references: References;
  /** Meaning of each schema object asked for, so that nested comparisons do not redo it. */
  private readonly bySchema = new WeakMap<object, unknown>();
  /** Schemas and references being worked through, nested. */
  private depth = 0;
  /** How many times a reference led back into itself: a meaning worked out across one depends on where it was entered. */
  private cyclesMet = 0;
  /** How many `$dynamicRef`s were resolved: a meaning worked out through one depends on the dynamic scope. */
  private dynamicMet = 0;

  /** @param document the whole OpenAPI document, which references resolve in */
  constructor(document: unknown) {
    this.references = new References(document);
  }

  /** The schema `ref` names, read from within the schema `from`, or undefined. */
  resolve(ref: string, from: unknown): Schema | boolean | undefined {
    return this.references.resolve(ref, from);
  }

  /**
   * The dynamic scope: the resources entered to reach the schema being worked on, outermost
   * first. The comparison enters the schemas it walks, and the meaning those it reads through.
   */
  private readonly scope: string[] = [];

  /** Enters the resource of `schema`, if it is another one; returns whether it did, for `leave`. */
  enter(schema: unknown): boolean {
    const base = this.references.baseOfSchema(schema);
    if (base === undefined || base === this.scope.at(-1)) return false;
    this.scope.push(base);
    return true;
  }

  leave(entered: boolean): void {
    if (entered) this.scope.pop();
  }

  /** How many resources the dynamic scope holds now. */
  scopeLength(): number {
    return this.scope.length;
  }

  /** The outermost `length` resources of the dynamic scope: a copy, for a schema to be read later as it was read there. */
  scopeNow(length: number): string[] {
    return this.scope.slice(0, length);
  }

  /** The schema a schema consisting of a `$ref` or a `$dynamicRef` (in the current dynamic scope) refers to. */
  resolveReference(schema: Schema, keyword: "$ref" | "$dynamicRef"): Schema | boolean | undefined {
    return keyword === "$ref" ? this.resolve(schema.$ref, schema) : this.references.resolveDynamic(schema.$dynamicRef, schema, this.scope);
  }

  /** A schema made from one of the document's: its references resolve where the original sits. */
  derive<T>(copy: T, original: unknown): T {
    return this.references.derive(copy, original);
  }

  /** What a schema means; the comparison asks again for each schema at every level above it, so each is worked out once where it can be. */
  canonical(schema: unknown): unknown {
    return this.meaning(schema, new Set());
  }

  /** Whether no value can match two alternatives of `schema[keyword]`: their types, or the values they list, are pairwise disjoint. */
  isDisjointChoice(schema: Schema, keyword: string): boolean {
    const list: unknown[] | undefined = schema[keyword];
    if (!Array.isArray(list)) return false;
    if (listsDisjointValues(list)) return true;
    const typeSets = list.map((branch) => this.typesOf(branch));
    if (typeSets.some((types) => types === undefined)) return false;
    for (let i = 0; i < typeSets.length; i++) {
      for (let j = i + 1; j < typeSets.length; j++) {
        if ([...typeSets[i]!].some((type) => typeSets[j]!.has(type) || (type === "integer" && typeSets[j]!.has("number")) || (type === "number" && typeSets[j]!.has("integer"))))
          return false;
      }
    }
    return true;
  }

  /** An anyOf (or disjoint oneOf) of bare types, `[{type: "string"}, {type: "null"}]`, as one type list. */
  typeUnionFolded(schema: Schema): Schema {
    for (const keyword of ["anyOf", "oneOf"]) {
      const list = schema[keyword];
      if (!Array.isArray(list) || list.length < 2 || !list.every(isBareType)) continue;
      if (keyword === "oneOf" && !this.isDisjointChoice(schema, "oneOf")) continue;
      const { [keyword]: _, ...rest } = schema;
      if (rest.type !== undefined) continue;
      const types = [...new Set(list.flatMap((branch: Schema) => (Array.isArray(branch.type) ? branch.type : [branch.type])))];
      return this.references.derive({ ...rest, type: types.length === 1 ? types[0] : types }, schema);
    }
    return schema;
  }

  /**
   * The schema without null among what it admits, and whether it admitted null: for an
   * `anyOf`/`oneOf` with a `{type: "null"}` alternative, and for a `type` list with "null" and more;
   * a schema of null alone is `false` (nothing) and null.
   */
  splitNull(schema: Schema): { base: Schema | false; nullable: boolean } {
    for (const keyword of ["anyOf", "oneOf"]) {
      const list = schema[keyword];
      if (!Array.isArray(list) || list.length < 2) continue;
      const others = list.filter((branch) => !isNullOnly(branch));
      if (others.length === list.length || others.length === 0) continue;
      const { [keyword]: _, ...rest } = schema;
      // A type beside the alternatives also decides whether null passes: left as it is.
      if (rest.type !== undefined) continue;
      // The null alternative stays in its place as `false` (admits nothing), so that every other keeps its index in the document.
      if (others.length > 1) return { base: this.references.derive({ ...rest, [keyword]: list.map((branch) => (isNullOnly(branch) ? false : branch)) }, schema), nullable: true };
      const other = others[0];
      if (typeof other === "object" && Object.keys(other).some((key) => Object.hasOwn(rest, key) && !isAnnotation(key))) continue;
      return {
        base: typeof other === "object" ? this.references.derive({ ...rest, ...other }, other) : other === true ? this.references.derive(rest, schema) : false,
        nullable: true,
      };
    }
    if (schema.type === "null" || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === "null")) {
      return { base: false, nullable: true };
    }
    if (Array.isArray(schema.type) && schema.type.includes("null") && schema.type.length > 1) {
      const types = schema.type.filter((type: string) => type !== "null");
      return { base: this.references.derive({ ...schema, type: types.length === 1 ? types[0] : types }, schema), nullable: true };
    }
    return { base: schema, nullable: false };
  }

  /**
   * Whether null is decided by the alternatives in a way splitNull cannot take apart: an
   * alternative other than a bare null admits null by its type, or a bare null stands beside
   * a `type` that also decides.
   */
  nullInAlternatives(schema: Schema): boolean {
    return ["anyOf", "oneOf"].some(
      (keyword) =>
        Array.isArray(schema[keyword]) && schema[keyword].some((branch: unknown) => (isNullOnly(branch) ? schema.type !== undefined : this.typesOf(branch)?.has("null") === true)),
    );
  }

  private typesOf(branch: unknown): Set<string> | undefined {
    if (typeof branch !== "object" || branch === null) return undefined;
    const schema = branch as Schema;
    if (typeof schema.$ref === "string") {
      const target = this.resolve(schema.$ref, schema);
      return target === undefined || typeof target === "boolean" ? undefined : this.typesOf(target);
    }
    if (schema.type === undefined) return undefined;
    return new Set<string>(Array.isArray(schema.type) ? schema.type : [schema.type]);
  }

  private meaning(schema: unknown, following: Set<string>): unknown {
    // The cache; a WeakMap holds no primitive, and a meaning worked out again is the same
    if (typeof schema === "object" && schema !== null && this.bySchema.has(schema)) return this.bySchema.get(schema);
    if (++this.depth > MAX_DEPTH) throw tooDeep(following);
    const cyclesBefore = this.cyclesMet;
    const dynamicBefore = this.dynamicMet;
    const entered = this.enter(schema);
    try {
      const meaning = this.meaningOf(schema, following);
      // A meaning that met no cycle and no dynamic reference is the same wherever it is asked from: kept, and shared.
      if (typeof schema === "object" && schema !== null && this.cyclesMet === cyclesBefore && this.dynamicMet === dynamicBefore) this.bySchema.set(schema, meaning);
      return meaning;
    } finally {
      this.leave(entered);
      this.depth--;
    }
  }

  private meaningOf(schema: unknown, following: Set<string>): unknown {
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
    const source = schema as Schema;
    const ref = typeof source.$ref === "string" ? source.$ref : undefined;
    const dynamicRef = typeof source.$dynamicRef === "string" ? source.$dynamicRef : undefined;
    const siblings = Object.keys(source).filter((key) => key !== "$ref" && key !== "$dynamicRef" && !isAnnotation(key) && !isStructure(key));
    if (ref !== undefined && dynamicRef === undefined && siblings.length === 0) return this.referenced(ref, source, following);
    if (dynamicRef !== undefined && ref === undefined && siblings.length === 0) return this.dynamicallyReferenced(dynamicRef, source, following);
    const out: Schema = {};
    for (const key of siblings) {
      const value = source[key];
      switch (keywordNamed(key)?.diff) {
        case "types":
          out.type = sortedTypes(value);
          break;
        case "values":
          out.enum = sortedValues(key === "const" ? [value] : value, out.enum);
          break;
        case "required":
          out.required = [...new Set<string>(value)].sort();
          break;
        case "properties":
        case "subschemas":
          out[key] = Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((name) => [name, this.meaning(value[name], following)]),
          );
          // D22: which fields a response leaves out (writeOnly) is part of what the record means to its clients.
          if (key === "properties") {
            const unsent = Object.keys(value).filter((name) => isWriteOnly(value[name]));
            if (unsent.length > 0) out["writeOnly properties"] = unsent.sort();
          }
          break;
        case "subschema":
          if (key === "additionalProperties" && (value === true || isEmpty(value))) break;
          out[key] = this.meaning(value, following);
          break;
        case "subschema list":
        case "negation":
        case "conditional":
          out[key] = Array.isArray(value) ? value.map((item) => this.meaning(item, following)) : this.meaning(value, following);
          break;
        case "all":
        case "alternatives": {
          const list = value.map((item: unknown) => this.meaning(item, following));
          const name = key === "oneOf" && this.isDisjointChoice(source, "oneOf") ? "anyOf" : key;
          out[name] = list.sort(byJson);
          break;
        }
        default:
          out[key] = value;
      }
    }
    if (ref !== undefined) out.$ref = this.referenced(ref, source, following);
    if (dynamicRef !== undefined) out.$dynamicRef = this.dynamicallyReferenced(dynamicRef, source, following);
    return sortedKeys(
      foldNull(
        this.typeUnionFolded(withoutVacuousBounds(integerBounds(withoutImpliedConstraints(withAllOfMerged(withReferenceMerged(withReferenceMerged(out, "$ref"), "$dynamicRef")))))),
      ),
    );
  }

  /** What a `$dynamicRef` refers to in the current dynamic scope: worked out each time, never kept, since another scope may mean another schema. */
  private dynamicallyReferenced(ref: string, from: Schema, following: Set<string>): unknown {
    this.dynamicMet++;
    const target = this.references.resolveDynamic(ref, from, this.scope);
    if (target === undefined) return { $dynamicRef: this.references.absolute(ref, from) ?? ref };
    if (typeof target === "boolean") return target;
    const key = `${this.references.absolute(ref, from) ?? ref} in ${this.scope.join(" ")}`;
    if (following.has(key)) return { $dynamicRef: key };
    following.add(key);
    try {
      return this.meaning(target, following);
    } finally {
      following.delete(key);
    }
  }

  private referenced(ref: string, from: Schema, following: Set<string>): unknown {
    const target = this.resolve(ref, from);
    if (target === undefined) return { $ref: this.references.absolute(ref, from) ?? ref };
    if (typeof target === "boolean") return target;
    if (this.byReference.has(target)) return this.byReference.get(target);
    const key = this.references.absolute(ref, from) ?? ref;
    if (following.has(key)) {
      this.cyclesMet++;
      return { $ref: key };
    }
    following.add(key);
    const dynamicBefore = this.dynamicMet;
    const meaning = this.meaning(target, following);
    following.delete(key);
    if (this.dynamicMet === dynamicBefore) this.byReference.set(target, meaning);
    return meaning;
  }
}

/**
 * Alternatives that each only list values (`const`, or `enum`), no value listed twice: an enum
 * whose values carry their own annotations, written as a oneOf of consts (D23).
 */
function listsDisjointValues(list: unknown[]): boolean {
  const seen = new Set<string>();
  for (const branch of list) {
    const listed = listedValues(branch);
    if (listed === undefined) return false;
    for (const value of listed) {
      const key = meaningKey(value);
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}
