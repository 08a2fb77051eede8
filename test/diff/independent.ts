// A witness `diff` prints, re-checked by an independent JSON Schema 2020-12 validator
// (@cfworker/json-schema) against the whole document at the witness's place, as diff reads it:
// in the strict profile for a producers' witness (records that name properties closed), the
// tolerant one for a clients' witness, and the later document reading every record both hold
// as the earlier one has it, but for the record the place is in (each record is judged at its
// own place).
import { Validator, dereference, encodePointer, initialBaseURI, validate } from "@cfworker/json-schema";
import type { Witness } from "../../src/diff/types.js";

type Json = Record<string, any>;

/** Whether the witness is admitted by the side it names and refused by the other, by @cfworker/json-schema. */
export function independentlyShown(previous: Json, current: Json, witness: Witness): boolean {
  const profile = witness.admittedBy === "previous" ? "strict" : "tolerant";
  const admits = (side: "previous" | "current") => validatorAt(previous, current, side, witness.at, profile).validate(witness.value).valid;
  return witness.admittedBy === "previous" ? admits("previous") && !admits("current") : admits("current") && !admits("previous");
}

function validatorAt(previous: Json, current: Json, side: "previous" | "current", at: string, profile: "strict" | "tolerant"): Validator {
  const document = structuredClone(side === "previous" ? previous : current);
  if (side === "current") {
    const own = at.startsWith("/components/schemas/") ? at.split("/")[3] : undefined;
    for (const name of Object.keys(document.components.schemas)) {
      if (name !== own && Object.hasOwn(previous.components.schemas, name)) document.components.schemas[name] = structuredClone(previous.components.schemas[name]);
    }
  }
  return validatorOf(document, at, profile);
}

/** A validator of the schema at `at` in a document (left as it is), in a profile. */
function validatorOf(document: Json, at: string, profile: "strict" | "tolerant"): Validator {
  return new Validator(rootAt(readIn(document, profile), at) as never, "2020-12", false);
}

/**
 * Whether each schema of a document admits values, in a profile: the document read once (its
 * copy, its references indexed), for as many places and values as asked.
 */
export function documentValidator(document: Json, profile: "strict" | "tolerant"): (at: string, value: unknown) => boolean {
  const lookup = dereference(readIn(document, profile) as never);
  return (at, value) => {
    const tokens = at.split("/").slice(1);
    const uri = `${initialBaseURI.href}#${tokens.map((token) => `/${encodePointer(token.replaceAll("~1", "/").replaceAll("~0", "~"))}`).join("")}`;
    const schema = lookup[uri];
    if (schema === undefined) throw new Error(`${at} names no schema of the document`);
    return validate(value, schema, "2020-12", lookup, false).valid;
  };
}

/** A copy of the document in the profile. */
function readIn(document: Json, profile: "strict" | "tolerant"): Json {
  const read = structuredClone(document);
  if (profile === "strict") closeRecords(read.components);
  return read;
}

/** The document with a root that is a reference to the schema at `at`: what a validator of that schema reads. */
function rootAt(read: Json, at: string): Json {
  const fragment = at
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  return { ...read, $ref: `#${fragment}` };
}

/** The strict profile: every schema that names properties and says nothing of others refuses them. */
function closeRecords(value: unknown): void {
  if (Array.isArray(value)) value.forEach(closeRecords);
  if (typeof value !== "object" || value === null) return;
  const schema = value as Json;
  if (schema.properties !== undefined && schema.additionalProperties === undefined) schema.additionalProperties = false;
  for (const child of Object.values(schema)) closeRecords(child);
}
