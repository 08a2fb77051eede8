// The one place a command turns its profile (--strict or not, D3) into the record's validators.
import * as strictTable from "../../generated/validators/strict-records.js";
import * as tolerantTable from "../../generated/validators/tolerant-records.js";
import type { RecordName } from "../../generated/record-names.js";
import type { RecordEntry } from "../../generated/validators/validator.js";

/** The validators of `record` in the strict profile when `strict`, else the tolerant one. */
export function recordEntry(record: RecordName, { strict }: { strict: boolean }): RecordEntry {
  return (strict ? strictTable : tolerantTable)[record];
}

/** The profile's name, as reports print it. */
export function profileName({ strict }: { strict: boolean }): "strict" | "tolerant" {
  return strict ? "strict" : "tolerant";
}
