// --format json: one JSON document at the end, for programs: the verdict, the counts (records
// for validate, pages for probe), and the first problems and input errors with their positions.
import type { Output } from "../output.js";
import { MAX_PROBLEMS_KEPT, type InputError, type ValidateProblem, type ValidateReporter } from "./validate-reporter.js";

export function jsonReporter(out: Output): ValidateReporter {
  const problems: ValidateProblem[] = [];
  const inputErrors: InputError[] = [];
  let problemsOmitted = 0;
  let inputErrorsOmitted = 0;
  return {
    invalidRecord(found) {
      for (const problem of found) {
        if (problems.length < MAX_PROBLEMS_KEPT) problems.push(problem);
        else problemsOmitted++;
      }
    },
    inputError(error) {
      if (inputErrors.length < MAX_PROBLEMS_KEPT) inputErrors.push(error);
      else inputErrorsOmitted++;
    },
    inputDone() {},
    finish(run) {
      out.stdout(
        JSON.stringify({
          record: run.record,
          profile: run.profile,
          valid: run.invalidRecords === 0 && run.inputErrors === 0,
          // probe judges pages: its counts say so.
          ...(run.walk === undefined ? { records: run.records, invalidRecords: run.invalidRecords } : { pages: run.records, invalidPages: run.invalidRecords }),
          problems,
          problemsOmitted,
          inputErrors,
          ...(inputErrorsOmitted > 0 ? { inputErrorsOmitted } : {}),
          walk: run.walk, // left out by JSON.stringify when undefined (validate)
        }),
      );
    },
  };
}
