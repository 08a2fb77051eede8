// --format json: one JSON document, for programs.
import type { Output } from "../output.js";
import { absentAtRefSentence, type DiffReporter } from "./diff-reporter.js";

export function diffJsonReporter(out: Output): DiffReporter {
  return (report) => {
    out.stdout(
      JSON.stringify({
        previous: report.previous.name,
        current: report.current.name,
        // Whether the ref held no document, and the words saying so, for a program to act on.
        previousAbsent: report.absentAtRef !== undefined,
        ...(report.absentAtRef === undefined ? {} : { notice: absentAtRefSentence(report) }),
        breaking: report.blocking > 0,
        version: report.version,
        changes: report.changes,
      }),
    );
  };
}
