// The package's record values as a route's schemas (D28): this copy's by identity, and those of
// any other copy of the package (a second install of it, as a monorepo's workspaces often have)
// by what they are, the published JSON Schema each carries as its Standard JSON Schema. The same
// document is the same contract, judged by this copy's assertX and written by its stringifyX, in
// the profile the document is of. A record of the package whose document this copy does not
// publish (a copy of another version, whose record differs) is refused when the route is
// declared: this copy's functions would judge and write another contract than the route's, and
// a record value carries no writer of its own.
import { RECORD_NAMES, type RecordName } from "../../generated/record-names.js";
import * as tolerant from "../index.js";
import * as strict from "../strict.js";
import { shorten } from "../validation/contract-validation-error.js";
import { VENDOR } from "../validation/standard-issues.js";
import type { StandardJSONSchemaV1 } from "../validation/standard-schema.js";
import { escapeLine } from "../text/escape-line.js";

/** What a route needs of a record: its name, its check with issues, its writer. */
export interface RouteRecord {
  record: RecordName;
  assert: (value: unknown) => void;
  stringify: (value: never) => string;
}

type Entry = typeof tolerant | typeof strict;

const ENTRIES: readonly Entry[] = [tolerant, strict];

/** Every record value of both entries of this copy, each with the assertX of its own entry and the (strict, shared) stringifyX. */
const OWN_RECORDS: ReadonlyMap<unknown, RouteRecord> = new Map(ENTRIES.flatMap((entry) => RECORD_NAMES.map((record) => [entry[record], routeRecordOf(entry, record)] as const)));

/** The draft the documents are compared in: the one the package publishes. */
const DOCUMENT_TARGET: StandardJSONSchemaV1.Options = { target: "draft-2020-12" };

/** This copy's records by the text of their published document, made when another copy's record is first met. */
let recordsByDocument: ReadonlyMap<string, RouteRecord> | undefined;

/**
 * The record a route's schema is, of this copy or of another copy of the same contract;
 * undefined for any other schema. Throws, when the route is declared, for a record of the
 * package whose contract is not this copy's.
 * @param where the schema's place, for the words of the refusal (`the body schema of POST /collectors`)
 */
export function routeRecord(schema: unknown, where: string): RouteRecord | undefined {
  const own = OWN_RECORDS.get(schema);
  if (own !== undefined) return own;
  const document = packageDocument(schema);
  if (document === undefined) return undefined;
  const known = document.text === undefined ? undefined : ownDocuments().get(document.text);
  if (known !== undefined) return known;
  throw new TypeError(
    escapeLine(
      `${where} is the record ${shorten(document.title, 100)} of another copy of ${VENDOR} whose JSON Schema is not this copy's (another version): declare the route with the records of the copy ${VENDOR}/fastify is imported from, or install one version of the package`,
    ),
  );
}

function routeRecordOf(entry: Entry, record: RecordName): RouteRecord {
  return { record, assert: entry[`assert${record}`], stringify: entry[`stringify${record}`] };
}

function ownDocuments(): ReadonlyMap<string, RouteRecord> {
  recordsByDocument ??= new Map(ENTRIES.flatMap((entry) => RECORD_NAMES.map((record) => [documentText(entry[record])!, routeRecordOf(entry, record)] as const)));
  return recordsByDocument;
}

/**
 * What a record value of any copy of the package says it is: a Standard Schema of the package's
 * vendor that is also a Standard JSON Schema (the package's other Standard Schemas, decodeX's
 * and toWireX's, are not), its document's text (undefined when it cannot be had) and its title.
 */
function packageDocument(schema: unknown): { text: string | undefined; title: string } | undefined {
  const props = standardProps(schema);
  if (props?.vendor !== VENDOR || typeof props.jsonSchema?.input !== "function") return undefined;
  const text = documentText(schema as StandardJSONSchemaV1);
  const title = text === undefined ? undefined : (JSON.parse(text) as { title?: unknown }).title;
  return { text, title: typeof title === "string" ? title : "(untitled)" };
}

function standardProps(schema: unknown): Partial<StandardJSONSchemaV1.Props> | undefined {
  if ((typeof schema !== "object" && typeof schema !== "function") || schema === null) return undefined;
  const props = (schema as { "~standard"?: unknown })["~standard"];
  return typeof props === "object" && props !== null ? (props as Partial<StandardJSONSchemaV1.Props>) : undefined;
}

/** The record's published document as text, undefined when its converter throws or gives no JSON. */
function documentText(schema: StandardJSONSchemaV1): string | undefined {
  try {
    const text = JSON.stringify(schema["~standard"].jsonSchema.input(DOCUMENT_TARGET));
    return typeof text === "string" ? text : undefined;
  } catch {
    return undefined;
  }
}
