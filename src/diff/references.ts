// Resolves a `$ref` within one document the way a JSON Schema 2020-12 validator does: a JSON
// Pointer into any schema (`#/components/schemas/Collector/$defs/Count`,
// `#/components/schemas/Collector/properties/name`), an `$anchor` or `$dynamicAnchor` name
// (`#name`), and `$id`-based URIs, absolute or relative to the `$id` of the resource the
// reference sits in. The document is indexed once; each schema object remembers the base URI
// of its resource.
import { segmentName } from "../validation/json-pointer.js";
import { keywordsHolding } from "./keywords.js";
import { isSchemaObject, type Schema } from "./schema.js";

/** The base URI of a document that states no `$id`: a placeholder relative URIs resolve against. */
const DOCUMENT_BASE = "https://document.invalid/openapi.json";

/** Each keyword holding schemas → how: one, a list, or a map of them. */
const HOLDS = new Map<string, "schema" | "schema list" | "schemas">(
  (["schema", "schema list", "schemas"] as const).flatMap((kind) => keywordsHolding(kind).map((keyword) => [keyword, kind] as const)),
);

export class References {
  /**
   * Each schema object → the base URI of the resource it is in, kept only for schemas inside a
   * resource with its own `$id`: the others (most, in most documents) are in the document's.
   */
  private readonly baseOf = new WeakMap<object, string>();
  /** Absolute URI (without fragment) → the root of that resource. */
  private readonly resources = new Map<string, unknown>();
  /** `uri#name` → the schema holding that `$anchor` or `$dynamicAnchor`. */
  private readonly anchors = new Map<string, Schema>();
  /** `uri#name` of every `$dynamicAnchor`, by the schema holding it. */
  private readonly dynamicAnchorOf = new WeakMap<object, string>();

  constructor(private readonly document: unknown) {
    this.resources.set(DOCUMENT_BASE, document);
    const components = isSchemaObject(document) && isSchemaObject(document.components) ? document.components : {};
    // A value that is no schema object indexes nothing
    const pending: [unknown, string][] = [];
    if (isSchemaObject(components.schemas)) for (const schema of Object.values(components.schemas)) pending.push([schema, DOCUMENT_BASE]);
    if (isSchemaObject(components.responses)) {
      for (const response of Object.values(components.responses)) {
        const content = isSchemaObject(response) && isSchemaObject(response.content) ? response.content : {};
        for (const media of Object.values(content)) if (isSchemaObject(media)) pending.push([media.schema, DOCUMENT_BASE]);
      }
    }
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) pending.push(...this.index(next[0], next[1]));
  }

  /** Each reference once resolved, by its base URI and its text: a record referred to from many places is looked up once. */
  private readonly resolved = new Map<string, Schema | boolean | undefined>();

  /** The schema `ref` names, read from within `from` (for its base URI), or undefined when it names none. */
  resolve(ref: string, from: unknown): Schema | boolean | undefined {
    const key = `${this.baseFor(from)} ${ref}`;
    // The cache; a reference looked up again names the same schema
    if (this.resolved.has(key)) return this.resolved.get(key);
    const target = this.lookUp(ref, from);
    this.resolved.set(key, target);
    return target;
  }

  private lookUp(ref: string, from: unknown): Schema | boolean | undefined {
    const url = this.absolute(ref, from);
    if (url === undefined) return undefined;
    const hash = url.indexOf("#");
    // An absolute URI never starts with #
    const resourceUri = hash < 0 ? url : url.slice(0, hash);
    // An absolute URI never starts with #
    const fragment = hash < 0 ? "" : decodeFragment(url.slice(hash + 1));
    if (fragment === undefined) return undefined;
    const resource = this.resources.get(resourceUri);
    if (resource === undefined) return undefined;
    if (fragment === "") return asSchema(resource);
    if (fragment.startsWith("/")) return asSchema(pointerTarget(resource, fragment));
    return this.anchors.get(`${resourceUri}#${fragment}`);
  }

  /**
   * The schema a `$dynamicRef` names from within `from`, in a dynamic scope (the resources the
   * evaluation went through, outermost first): resolved as a `$ref`, and where that lands on a
   * `$dynamicAnchor` of the fragment's name, the outermost resource of the scope that has a
   * `$dynamicAnchor` of that name supplies the schema instead.
   */
  resolveDynamic(ref: string, from: unknown, scope: readonly string[]): Schema | boolean | undefined {
    const target = this.resolve(ref, from);
    const anchor = this.dynamicAnchor(target);
    const name = ref.slice(ref.indexOf("#") + 1);
    if (anchor === undefined || !ref.includes("#") || name.startsWith("/") || !anchor.endsWith(`#${name}`)) return target;
    for (const resource of scope) {
      const supplied = this.anchors.get(`${resource}#${name}`);
      if (supplied !== undefined && this.dynamicAnchorOf.get(supplied) === `${resource}#${name}`) return supplied;
    }
    return target;
  }

  /** The base URI of the resource a schema is in; undefined for what is not a schema object. */
  baseOfSchema(schema: unknown): string | undefined {
    return isSchemaObject(schema) ? (this.baseOf.get(schema) ?? DOCUMENT_BASE) : undefined;
  }

  /**
   * A schema made from one of the document's (its keywords rewritten, its references kept)
   * resolves its references where the original sits.
   */
  derive<T>(copy: T, original: unknown): T {
    // Only its own references read the base: the schemas inside it are the document's own.
    if (!isSchemaObject(copy) || (copy.$ref === undefined && copy.$dynamicRef === undefined)) return copy;
    const base = isSchemaObject(original) ? this.baseOf.get(original) : undefined;
    if (base !== undefined && !this.baseOf.has(copy)) this.baseOf.set(copy, base);
    return copy;
  }

  /** The `uri#name` of the `$dynamicAnchor` a schema holds, if any. */
  dynamicAnchor(schema: unknown): string | undefined {
    return isSchemaObject(schema) ? this.dynamicAnchorOf.get(schema) : undefined;
  }

  /** `ref` made absolute against the base URI of `from`; undefined when it is not a URI reference. */
  absolute(ref: string, from: unknown): string | undefined {
    const base = this.baseFor(from);
    // A fragment of the document itself, the common case, needs no URL parser.
    // The URL parser makes the same URI of such a fragment, only more slowly (what it escapes is decoded again)
    if (base === DOCUMENT_BASE && ref.startsWith("#") && !/[%\s]/.test(ref)) return `${DOCUMENT_BASE}${ref}`;
    try {
      return new URL(ref, base).href;
    } catch {
      return undefined;
    }
  }

  private baseFor(from: unknown): string {
    return (isSchemaObject(from) ? this.baseOf.get(from) : undefined) ?? DOCUMENT_BASE;
  }

  /** The resource root of a schema reached through this base: a schema with its own `$id` starts one. */
  // The document passed assertComparable: its schemas nest at most 64 deep, so the walk ends.
  private index(schema: unknown, parentBase: string): [unknown, string][] {
    if (!isSchemaObject(schema)) return [];
    let base = parentBase;
    if (typeof schema.$id === "string") {
      try {
        base = new URL(schema.$id, parentBase).href.replace(/#.*$/, "");
        this.resources.set(base, schema);
      } catch {
        // not a URI: the schema stays in its parent's resource
      }
    }
    if (base !== DOCUMENT_BASE) this.baseOf.set(schema, base);
    for (const keyword of ["$anchor", "$dynamicAnchor"]) {
      const name = schema[keyword];
      if (typeof name !== "string") continue;
      if (!this.anchors.has(`${base}#${name}`)) this.anchors.set(`${base}#${name}`, schema);
      if (keyword === "$dynamicAnchor") this.dynamicAnchorOf.set(schema, `${base}#${name}`);
    }
    const below: [unknown, string][] = [];
    // The schema's own keys, each looked up: a schema has a few, the vocabulary many.
    for (const keyword of Object.keys(schema)) {
      const holds = HOLDS.get(keyword);
      if (holds === undefined) continue;
      const value = schema[keyword];
      if (holds === "schema") below.push([value, base]);
      else if (holds === "schema list" && Array.isArray(value)) for (const item of value) below.push([item, base]);
      else if (holds === "schemas" && isSchemaObject(value)) for (const item of Object.values(value)) below.push([item, base]);
    }
    return below;
  }
}

/** The value a JSON Pointer names from `root`, through own properties only. */
function pointerTarget(root: unknown, pointer: string): unknown {
  let value = root;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = segmentName(raw);
    if (Array.isArray(value) && /^(0|[1-9][0-9]*)$/.test(segment)) value = value[Number(segment)];
    else if (isSchemaObject(value) && Object.hasOwn(value, segment)) value = value[segment];
    else return undefined;
  }
  return value;
}

function decodeFragment(fragment: string): string | undefined {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

function asSchema(value: unknown): Schema | boolean | undefined {
  return typeof value === "boolean" || isSchemaObject(value) ? (value as Schema | boolean) : undefined;
}
