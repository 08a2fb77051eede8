// The names of the records that have validators, as a value and as the RecordName type.

/** @param {string[]} recordNames @returns {string} TypeScript module source */
export function buildRecordNamesModule(recordNames) {
  return `/** Every record the contract validates, in a stable order. */
export const RECORD_NAMES = ${JSON.stringify(recordNames)} as const;

/** The name of a record the contract validates. */
export type RecordName = (typeof RECORD_NAMES)[number];
`;
}
