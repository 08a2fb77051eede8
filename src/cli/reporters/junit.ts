// The JUnit XML document both commands' `--format junit` write: one <testsuites> holding one
// <testsuite> of test cases, each passing, failing or in error, and a summary as system-out.
// Valid XML whatever the input held (escape.ts).
import type { Output } from "../output.js";
import { xmlText } from "./escape.js";

export interface JunitOutcome {
  message: string;
  details: string[];
}

export interface JunitCase {
  classname: string;
  name: string;
  failure?: JunitOutcome;
  error?: JunitOutcome;
}

export function writeJunit(out: Output, suite: string, cases: readonly JunitCase[], summary: string): void {
  const failures = cases.filter((c) => c.failure).length;
  const errors = cases.filter((c) => c.error).length;
  const counts = `tests="${cases.length}" failures="${failures}" errors="${errors}"`;
  out.stdout(`<?xml version="1.0" encoding="UTF-8"?>`);
  out.stdout(`<testsuites name="survey-contract" ${counts}>`);
  out.stdout(`  <testsuite name="${xmlText(suite)}" ${counts}>`);
  for (const testCase of cases) out.stdout(testCaseXml(testCase));
  out.stdout(`    <system-out>${xmlText(summary)}</system-out>`);
  out.stdout(`  </testsuite>`);
  out.stdout(`</testsuites>`);
}

function testCaseXml(testCase: JunitCase): string {
  const open = `    <testcase classname="${xmlText(testCase.classname)}" name="${xmlText(testCase.name)}"`;
  const outcome = testCase.error ? (["error", testCase.error] as const) : testCase.failure ? (["failure", testCase.failure] as const) : undefined;
  if (outcome === undefined) return `${open}/>`;
  const [element, { message, details }] = outcome;
  return `${open}><${element} message="${xmlText(message)}">${details.map(xmlText).join("&#10;")}</${element}></testcase>`;
}
