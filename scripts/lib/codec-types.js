// generated/codec-types.ts: the types of the codecs (D21), made from the same reading of the
// fields as the codecs themselves (codec-fields.js). For every record X:
// - DecodedX: X with a Date in every date-time field, at every level (what decodeX returns);
// - EncodableX: X that may hold a Date or a string in those fields (what toWireX takes; an
//   object with more properties is assignable to it, as to any TypeScript type).
// A record none of whose fields changes is its own decoded and encodable type.
import { codecFields } from "./codec-fields.js";

/** @typedef {import("./codec-fields.js").Field} Field */

/** @param {{ defs: Record<string, any>, recordNames: string[] }} input @returns {string} TypeScript module source */
export function buildCodecTypes({ defs, recordNames }) {
  const changing = changingRecords(defs, recordNames);
  const declarations = recordNames.flatMap((name) => [
    typeOf(defs, name, changing, { prefix: "Decoded", date: "Date", says: `${name} as decode${name} returns it: every date-time field a Date.` }),
    typeOf(defs, name, changing, {
      prefix: "Encodable",
      date: "Date | string",
      says: `What toWire${name} and stringify${name} take: ${name}, with a Date or its string in every date-time field.`,
    }),
  ]);
  const byName = (/** @type {string} */ prefix, /** @type {string} */ says) =>
    [`/** Every record as ${says}, by name. */`, `export interface ${prefix}Records {`, ...recordNames.map((name) => `  ${name}: ${prefix}${name};`), `}`].join("\n");
  return [
    `import type { ${[...recordNames].sort().join(", ")} } from "./types.js";`,
    ...declarations,
    byName("Decoded", "decodeX returns it"),
    byName("Encodable", "toWireX and stringifyX take it"),
  ].join("\n\n");
}

/**
 * The records whose types the codecs change: those with a date-time field, and those holding one of them.
 * @param {Record<string, any>} defs @param {string[]} recordNames @returns {Set<string>}
 */
function changingRecords(defs, recordNames) {
  const changing = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const name of recordNames) {
      if (changing.has(name) || !codecFields(defs, name).some(({ field }) => changes(field, changing))) continue;
      changing.add(name);
      grew = true;
    }
  }
  return changing;
}

/** @param {Field} field @param {Set<string>} changing */
function changes(field, changing) {
  return field.kind === "scalar" ? field.dateTime : field.kind !== "freeForm" && changing.has(field.record);
}

/**
 * @param {Record<string, any>} defs @param {string} name @param {Set<string>} changing
 * @param {{ prefix: string, date: string, says: string }} form
 */
function typeOf(defs, name, changing, { prefix, date, says }) {
  const comment = `/** ${says} */`;
  if (!changing.has(name)) return `${comment}\nexport type ${prefix}${name} = ${name};`;
  const changed = codecFields(defs, name).filter(({ field }) => changes(field, changing));
  const members = changed.map(({ name: field, field: kind, required }) => {
    const type = kind.kind === "scalar" ? date : kind.kind === "list" ? `${prefix}${kind.record}[]` : `${prefix}${kind.kind === "record" ? kind.record : ""}`;
    return `  ${field}${required ? "" : "?"}: ${type}${kind.nullable ? " | null" : ""};`;
  });
  const omitted = changed.map(({ name: field }) => JSON.stringify(field)).join(" | ");
  return [comment, `export interface ${prefix}${name} extends Omit<${name}, ${omitted}> {`, ...members, `}`].join("\n");
}
