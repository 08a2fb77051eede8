// A JSON Schema as diff reads it, and the document it sits in: the one low-level module every
// other module of the diff may read: its types, and how `$ref`s are read.
import { segmentName } from "../validation/json-pointer.js";

/** A schema object: any of its keywords may be missing (document-shape.ts refuses one holding what a keyword cannot). */
export type Schema = Record<string, any>;

/** The named records: the only references the check generator compiles (D26). */
export const RECORD_REFERENCE = "#/components/schemas/";

/**
 * A document being compared, as its `$ref`s are read. The later document reads a record both
 * documents hold as the earlier one has it (`pinnedTo`): a record's changes are judged at its
 * own place, once, not again at every place that refers to it.
 */
export class DocumentReader {
  /** The same document with every reference read in it: what a validator of it alone admits. */
  readonly asWritten: DocumentReader;

  constructor(
    readonly root: unknown,
    /** Which of the two documents: the earlier or the later. */
    readonly side: "previous" | "current",
    private readonly pinnedTo?: DocumentReader,
    /** The record being judged, which this document reads as it writes it, its references to itself too. */
    private readonly own?: string,
  ) {
    this.asWritten = pinnedTo === undefined ? this : new DocumentReader(root, side);
  }

  /** The same document read for judging the record `name`: every other record both hold pinned, that one as written here. */
  judging(name: string): DocumentReader {
    return this.pinnedTo === undefined ? this : new DocumentReader(this.root, this.side, this.pinnedTo, name);
  }

  /** The schema of the record being judged, as this document writes it. */
  private ownSchema(): unknown {
    const components = isSchemaObject(this.root) && Object.hasOwn(this.root, "components") ? this.root.components : undefined;
    const schemas = isSchemaObject(components) && Object.hasOwn(components, "schemas") ? components.schemas : undefined;
    return this.own !== undefined && isSchemaObject(schemas) && Object.hasOwn(schemas, this.own) ? schemas[this.own] : undefined;
  }

  /** What a local reference (`#/…`, a JSON Pointer into the document) names, and the document it is read in; undefined for anything else. */
  resolve(ref: string): Side | undefined {
    const record = ref.startsWith(RECORD_REFERENCE) && !ref.slice(RECORD_REFERENCE.length).includes("/");
    const own = this.own !== undefined && record && this.pointer(ref) === this.ownSchema();
    if (this.pinnedTo !== undefined && record && !own && this.pointer(ref) !== undefined && this.pinnedTo.pointer(ref) !== undefined) return this.pinnedTo.resolve(ref);
    const schema = this.pointer(ref);
    return schema === undefined ? undefined : { schema, document: this };
  }

  private pointer(ref: string): unknown {
    if (!ref.startsWith("#")) return undefined;
    let at: unknown = this.root;
    const pointer = decodeURIComponentSafely(ref.slice(1));
    if (pointer === undefined || (pointer !== "" && !pointer.startsWith("/"))) return undefined;
    if (pointer === "") return at;
    for (const token of pointer.slice(1).split("/")) {
      const name = segmentName(token);
      if (typeof at !== "object" || at === null || !Object.hasOwn(at, name)) return undefined;
      at = (at as Record<string, unknown>)[name];
    }
    return at;
  }
}

/** A schema and the document its references are read in. */
export interface Side {
  schema: unknown;
  document: DocumentReader;
}

/**
 * Whether two schemas mean the same: written alike, and each `$ref` in them read as the same
 * schema of the same document (a record both documents hold, which the later one reads as the
 * earlier has it). Most of a release's places are; they cost one reading.
 */
export function sameMeaning(a: Side, b: Side): boolean {
  if (a.schema === b.schema && a.document === b.document) return true;
  const text = JSON.stringify(a.schema);
  if (text !== JSON.stringify(b.schema)) return false;
  for (const [, ref] of (text ?? "").matchAll(/"\$ref":("(?:[^"\\]|\\.)*")/g)) {
    const target = JSON.parse(ref!) as string;
    const [x, y] = [a.document.resolve(target), b.document.resolve(target)];
    if (x === undefined || y === undefined || x.schema !== y.schema || x.document !== y.document) return false;
  }
  return true;
}

/** Keys of sides by the identity of their schemas and documents: the same schemas, read in the same documents, are the same values. */
export class SideKeys {
  private readonly ids = new WeakMap<object, number>();
  private next = 0;

  of(sides: readonly Side[]): string {
    return sides.map((side) => `${this.idOf(side.schema)}@${this.idOf(side.document)}`).join("&");
  }

  private idOf(value: unknown): string {
    if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "undefined";
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = ++this.next));
    return String(id);
  }
}

/** The same schemas, each with every reference read in its own document. */
export function asWritten(sides: readonly Side[]): Side[] {
  return sides.map((side) => ({ schema: side.schema, document: side.document.asWritten }));
}

function decodeURIComponentSafely(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A schema object, or any JSON object: an object that is no array (nor null). */
export function isSchemaObject(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema's keywords: none for `true`, `false` or an absent one. */
export function asObject(schema: unknown): Schema {
  return isSchemaObject(schema) ? schema : {};
}

/** Whether a field's schema says a response does not send it (writeOnly, D22). */
export function isWriteOnly(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && (schema as Schema).writeOnly === true;
}
