// Documents for `npm run bench:diff`: the package's own, and a synthetic contract of about 5 MB
// of the keywords the contract's generator compiles (D26), whose records refer to one another
// (references, nullable references, lists of records, enums, bounds, formats), so that the
// breaking-change check is timed on a contract far larger than any real one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seededRandom } from "./fixtures.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @typedef {Record<string, unknown>} Schema */
/** @typedef {(field: number, record: number, other: string) => Schema} FieldKind a field's schema in record `record`, `other` a shared record */

export function packageDocument() {
  return JSON.parse(readFileSync(path.join(ROOT, "generated/openapi.json"), "utf8"));
}

/**
 * A contract of `records` records of 40 fields each (about 5 MB at 1 200). As in real contracts,
 * references go from the many records to a few shared ones (the first tenth, which refer to none).
 */
export function syntheticDocument(records = 1_200, seed = 7) {
  const random = seededRandom(seed);
  const pick = (/** @type {FieldKind[]} */ values) => values[Math.floor(random() * values.length)];
  /** @type {Record<string, Schema>} */
  const schemas = {};
  for (let r = 0; r < records; r++) {
    /** @type {Record<string, Schema>} */
    const properties = {};
    /** @type {string[]} */
    const required = [];
    for (let f = 0; f < 40; f++) {
      const name = `field${f}_${Math.floor(random() * 1e6).toString(36)}`;
      const other = `Record${Math.floor(random() * Math.floor(records / 10))}`;
      const shared = r < records / 10;
      properties[name] = pick(shared ? SHARED_KINDS : KINDS)(f, r, other);
      if (random() < 0.4) required.push(name);
    }
    schemas[`Record${r}`] = {
      type: "object",
      title: `Record${r}`,
      description: `Synthetic record ${r} of the benchmark's contract.`,
      required,
      properties,
      examples: [{ id: r }],
    };
  }
  return { openapi: "3.1.0", info: { title: "synthetic", version: "1.0.0" }, paths: {}, components: { schemas } };
}

/** Field schemas of a shared record: no reference to another record. @type {FieldKind[]} */
const SHARED_KINDS = [
  (f, r) => ({ type: "string", maxLength: 10 + f, description: `Field ${f} of record ${r}, a bounded string.` }),
  () => ({ type: ["integer", "null"], minimum: 0, description: "A count, or null." }),
  (f) => ({ type: "string", format: f % 2 ? "date-time" : "uuid", description: "A formatted string." }),
  (f) => ({ enum: ["A", "B", "C", `V${f}`], description: "One of a few values." }),
  () => ({ type: "string", minLength: 2, maxLength: 8, description: "A short code." }),
  () => ({ type: "object", additionalProperties: true, description: "Free-form." }),
];

/** Field schemas of any other record: the same, and references to shared records. @type {FieldKind[]} */
const KINDS = [
  ...SHARED_KINDS,
  (f, r, other) => ({ anyOf: [{ $ref: `#/components/schemas/${other}` }, { type: "null" }], description: "Another record, or null." }),
  (f, r, other) => ({ type: "array", items: { $ref: `#/components/schemas/${other}` }, maxItems: 50 }),
];

/** 8 000 fields of one record, every one renamed; `alike`: all of one schema, else each its own. @param {string} prefix */
export function renamedFields(prefix, alike = false, fields = 8_000) {
  const properties = Object.fromEntries(Array.from({ length: fields }, (_, i) => [`${prefix}${i}`, alike ? { type: "string" } : { type: "string", maxLength: i }]));
  return { openapi: "3.1.0", info: { title: "wide", version: "1.0.0" }, paths: {}, components: { schemas: { Wide: { type: "object", properties } } } };
}
