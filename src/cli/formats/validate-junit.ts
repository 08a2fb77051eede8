// --format junit: a JUnit XML report, which CI systems (GitLab, Jenkins, Azure Pipelines,
// CircleCI, GitHub test reporters) show as tests: one <testcase> per input file, failing with
// each problem's position, pointer and message; an NDJSON input gets one more <testcase> per
// record with a problem. The document is junit.ts's.
import type { Output } from "../output.js";
import { writeJunit, type JunitCase, type JunitOutcome } from "./junit.js";
import { MAX_PROBLEMS_KEPT, position, runSummary, type ValidateProblem, type ValidateReporter } from "./validate-reporter.js";

export function junitReporter(out: Output, record: string): ValidateReporter {
  const cases: JunitCase[] = [];
  let pending: { failures: ValidateProblem[][]; errors: string[] } = { failures: [], errors: [] };
  let kept = 0;
  let casesOmitted = 0;
  return {
    invalidRecord(problems, where) {
      const shown = kept < MAX_PROBLEMS_KEPT ? problems : [];
      kept += shown.length;
      if (where.line === undefined) {
        pending.failures.push(shown);
        return;
      }
      if (shown.length === 0) {
        casesOmitted++;
        return;
      }
      cases.push({ classname: record, name: `${where.file}:${where.line}`, failure: failureOf(shown) });
    },
    inputError(error) {
      pending.errors.push(`${position(error)}: ${error.message}`);
    },
    inputDone(input) {
      const testCase: JunitCase = { classname: record, name: input.file };
      if (pending.errors.length > 0) testCase.error = { message: pending.errors[0]!, details: pending.errors };
      else if (!input.ndjson && input.invalidRecords > 0) testCase.failure = failureOf(pending.failures.flat());
      cases.push(testCase);
      pending = { failures: [], errors: [] };
    },
    finish(run) {
      if (casesOmitted > 0) {
        cases.push({
          classname: record,
          name: `${casesOmitted} more records with problems`,
          failure: { message: "not listed: the report keeps the first problems only", details: [] },
        });
      }
      writeJunit(out, `survey-contract ${run.command} ${record} (${run.profile})`, cases, runSummary(run));
    },
  };
}

function failureOf(problems: ValidateProblem[]): JunitOutcome {
  const lines = problems.map((p) => `${position(p)}: ${p.path === "" ? "(root)" : p.path} ${p.message} [${p.keyword}]`);
  return { message: lines[0] ?? "invalid", details: lines };
}
