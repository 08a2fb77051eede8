// --format junit: a JUnit XML report with one test case per change (failing when it is a
// break that was not allowed) and, under --check-version, one for the version.
import type { Output } from "../output.js";
import { xmlText } from "./escape.js";
import { changeCounts, versionSentence, type DiffReporter } from "./diff-reporter.js";

export function diffJunitReporter(out: Output): DiffReporter {
  return (report) => {
    const cases: { name: string; classname: string; failure: string | undefined }[] = report.changes.map((change) => ({
      name: `${change.rule} ${change.pointer}`,
      classname: change.class,
      failure: change.breaking && !change.allowed ? `${change.file}:${change.line}:${change.column}: ${change.message}` : undefined,
    }));
    if (report.checkVersion) cases.push({ name: "info.version", classname: "version policy", failure: report.version.ok ? undefined : versionSentence(report) });
    const failures = cases.filter((c) => c.failure !== undefined).length;
    out.stdout(`<?xml version="1.0" encoding="UTF-8"?>`);
    out.stdout(`<testsuites name="survey-contract" tests="${cases.length}" failures="${failures}" errors="0">`);
    out.stdout(`  <testsuite name="${xmlText(`survey-contract diff ${report.previous.name} ${report.current.name}`)}" tests="${cases.length}" failures="${failures}" errors="0">`);
    for (const c of cases) {
      const open = `    <testcase classname="${xmlText(c.classname)}" name="${xmlText(c.name)}"`;
      out.stdout(c.failure === undefined ? `${open}/>` : `${open}><failure message="${xmlText(c.failure)}">${xmlText(c.failure)}</failure></testcase>`);
    }
    out.stdout(`    <system-out>${xmlText(`${changeCounts(report)}. ${versionSentence(report)}`)}</system-out>`);
    out.stdout(`  </testsuite>`);
    out.stdout(`</testsuites>`);
  };
}
