// --format junit: a JUnit XML report, which CI systems (GitLab, Jenkins, Azure Pipelines,
// CircleCI, GitHub test reporters) show as tests: one <testcase> per input file, failing with
// each problem's position, pointer and message; an NDJSON input gets one more <testcase> per
// record with a problem. The document is junit.ts's. What it keeps until the end is capped
// (D25): the first MAX_PROBLEMS_KEPT problems and input errors, the first MAX_CASES_KEPT cases;
// the rest are counted in one closing case.
import type { Output } from "../output.js";
import { developerWords } from "../../validation/contract-validation-error.js";
import { writeJunit, type JunitCase, type JunitOutcome } from "./junit.js";
import { MAX_CASES_KEPT, MAX_PROBLEMS_KEPT, position, runSummary, type ValidateProblem, type ValidateReporter } from "./validate-reporter.js";

export function junitReporter(out: Output, record: string): ValidateReporter {
  const cases: JunitCase[] = [];
  let pending: { failures: ValidateProblem[][]; errors: string[] } = { failures: [], errors: [] };
  let kept = 0;
  let casesOmitted = 0;
  let inputsOmitted = 0;
  /** A problem or an input error kept, while fewer than MAX_PROBLEMS_KEPT are. */
  const keep = (count: number) => {
    const room = Math.max(0, Math.min(count, MAX_PROBLEMS_KEPT - kept));
    kept += room;
    return room;
  };
  return {
    invalidRecord(problems, where) {
      const shown = problems.slice(0, keep(problems.length));
      if (where.line === undefined) {
        pending.failures.push(shown);
        return;
      }
      if (shown.length === 0 || cases.length >= MAX_CASES_KEPT) {
        casesOmitted++;
        return;
      }
      cases.push({ classname: record, name: `${where.file}:${where.line}`, failure: failureOf(shown) });
    },
    inputError(error) {
      if (keep(1) === 1) pending.errors.push(`${position(error)}: ${error.message}`);
    },
    inputDone(input) {
      const testCase: JunitCase = { classname: record, name: input.file };
      if (input.inputErrors > 0) testCase.error = { message: pending.errors[0] ?? "input errors (not listed: the report keeps the first ones only)", details: pending.errors };
      else if (!input.ndjson && input.invalidRecords > 0) testCase.failure = failureOf(pending.failures.flat());
      if (cases.length < MAX_CASES_KEPT) cases.push(testCase);
      else inputsOmitted++;
      pending = { failures: [], errors: [] };
    },
    finish(run) {
      if (casesOmitted + inputsOmitted > 0) {
        const omitted = [casesOmitted > 0 ? `${counted(casesOmitted, "more record")} with problems` : "", inputsOmitted > 0 ? counted(inputsOmitted, "more input") : ""].filter(
          Boolean,
        );
        cases.push({
          classname: record,
          name: omitted.join(" and "),
          failure: { message: `not listed: the report keeps the first ${inputsOmitted > 0 ? "cases" : "problems"} only`, details: [] },
        });
      }
      writeJunit(out, `survey-contract ${run.command} ${record} (${run.profile})`, cases, runSummary(run));
    },
  };
}

function failureOf(problems: ValidateProblem[]): JunitOutcome {
  const lines = problems.map((p) => `${position(p)}: ${p.path === "" ? "(root)" : p.path} ${developerWords(p)} [${p.keyword}]`);
  return { message: lines[0] ?? "invalid (not listed: the report keeps the first problems only)", details: lines };
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
