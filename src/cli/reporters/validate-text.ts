// --format text: one line per problem on standard output, `file:line:column: /pointer message
// [keyword]`, the shape compilers and linters print, so editors and terminals link it; input
// errors and the summary on standard error.
import type { Output } from "../output.js";
import { developerWords } from "../../validation/contract-validation-error.js";
import { position, runSummary, type ValidateReporter } from "./validate-reporter.js";

export function textReporter(out: Output): ValidateReporter {
  return {
    invalidRecord(problems) {
      for (const problem of problems) out.stdout(`${position(problem)}: ${problem.path === "" ? "(root)" : problem.path} ${developerWords(problem)} [${problem.keyword}]`);
    },
    inputError(error) {
      out.stderr(`${position(error)}: ${error.message}`);
    },
    inputDone() {},
    finish(run) {
      out.stderr(`${runSummary(run)}${run.inputErrors > 0 ? ", see above" : ""}`);
    },
  };
}
