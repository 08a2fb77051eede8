// --format text: one line per change on standard output, `file:line:column: class: RULE
// /pointer: message` (with a witness value for a break), then the counts and the version the change needs on standard error.
import type { Output } from "../output.js";
import { absentAtRefSentence, changeCounts, messageWithWitness, versionSentence, type DiffReporter } from "./diff-reporter.js";

export function diffTextReporter(out: Output): DiffReporter {
  return (report) => {
    for (const change of report.changes) {
      out.stdout(
        `${change.file}:${change.line}:${change.column}: ${change.class}${change.allowed ? ` (allowed: ${change.allowedBecause})` : ""}: ${change.rule} ${change.pointer}: ${messageWithWitness(change)}`,
      );
    }
    const absent = absentAtRefSentence(report);
    if (absent !== undefined) out.stderr(absent);
    const advice =
      report.blocking > 0
        ? ". If a break is intended, pass --allow with its rule or pointer; otherwise change the schemas back. Upgrading the package rather than changing it? survey-contract changes says what each change means for your code."
        : "";
    out.stderr(`${changeCounts(report)}${advice}`);
    if (report.changes.length > 0 || report.checkVersion) out.stderr(versionSentence(report));
  };
}
