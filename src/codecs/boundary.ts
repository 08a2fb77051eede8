// The boundary between an application and the wire (design decision D21), for every record,
// bound from the generated codec module (generated/validators/codecs.js): each entry point only
// names them, one line per function, as it names the validators.
//
// - toWireX: the wire object made and validated in one walk (the generated fast path, which reads
//   each field once); where it is not sure, the projection of the value (the named fields as
//   JSON.stringify reads them, the others dropped), then the strict check on it: what is sent is
//   what the strict profile admits, in both entries, and a value that cannot become it throws
//   with pointers into it.
// - stringifyX: the generated writer, which reads each field once and validates what it read while
//   it writes it (a Date, a field more): what is checked is what is sent, for getters and Proxies
//   too. A check followed by JSON.stringify would read every field twice, and a getter or a Proxy
//   that answers differently the second time would put unchecked text on the wire. Where the
//   writer is not sure (another prototype, an invalid field) the exact path decides: the
//   projection, read once, checked, then written, so the text is always JSON.stringify(toWireX(value)).
// - decodeX: the generated walk that judges the value in the entry's own profile (tolerant keeps
//   unknown properties, strict refuses them) and makes the decoded copy, a Date in every
//   date-time field, in one read of each property. A check of the value followed by a copy of it
//   would read every field twice: a getter or a Proxy that answers differently the second time
//   would hand out what was never checked (an Invalid Date, a TypeError). Only a refused value is
//   read again, for its issues (read-once.ts).
import type { RecordName } from "../../generated/record-names.js";
import type { RecordEntry } from "../../generated/validators/validator.js";
import { ContractValidationError } from "../validation/contract-validation-error.js";
import { issuesOf, parseJson } from "../validation/record-validator.js";
import { refusal, unreadableIssue, type Copy } from "../validation/read-once.js";
import { VENDOR, standardIssues } from "../validation/standard-issues.js";
import type { StandardSchemaV1 } from "../validation/standard-schema.js";

/**
 * `toWireX`: a new plain object holding exactly what the contract names, valid in the strict
 * profile; throws `ContractValidationError` otherwise. It is also a Standard Schema whose input is
 * what it takes (EncodableX: rows with Dates) and whose output is the wire record, for the
 * "output schema" of a router (tRPC's `.output(toWireX)`) and any library that encodes with one.
 */
export type ToWire<In, Out> = ((value: In) => Out) & { readonly "~standard": SyncProps<In, Out> };

/** The Standard Schema properties of toWireX, whose validate answers at once. */
interface SyncProps<In, Out> extends StandardSchemaV1.Props<In, Out> {
  readonly validate: (value: unknown, options?: StandardSchemaV1.Options | undefined) => StandardSchemaV1.Result<Out>;
}
/** `stringifyX`: the JSON text of `toWireX(value)`, byte for byte. */
export type Stringify<In> = (value: In) => string;
/**
 * `decodeX`: a valid value, or its JSON text, as the application reads it: every date-time field
 * a `Date`. It is also a Standard Schema whose input is the wire record and whose output is the
 * decoded one, for form and router libraries that decode with one.
 */
export type Decode<Wire, Out> = ((value: unknown) => Out) & StandardSchemaV1<Wire, Out>;

/** What the generated module exports for each record. */
type Build = (value: unknown) => unknown;
type Project = (value: unknown) => unknown;
type Write = (value: unknown) => string | undefined;
type DecodeWalk = (value: unknown, closed: boolean) => unknown;

/**
 * @param build the fast path: the wire object made and validated in one walk, or undefined where it is not sure
 * @param strict the record's entry in the strict table, whatever the entry point: what is sent is what it admits
 */
export function toWireFor<In, Out>(build: Build, project: Project, strict: RecordEntry): ToWire<In, Out> {
  const toWire = (value: In): Out => {
    const built = build(value);
    if (built !== undefined) return built as Out;
    const wire = projected(project, strict, value);
    if (strict.check(wire)) return wire as Out;
    // The projection keeps every key and index of the value, so the issues point into the value given.
    throw new ContractValidationError(strict.record as RecordName, issuesOf(strict, wire));
  };
  // The wire record made once, as toWireX makes it; its refusal's issues as Standard Schema reports them.
  const validate = (value: unknown): StandardSchemaV1.Result<Out> => {
    try {
      return { value: toWire(value as In) };
    } catch (error) {
      if (!(error instanceof ContractValidationError)) throw error;
      return standardIssues(error.record, error.issues, value);
    }
  };
  return Object.assign(toWire, { "~standard": { version: 1, vendor: VENDOR, validate } as const });
}

export function stringifyFor<In>(write: Write, toWire: ToWire<In, unknown>): Stringify<In> {
  return (value) => write(value) ?? JSON.stringify(toWire(value));
}

/**
 * @param copy the generated copyX: the value read once, for the issues of a refused one
 * @param decode the generated decodeX: the verdict and the decoded copy in one read
 * @param entry the record's entry in the table of the entry point's own profile
 * @param closed whether that profile refuses the properties the contract does not name (strict)
 */
export function decodeFor<Wire, Out>(copy: Copy, decode: DecodeWalk, entry: RecordEntry, closed: boolean): Decode<Wire, Out> {
  const decoded = (value: unknown): Out => {
    const from = typeof value === "string" ? parseJson(entry.record as RecordName, value) : value;
    const out = decode(from, closed);
    if (out !== undefined) return out as Out;
    throw new ContractValidationError(entry.record as RecordName, refusal(copy, entry, from).issues);
  };
  const validate = (value: unknown): StandardSchemaV1.Result<Out> => {
    const out = decode(value, closed);
    if (out !== undefined) return { value: out as Out };
    const { issues, read } = refusal(copy, entry, value);
    return standardIssues(entry.record as RecordName, issues, read);
  };
  return Object.assign(decoded, { "~standard": { version: 1, vendor: VENDOR, validate } as const });
}

function projected(project: Project, strict: RecordEntry, value: unknown): unknown {
  try {
    return project(value);
  } catch (error) {
    throw new ContractValidationError(strict.record as RecordName, [unreadableIssue(error)]);
  }
}
