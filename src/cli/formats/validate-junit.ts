// --format junit: a JUnit XML report, which CI systems (GitLab, Jenkins, Azure Pipelines,
// CircleCI, GitHub test reporters) show as tests: one <testcase> per input file, failing with
// each problem's position, pointer and message; an NDJSON input gets one more <testcase> per
// record with a problem. Valid XML whatever the input held (escape.ts).
import type { Output } from "../output.js";
import { xmlText } from "./escape.js";
import { MAX_PROBLEMS_KEPT, position, runSummary, type ValidateProblem, type ValidateReporter } from "./validate-reporter.js";

interface TestCase {
  name: string;
  failure?: { message: string; details: string[] };
  error?: { message: string; details: string[] };
}

export function junitReporter(out: Output, record: string): ValidateReporter {
  const cases: TestCase[] = [];
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
      cases.push({ name: `${where.file}:${where.line}`, failure: failureOf(shown) });
    },
    inputError(error) {
      pending.errors.push(`${position(error)}: ${error.message}`);
    },
    inputDone(input) {
      const testCase: TestCase = { name: input.file };
      if (pending.errors.length > 0) testCase.error = { message: pending.errors[0]!, details: pending.errors };
      else if (!input.ndjson && input.invalidRecords > 0) testCase.failure = failureOf(pending.failures.flat());
      cases.push(testCase);
      pending = { failures: [], errors: [] };
    },
    finish(run) {
      if (casesOmitted > 0) {
        cases.push({ name: `${casesOmitted} more records with problems`, failure: { message: "not listed: the report keeps the first problems only", details: [] } });
      }
      const failures = cases.filter((c) => c.failure).length;
      const errors = cases.filter((c) => c.error).length;
      const suite = `survey-contract validate ${record} (${run.profile})`;
      out.stdout(`<?xml version="1.0" encoding="UTF-8"?>`);
      out.stdout(`<testsuites name="survey-contract" tests="${cases.length}" failures="${failures}" errors="${errors}">`);
      out.stdout(`  <testsuite name="${xmlText(suite)}" tests="${cases.length}" failures="${failures}" errors="${errors}">`);
      for (const testCase of cases) out.stdout(testCaseXml(testCase, record));
      out.stdout(`    <system-out>${xmlText(runSummary(run))}</system-out>`);
      out.stdout(`  </testsuite>`);
      out.stdout(`</testsuites>`);
    },
  };
}

function failureOf(problems: ValidateProblem[]): TestCase["failure"] {
  const lines = problems.map((p) => `${position(p)}: ${p.path === "" ? "(root)" : p.path} ${p.message} [${p.keyword}]`);
  return { message: lines[0] ?? "invalid", details: lines };
}

function testCaseXml(testCase: TestCase, record: string): string {
  const open = `    <testcase classname="${xmlText(record)}" name="${xmlText(testCase.name)}"`;
  const outcome = testCase.error ? ["error", testCase.error] as const : testCase.failure ? ["failure", testCase.failure] as const : undefined;
  if (outcome === undefined) return `${open}/>`;
  const [element, { message, details }] = outcome;
  return `${open}><${element} message="${xmlText(message)}">${details.map(xmlText).join("&#10;")}</${element}></testcase>`;
}
