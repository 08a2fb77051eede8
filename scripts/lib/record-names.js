// The names of the records that have validators, as a value and as the RecordName type, and the
// pages among them by the record their `data` holds.
import { itemRecordOf } from "./record-table.js";

/** @param {string[]} recordNames @param {Record<string, any>} componentSchemas @returns {string} TypeScript module source */
export function buildRecordNamesModule(recordNames, componentSchemas) {
  const pageItems = Object.fromEntries(
    recordNames.flatMap((name) => {
      const item = itemRecordOf(componentSchemas[name], recordNames);
      return item === undefined ? [] : [[name, item]];
    }),
  );
  return `/** Every record the contract validates, in a stable order. */
export const RECORD_NAMES = ${JSON.stringify(recordNames)} as const;

/** The name of a record the contract validates. */
export type RecordName = (typeof RECORD_NAMES)[number];

/** Each page (a list's envelope), by the record its \`data\` holds. */
export const PAGE_ITEMS = ${JSON.stringify(pageItems)} as const;

/** The name of a page record: the lists the contract knows. */
export type PageName = keyof typeof PAGE_ITEMS;
`;
}
