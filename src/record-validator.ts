// What every `assertX` and `parseX` does, whatever the record and the profile: the fast check
// first, and only for an invalid value the slower pass that lists every problem.
import type { ReportingValidator, Validator } from "../generated/validators/validator.js";
import type { RecordName } from "../generated/record-names.js";
import { ContractValidationError } from "./contract-validation-error.js";
import { toIssues } from "./issues.js";

export interface RecordValidator {
  record: RecordName;
  check: Validator;
  report: ReportingValidator;
}

export function assertValid({ record, check, report }: RecordValidator, value: unknown): void {
  if (check(value)) return;
  report(value);
  const issues = toIssues(report.errors ?? []);
  throw new ContractValidationError(
    record,
    issues.length > 0 ? issues : [{ path: "", keyword: "invalid", message: "is not valid" }],
  );
}

export function parseValid(validator: RecordValidator, json: string): unknown {
  const value = parseJson(validator.record, json);
  assertValid(validator, value);
  return value;
}

function parseJson(record: RecordName, json: unknown): unknown {
  if (typeof json !== "string") {
    throw new ContractValidationError(record, [
      { path: "", keyword: "json", message: `must be JSON text (a string), not ${json === null ? "null" : typeof json}` },
    ]);
  }
  try {
    return JSON.parse(json);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ContractValidationError(record, [{ path: "", keyword: "json", message: `is not valid JSON: ${reason}` }], { cause });
  }
}
