// --format junit: a JUnit XML report with one test case per change (failing when it is a
// break that was not allowed) and, under --check-version, one for the version.
import type { Output } from "../output.js";
import { absentAtRefSentence, changeCounts, messageWithWitness, versionSentence, type DiffReporter } from "./diff-reporter.js";
import { writeJunit, type JunitCase } from "./junit.js";

export function diffJunitReporter(out: Output): DiffReporter {
  return (report) => {
    const failed = (message: string) => ({ failure: { message, details: [message] } });
    const cases: JunitCase[] = report.changes.map((change) => ({
      classname: change.class,
      name: `${change.rule} ${change.pointer}`,
      ...(change.breaking && !change.allowed ? failed(`${change.file}:${change.line}:${change.column}: ${messageWithWitness(change)}`) : {}),
    }));
    if (report.checkVersion) cases.push({ classname: "version policy", name: "info.version", ...(report.version.ok ? {} : failed(versionSentence(report))) });
    const suite = `survey-contract diff ${report.previous.name} ${report.current.name}`;
    const absent = absentAtRefSentence(report);
    writeJunit(out, suite, cases, `${absent === undefined ? "" : `${absent} `}${changeCounts(report)}. ${versionSentence(report)}`);
  };
}
