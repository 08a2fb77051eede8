// What `/testing` promises of every record it makes (D15): valid in both profiles. Overrides are
// the caller's and can break that (a value a newer contract removed, a field the strict profile
// does not name), so each made record passes both profiles' fast checks, and only a refused one
// pays for the report that names what its overrides broke.
import type { RecordEntry } from "../../generated/validators/validator.js";
import * as strictTable from "../../generated/validators/strict-records.js";
import * as tolerantTable from "../../generated/validators/tolerant-records.js";
import type { RecordName } from "../records.js";
import { ContractValidationError } from "../validation/contract-validation-error.js";
import { issuesOf } from "../validation/record-validator.js";

const STRICT = strictTable as Readonly<Record<RecordName, RecordEntry>>;
const TOLERANT = tolerantTable as Readonly<Record<RecordName, RecordEntry>>;

/** Throws `ContractValidationError`, with the issues of the profile that refused it, unless `made` is valid in both profiles. */
export function assertMadeValid(record: RecordName, made: unknown): void {
  // The strict profile refuses all the tolerant one does and more: its issues name everything wrong
  const refusing = !STRICT[record].check(made) ? STRICT[record] : !TOLERANT[record].check(made) ? TOLERANT[record] : undefined;
  if (refusing !== undefined) throw new ContractValidationError(record, issuesOf(refusing, made));
}
