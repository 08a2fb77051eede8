// A GitHub Actions job run here as the runner runs it, for the workflows this package ships: each
// step in order, its `if:` judged (a failed step skips the rest unless they say always()), its
// `run:` given to bash with -eo pipefail, the checkout cloning the repository with the step's
// fetch-depth (1 unless told otherwise, so a shallow clone without the base branch is what a
// workflow that forgets fetch-depth gets) and, unless told persist-credentials: false, the job's
// token left in .git/config as actions/checkout leaves it. A run can be cancelled at a step, as a
// person or a newer push cancels it. Only the expressions and actions the workflows use are
// known; anything else fails the test rather than being guessed at.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { exec } from "./exec.js";

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  with?: Record<string, string | number>;
  run?: string;
  if?: string;
  env?: Record<string, string | number>;
}

export interface PullRequest {
  /** The repository to check out, a path on this machine. */
  origin: string;
  /** The pull request's branch, and the branch it is to be merged into. */
  head: string;
  base: string;
  secrets?: Record<string, string>;
  /** The job's `env:` values this run replaces, such as a port. */
  env?: Record<string, string>;
  /** The step (by name) at which the run is cancelled: it does not run, nor does any later step that does not ask to. */
  cancelAt?: string;
}

/** The job's token as actions/checkout writes it into .git/config unless told not to. */
export const JOB_TOKEN = "ghs_0123456789abcdefJOBTOKEN";

export interface StepRun {
  name: string;
  outcome: "success" | "failure" | "skipped" | "cancelled";
  output: string;
  /** The names of the repository's secrets the step was handed. */
  secrets: string[];
}

export interface JobRun {
  steps: StepRun[];
  failed: boolean;
  /** What the steps wrote to $GITHUB_STEP_SUMMARY. */
  summary: string;
  workspace: string;
}

const STEP_TIMEOUT = 180_000;

/** Runs `job` of `workflowFile` for a pull request from `head` into `base`. */
export async function runPullRequestJob(workflowFile: string, job: string, pullRequest: PullRequest): Promise<JobRun> {
  const workflow = parse(readFileSync(workflowFile, "utf8"));
  const definition = workflow.jobs[job];
  const home = mkdtempSync(path.join(tmpdir(), "contract-workflow-"));
  const workspace = path.join(home, "workspace");
  const summaryFile = path.join(home, "step-summary.md");
  writeFileSync(summaryFile, "");
  const context = { event_name: "pull_request", base_ref: pullRequest.base, head_ref: pullRequest.head };
  const env: Record<string, string> = {
    ...stringValues(definition.env ?? {}),
    ...pullRequest.env,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: context.event_name,
    GITHUB_BASE_REF: pullRequest.base,
    GITHUB_HEAD_REF: pullRequest.head,
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summaryFile,
  };
  const steps: StepRun[] = [];
  const status: RunStatus = { failed: false, cancelled: false, outcomes: {} };
  for (const [index, step] of (definition.steps as Step[]).entries()) {
    const name = step.name ?? step.uses ?? step.run ?? `step ${index + 1}`;
    if (name === pullRequest.cancelAt) status.cancelled = true;
    if (name === pullRequest.cancelAt || !shouldRun(step.if, status, context)) {
      steps.push({ name, outcome: name === pullRequest.cancelAt ? "cancelled" : "skipped", output: "", secrets: [] });
      if (step.id !== undefined) status.outcomes[step.id] = steps.at(-1)!.outcome;
      continue;
    }
    const secrets = secretNames(step.env ?? {});
    const stepEnv = { ...env, ...stringValues(step.env ?? {}, pullRequest.secrets ?? {}) };
    const { ok, output } = step.uses !== undefined ? await useAction(step, workspace, pullRequest) : await runScript(step.run!, workspace, stepEnv);
    steps.push({ name, outcome: ok ? "success" : "failure", output, secrets });
    if (step.id !== undefined) status.outcomes[step.id] = ok ? "success" : "failure";
    status.failed ||= !ok;
  }
  const failed = status.failed || status.cancelled;
  return { steps, failed, summary: readFileSync(summaryFile, "utf8"), workspace };
}

interface RunStatus {
  failed: boolean;
  cancelled: boolean;
  /** Each step's outcome by its id, as `steps.<id>.outcome` reads it. */
  outcomes: Record<string, StepRun["outcome"]>;
}

/**
 * A step's `if:`, as GitHub reads the forms the workflows use (bare or in `${{ }}`); without a
 * status function, `success()` is implied: the step runs while nothing failed and the run goes on.
 */
function shouldRun(condition: string | undefined, status: RunStatus, context: Record<string, string>): boolean {
  const terms = (condition ?? "success()")
    .replace(/^\$\{\{(.*)\}\}$/s, "$1")
    .split("&&")
    .map((term) => term.trim());
  const statusChecked = terms.some((term) => /^!?(always|success|failure|cancelled)\(\)$/.test(term));
  return (statusChecked || termHolds("success()", status, context)) && terms.every((term) => termHolds(term, status, context));
}

function termHolds(term: string, status: RunStatus, context: Record<string, string>): boolean {
  if (term === "always()") return true;
  if (term === "success()") return !status.failed && !status.cancelled;
  if (term === "failure()") return status.failed;
  if (term === "cancelled()") return status.cancelled;
  if (term === "!cancelled()") return !status.cancelled;
  const comparison = /^github\.(\w+) == '([^']*)'$/.exec(term);
  if (comparison && Object.hasOwn(context, comparison[1]!)) return context[comparison[1]!] === comparison[2];
  const outcome = /^steps\.([\w-]+)\.outcome == '([^']*)'$/.exec(term);
  if (outcome) return status.outcomes[outcome[1]!] === outcome[2];
  throw new Error(`the workflow runner does not know the condition ${JSON.stringify(term)}`);
}

/** The secrets a step's `env:` hands it, by name. */
function secretNames(values: Record<string, string | number>): string[] {
  return Object.values(values).flatMap((value) => [...String(value).matchAll(/\$\{\{\s*secrets\.(\w+)\s*\}\}/g)].map((match) => match[1]!));
}

/** `env:` values as text, each `${{ secrets.NAME }}` replaced as GitHub does (an unset secret is empty). */
function stringValues(values: Record<string, string | number>, secrets: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      String(value).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
        const secret = /^secrets\.(\w+)$/.exec(expression);
        if (!secret) throw new Error(`the workflow runner does not know the expression ${JSON.stringify(expression)}`);
        return secrets[secret[1]!] ?? "";
      }),
    ]),
  );
}

async function useAction(step: Step, workspace: string, pullRequest: PullRequest): Promise<{ ok: boolean; output: string }> {
  const action = step.uses!.replace(/@.*$/, "");
  if (action === "actions/checkout") {
    const depth = Number(step.with?.["fetch-depth"] ?? 1);
    const shallow = depth === 0 ? [] : ["--depth", String(depth)];
    const { stdout, stderr } = await exec("git", ["clone", "-q", ...shallow, "--branch", pullRequest.head, `file://${pullRequest.origin}`, workspace], path.dirname(workspace));
    if (String(step.with?.["persist-credentials"] ?? true) !== "false") {
      await exec(
        "git",
        ["config", "--local", "http.https://github.com/.extraheader", `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${JOB_TOKEN}`).toString("base64")}`],
        workspace,
      );
    }
    return { ok: true, output: stdout + stderr };
  }
  if (action === "actions/setup-node") return { ok: step.with?.["node-version"] !== undefined, output: "" };
  if (action === "actions/upload-artifact") {
    const file = path.join(workspace, String(step.with?.path));
    // Without if-no-files-found: error, a missing file is a warning and the step succeeds.
    const strict = step.with?.["if-no-files-found"] === "error";
    return { ok: existsSync(file) || !strict, output: existsSync(file) ? readFileSync(file, "utf8") : `${file}: no such file` };
  }
  throw new Error(`the workflow runner does not know the action ${step.uses}`);
}

/** This machine's environment without what the test run itself set (vitest's, npm's for the running script). */
function runnerEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|npm_(?!config_cache)|NODE_OPTIONS$|TEST$)/.test(key)));
}

/**
 * `script` with bash as GitHub runs it, in a process group of its own: what it leaves running
 * in the background (a service started with &) is stopped when the step ends.
 */
function runScript(script: string, cwd: string, env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
      cwd,
      env: { ...runnerEnvironment(), ...env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const stopGroup = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // The group has already ended.
      }
    };
    const timer = setTimeout(stopGroup, STEP_TIMEOUT);
    let exitCode: number | null = null;
    child.on("error", reject);
    // Stopped at bash's exit, not at the end of its output, which a background child keeps open.
    child.on("exit", (code) => {
      exitCode = code;
      clearTimeout(timer);
      stopGroup();
    });
    child.on("close", () => resolve({ ok: exitCode === 0, output }));
  });
}
