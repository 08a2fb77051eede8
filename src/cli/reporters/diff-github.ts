// --format github: a GitHub Actions annotation per change on the line of the document it is
// in (an error for a blocking break, a warning for an allowed one, a notice for a compatible
// change), an error when the version is too small under --check-version, then a summary line.
import type { Output } from "../output.js";
import { GITHUB_MESSAGE_ROOM, absentAtRefSentence, changeCounts, messageWithWitness, versionSentence, type DiffReporter } from "./diff-reporter.js";
import { githubCommand } from "./validate-github.js";

export function diffGithubReporter(out: Output): DiffReporter {
  return (report) => {
    const absent = absentAtRefSentence(report);
    if (absent !== undefined) out.workflowCommand(githubCommand("warning", { file: report.current.name, title: "no document at the ref" }, absent));
    for (const change of report.changes) {
      const level = !change.breaking ? "notice" : change.allowed ? "warning" : "error";
      const [before, after] = [`${change.pointer}: `, change.allowed ? ` (allowed: ${change.allowedBecause})` : ""];
      const message = messageWithWitness(change, GITHUB_MESSAGE_ROOM - before.length - after.length);
      out.workflowCommand(githubCommand(level, { ...change, title: `${change.rule} (${change.class}${change.allowed ? ", allowed" : ""})` }, `${before}${message}${after}`));
    }
    if (report.checkVersion && !report.version.ok) {
      out.workflowCommand(githubCommand("error", { file: report.current.name, title: "version too small" }, versionSentence(report)));
    }
    out.stdout(`survey-contract diff: ${absent === undefined ? "" : `${absent} `}${changeCounts(report)}. ${versionSentence(report)}`);
  };
}
