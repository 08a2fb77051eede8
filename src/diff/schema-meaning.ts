// What a schema means, written one way only, so that `diff` sees no change where there is
// none: a `$ref` becomes what it refers to; annotations go; `type`, `enum`, `required` and the
// alternatives of `anyOf` are sorted; a `oneOf` whose alternatives cannot overlap (their types
// are disjoint) is an `anyOf`; `anyOf: [X, {type: "null"}]` is X with null among its types;
// `const` is a one-value `enum`; `additionalProperties: true` and `{}` are absent.
import { DocumentShapeError } from "./document-shape.js";
import { isAnnotation, isStructure, keywordNamed } from "./keywords.js";

export type Schema = Record<string, any>;

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
  const pointer = last?.startsWith(COMPONENT) ? `/components/schemas/${last.slice(COMPONENT.length)}` : "/components/schemas";
  return new DocumentShapeError(pointer, `is reached through more than ${MAX_DEPTH} nested schemas and $refs`);
}

export function sameMeaning(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class SchemaMeaning {
  /** Meaning of each reference once worked out: the same record referred to twice costs once. */
  private readonly byReference = new Map<string, unknown>();
  /** Meaning of each schema object asked for, so that nested comparisons do not redo it. */
  private readonly bySchema = new WeakMap<object, unknown>();
  /** Schemas and references being worked through, nested. */
  private depth = 0;

  constructor(private readonly components: Record<string, Schema>) {}

  /** The schema a `#/components/schemas/Name` reference names, or undefined. */
  resolve(ref: string): Schema | boolean | undefined {
    if (!ref.startsWith(COMPONENT)) return undefined;
    const name = ref.slice(COMPONENT.length).replace(/~1/g, "/").replace(/~0/g, "~");
    return Object.hasOwn(this.components, name) ? this.components[name] : undefined;
  }

  canonical(schema: unknown): unknown {
    if (typeof schema !== "object" || schema === null) return this.meaning(schema, new Set());
    // The comparison asks again for each schema at every level above it: work it out once.
    if (!this.bySchema.has(schema)) this.bySchema.set(schema, this.meaning(schema, new Set()));
    return this.bySchema.get(schema);
  }

  /** Whether no value can match two alternatives of `schema[keyword]`: their types are pairwise disjoint. */
  isDisjointChoice(schema: Schema, keyword: string): boolean {
    const list: unknown[] | undefined = schema[keyword];
    if (!Array.isArray(list)) return false;
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
      return { ...rest, type: types.length === 1 ? types[0] : types };
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
      if (others.length > 1) return { base: { ...rest, [keyword]: others }, nullable: true };
      const other = others[0];
      if (typeof other === "object" && Object.keys(other).some((key) => Object.hasOwn(rest, key) && !isAnnotation(key))) continue;
      return { base: typeof other === "object" ? { ...rest, ...other } : other === true ? rest : false, nullable: true };
    }
    if (schema.type === "null" || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === "null")) {
      return { base: false, nullable: true };
    }
    if (Array.isArray(schema.type) && schema.type.includes("null") && schema.type.length > 1) {
      const types = schema.type.filter((type: string) => type !== "null");
      return { base: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
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
      const target = this.resolve(schema.$ref);
      return target === undefined || typeof target === "boolean" ? undefined : this.typesOf(target);
    }
    if (schema.type === undefined) return undefined;
    return new Set<string>(Array.isArray(schema.type) ? schema.type : [schema.type]);
  }

  private meaning(schema: unknown, following: Set<string>): unknown {
    if (++this.depth > MAX_DEPTH) throw tooDeep(following);
    try {
      return this.meaningOf(schema, following);
    } finally {
      this.depth--;
    }
  }

  private meaningOf(schema: unknown, following: Set<string>): unknown {
    if (schema === true || schema === false) return schema;
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
    const source = schema as Schema;
    const ref = typeof source.$ref === "string" ? source.$ref : undefined;
    const siblings = Object.keys(source).filter((key) => key !== "$ref" && !isAnnotation(key) && !isStructure(key));
    if (ref !== undefined && siblings.length === 0) return this.referenced(ref, following);
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
    if (ref !== undefined) out.$ref = this.referenced(ref, following);
    return sortedKeys(foldNull(this.typeUnionFolded(out)));
  }

  private referenced(ref: string, following: Set<string>): unknown {
    if (this.byReference.has(ref)) return this.byReference.get(ref);
    const target = this.resolve(ref);
    if (target === undefined || following.has(ref)) return { $ref: ref };
    following.add(ref);
    const meaning = this.meaning(target, following);
    following.delete(ref);
    this.byReference.set(ref, meaning);
    return meaning;
  }
}

/** `anyOf: [X, {type: "null"}]` where X states its types: X with null among them. */
function foldNull(schema: Schema): Schema {
  const list = schema.anyOf;
  if (!Array.isArray(list)) return schema;
  if (list.length === 1 && typeof list[0] === "object") {
    const { anyOf: _, ...rest } = schema;
    if (!Object.keys(list[0]).some((key) => Object.hasOwn(rest, key))) return foldNull({ ...rest, ...list[0] });
  }
  if (list.length !== 2) return schema;
  const nullAt = list.findIndex(isNullOnly);
  const other = list[1 - nullAt];
  if (nullAt === -1 || typeof other !== "object" || other.type === undefined || other.anyOf !== undefined || other.oneOf !== undefined) return schema;
  const { anyOf: _, ...rest } = schema;
  // Keywords beside the alternatives constrain both: folding would lose them.
  if (Object.keys(other).some((key) => Object.hasOwn(rest, key))) return schema;
  const types = Array.isArray(other.type) ? other.type : [other.type];
  return { ...rest, ...other, type: sortedTypes([...types, "null"]), ...(other.enum ? { enum: sortedValues([...other.enum, null], undefined) } : {}) };
}

function isNullOnly(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  const keys = Object.keys(schema).filter((key) => !isAnnotation(key));
  return keys.length === 1 && (schema as Schema).type === "null";
}

function isBareType(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  return (schema as Schema).type !== undefined && Object.keys(schema).every((key) => key === "type" || isAnnotation(key));
}

/** A schema with nothing but annotations: it admits every value. */
export function isEmpty(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && Object.keys(schema).every(isAnnotation);
}

function sortedTypes(type: unknown): unknown {
  const types = [...new Set<string>(Array.isArray(type) ? type : [type as string])];
  const kept = types.includes("number") ? types.filter((t) => t !== "integer") : types;
  kept.sort();
  return kept.length === 1 ? kept[0] : kept;
}

function sortedValues(values: unknown[], already: unknown[] | undefined): unknown[] {
  const all = [...(already ?? []), ...values].map((value) => JSON.stringify(value));
  return [...new Set(all)].sort().map((text) => JSON.parse(text));
}

function byJson(a: unknown, b: unknown): number {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function sortedKeys(schema: Schema): Schema {
  return Object.fromEntries(
    Object.keys(schema)
      .sort()
      .map((key) => [key, schema[key]]),
  );
}
