// generated/validators/<profile>-records.ts: the table of records of one profile. Each entry
// names the record, its check and its report; a page names the record of its items, as the
// schemas state it (the `data` array of the envelope, made concrete per list), and where its
// check last stopped in that list, so that its report starts at the bad record. src/ binds
// isX, assertX, parseX and the Standard Schema of every record from these entries alone.
import { SCHEMA_REF_PREFIX } from "./openapi-document.js";

/**
 * @param {{ componentSchemas: Record<string, any>, recordNames: string[], profile: string }} input
 * @returns {string} TypeScript module source (unformatted)
 */
export function buildRecordTableModule({ componentSchemas, recordNames, profile }) {
  return [
    `import * as check from "./${profile}-check.js";`,
    `import * as report from "./${profile}-report.js";`,
    `import type { RecordEntry } from "./validator.js";`,
    ...orderedForReference(recordNames, componentSchemas).map((name) => {
      const item = itemRecordOf(componentSchemas[name], recordNames);
      const items = item === undefined ? "" : `, items: ${item}, invalidItem: check.lastInvalidItem`;
      return `export const ${name}: RecordEntry<${JSON.stringify(name)}> = { record: ${JSON.stringify(name)}, check: check.${name}, report: report.${name}${items} };`;
    }),
  ].join("\n\n");
}

/** The record a page's `data` holds, when the schema is a page of records. @param {any} schema @param {string[]} recordNames */
export function itemRecordOf(schema, recordNames) {
  const ref = schema?.properties?.data?.items?.$ref;
  if (typeof ref !== "string" || !ref.startsWith(SCHEMA_REF_PREFIX)) return undefined;
  const name = ref.slice(SCHEMA_REF_PREFIX.length);
  return recordNames.includes(name) ? name : undefined;
}

/** Item records before the pages that refer to them, so that each entry can name its items. @param {string[]} recordNames @param {any} componentSchemas */
function orderedForReference(recordNames, componentSchemas) {
  const pages = recordNames.filter((name) => itemRecordOf(componentSchemas[name], recordNames) !== undefined);
  return [...recordNames.filter((name) => !pages.includes(name)), ...pages];
}
