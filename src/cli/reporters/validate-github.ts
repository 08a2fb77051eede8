// --format github: one GitHub Actions workflow command per problem, which the run's page shows
// as an annotation on the file and line, then the summary as a plain line.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
import type { Output } from "../output.js";
import { developerWords } from "../../validation/contract-validation-error.js";
import { githubData, githubProperty } from "./escape.js";
import { runSummary, type ValidateReporter } from "./validate-reporter.js";

/** `::error file=…,line=…,col=…,title=…::message`, each part escaped as GitHub asks. */
export function githubCommand(level: "error" | "warning" | "notice", at: { file?: string; line?: number; column?: number; title: string }, message: string): string {
  const properties = [
    at.file === undefined ? undefined : `file=${githubProperty(at.file)}`,
    at.line === undefined ? undefined : `line=${at.line}`,
    at.column === undefined ? undefined : `col=${at.column}`,
    `title=${githubProperty(at.title)}`,
  ].filter((property) => property !== undefined);
  return `::${level} ${properties.join(",")}::${githubData(message)}`;
}

export function githubReporter(out: Output, record: string): ValidateReporter {
  return {
    invalidRecord(problems) {
      for (const problem of problems) {
        const where = problem.path === "" ? "(root)" : problem.path;
        out.workflowCommand(githubCommand("error", { ...problem, title: `${record} ${where} [${problem.keyword}]` }, `${where} ${developerWords(problem)}`));
      }
    },
    inputError(error) {
      out.workflowCommand(githubCommand("error", { ...error, title: "input error" }, error.message));
    },
    inputDone() {},
    finish(run) {
      out.stdout(`survey-contract ${run.command}: ${runSummary(run)}`);
    },
  };
}
