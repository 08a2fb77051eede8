// --format json: one JSON document, for programs.
import type { Output } from "../output.js";
import type { DiffReporter } from "./diff-reporter.js";

export function diffJsonReporter(out: Output): DiffReporter {
  return (report) => {
    out.stdout(
      JSON.stringify({
        previous: report.previous.name,
        current: report.current.name,
        breaking: report.blocking > 0,
        version: report.version,
        changes: report.changes,
      }),
    );
  };
}
