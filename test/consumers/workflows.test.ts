// The two GitHub Actions workflows, run step by step on pull requests as GitHub runs them
// (workflow-runner.ts): the example for a repository that uses the package, from the packed
// tarball, and this repository's own. A breaking pull request fails the job and still writes
// its summary; a compatible one passes; a checkout without the history says how to fetch it.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { parse, stringify } from "yaml";
import { ROOT, exec, project } from "./tarball.js";
import { npm } from "./exec.js";
import { JOB_TOKEN, runPullRequestJob, type JobRun } from "./workflow-runner.js";

const TIMEOUT = 600_000;
const CONSUMER_WORKFLOW = path.join(ROOT, "examples/github-workflow/contract.yml");
const REPOSITORY_WORKFLOW = path.join(ROOT, ".github/workflows/contract.yml");

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=ci", "-c", "user.email=ci@example.com", ...args], { cwd, stdio: "pipe" });
}

type Document = Record<string, any>;
type Step = { uses?: string; if?: string; with?: Record<string, unknown> };

/** Commits `edit` of the document at `file` on a new branch `name` from main. */
function branch(repo: string, name: string, file: string, edit: (document: Document) => void): void {
  git(repo, "checkout", "-q", "-b", name, "main");
  const document = JSON.parse(readFileSync(path.join(repo, file), "utf8"));
  edit(document);
  writeFileSync(path.join(repo, file), `${JSON.stringify(document, null, 2)}\n`);
  git(repo, "commit", "-q", "-am", name);
  git(repo, "checkout", "-q", "main");
}

const removeCloseDate = (document: Document) => delete document.components.schemas.Collector.properties.closeDate;

/** A field name the record does not have yet, whatever fields a release has added. */
function newFieldName(properties: Record<string, unknown>): string {
  let name = "nickname";
  while (Object.hasOwn(properties, name)) name += "X";
  return name;
}

/** An optional field and the minor bump it needs. */
function addOptionalFieldWithMinorBump(document: Document): void {
  const { properties } = document.components.schemas.Collector;
  properties[newFieldName(properties)] = { type: "string", description: "What the team calls the collector." };
  const [major, minor] = String(document.info.version).split(".").map(Number);
  document.info.version = `${major}.${minor! + 1}.0`;
}

/** The package's document as released: its version and fields are what a release made them. */
const RELEASED = JSON.parse(readFileSync(path.join(ROOT, "generated/openapi.json"), "utf8"));
const RELEASED_VERSION: string = RELEASED.info.version;
const ADDED_FIELD = newFieldName(RELEASED.components.schemas.Collector.properties);

/** A value for every secret a workflow could ask for: none may reach a step of a pull request's job. */
const SECRETS = { API_TOKEN: "repository-secret-0123456789" };

/** What the pull request's code could read of the job's token and the repository's secrets, in the workspace the job leaves. */
function leakedCredentials(run: JobRun): string[] {
  const handed = run.steps.flatMap((step) => step.secrets.map((secret) => `${step.name}: ${secret}`));
  const gitConfig = readFileSync(path.join(run.workspace, ".git/config"), "utf8");
  return [...handed, ...(gitConfig.includes(Buffer.from(`x-access-token:${JOB_TOKEN}`).toString("base64")) ? [".git/config: the job's token"] : [])];
}

const outcomes = (run: JobRun) => Object.fromEntries(run.steps.map((step) => [step.name, step.outcome]));
const output = (run: JobRun, name: string) => run.steps.find((step) => step.name === name)!.output;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A repository that uses the package: its lockfile naming the packed tarball, its contract
 * document at contract/openapi.json, a recorded page, and `npm start` serving the contract's
 * lists (the package's mock stands in for the service); branches breaking and compatible.
 */
async function consumerRepository(): Promise<string> {
  const repo = project("workflow-consumer", {
    "package.json": JSON.stringify({
      name: "survey-service",
      private: true,
      scripts: { start: "survey-contract mock --strict --port ${PORT:-3000}" },
      dependencies: { "@survey-collection/contract": `file:${inject("packedTarball")}` },
    }),
    ".gitignore": "node_modules\n",
    "contract/openapi.json": readFileSync(path.join(ROOT, "generated/openapi.json"), "utf8"),
  });
  await exec(npm, ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], repo);
  const page = await exec(
    "node",
    ["--input-type=module", "-e", 'import { makeCollectorPage } from "@survey-collection/contract/testing"; console.log(JSON.stringify(makeCollectorPage(), null, 2))'],
    repo,
  );
  mkdirSync(path.join(repo, "recorded/collectors"), { recursive: true });
  writeFileSync(path.join(repo, "recorded/collectors/page-1.json"), page.stdout);
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", ".");
  git(repo, "commit", "-q", "-m", "the service and its contract");
  branch(repo, "breaking", "contract/openapi.json", removeCloseDate);
  branch(repo, "compatible", "contract/openapi.json", addOptionalFieldWithMinorBump);
  return repo;
}

describe("the example workflow, in a repository that uses the package", () => {
  it(
    "fails a breaking pull request at the check, still writes the summary and the report; passes a compatible one, probe included",
    async () => {
      const origin = await consumerRepository();
      const env = { PORT: String(await freePort()) };

      const breaking = await runPullRequestJob(CONSUMER_WORKFLOW, "contract", { origin, head: "breaking", base: "main", env, secrets: SECRETS });
      expect(breaking.failed).toBe(true);
      expect(leakedCredentials(breaking)).toEqual([]);
      expect(outcomes(breaking)).toEqual({
        "actions/checkout@v4": "success",
        "actions/setup-node@v4": "success",
        "npm ci": "success",
        "Validate recorded payloads": "success",
        "Check the contract change": "failure",
        "Describe the contract change": "success",
        "Probe the running service": "skipped",
        "Validation report": "success",
        "actions/upload-artifact@v4": "success",
      });
      expect(output(breaking, "Check the contract change")).toMatch(
        /^::error file=contract\/openapi\.json,line=\d+,col=\d+,title=FIELD_REMOVED \(breaking for clients and producers\)::/m,
      );
      expect(breaking.summary).toContain(`**Minor version bump needed**. The change needs a minor version bump; the version stays ${RELEASED_VERSION} (too small).`);
      expect(breaking.summary).toContain("| breaking for clients and producers | `FIELD_REMOVED` | `/components/schemas/Collector/properties/closeDate` |");
      expect(output(breaking, "actions/upload-artifact@v4")).toMatch(/^<\?xml[\s\S]*<testsuites[^>]* failures="0"/);

      const compatible = await runPullRequestJob(CONSUMER_WORKFLOW, "contract", { origin, head: "compatible", base: "main", env, secrets: SECRETS });
      expect(compatible.failed).toBe(false);
      expect(leakedCredentials(compatible)).toEqual([]);
      expect(Object.values(outcomes(compatible))).toEqual(Array(9).fill("success"));
      expect(compatible.summary).toContain("**Minor version bump needed**");
      expect(compatible.summary).toContain(`| compatible | \`FIELD_ADDED_OPTIONAL\` | \`/components/schemas/Collector/properties/${ADDED_FIELD}\` |`);
      expect(output(compatible, "Probe the running service")).toContain("CollectorPage");

      const cancelled = await runPullRequestJob(CONSUMER_WORKFLOW, "contract", { origin, head: "compatible", base: "main", env, cancelAt: "Validation report" });
      expect(outcomes(cancelled)).toMatchObject({ "Validation report": "cancelled", "actions/upload-artifact@v4": "skipped" });
    },
    TIMEOUT,
  );

  it(
    "says how to fetch the history when the checkout is shallow, as it is without fetch-depth: 0 (was: exit 2, a git error)",
    async () => {
      const origin = await consumerRepository();
      const workflow = parse(readFileSync(CONSUMER_WORKFLOW, "utf8"));
      delete workflow.jobs.contract.steps[0].with;
      const shallow = path.join(project("shallow-workflow", {}), "contract.yml");
      writeFileSync(shallow, stringify(workflow));
      const run = await runPullRequestJob(shallow, "contract", { origin, head: "breaking", base: "main", env: { PORT: String(await freePort()) } });
      expect(outcomes(run)["Check the contract change"]).toBe("failure");
      expect(output(run, "Check the contract change")).toContain(
        "origin/main is not a commit of this clone, which is shallow (actions/checkout fetches one commit unless its step says fetch-depth: 0): fetch the history",
      );
      expect(outcomes(run)["Describe the contract change"]).toBe("failure");
    },
    TIMEOUT,
  );
});

describe("both workflows, least privilege", () => {
  const workflows = { example: CONSUMER_WORKFLOW, repository: REPOSITORY_WORKFLOW };
  const steps = (workflow: Document) => Object.values(workflow.jobs as Record<string, { steps: Step[] }>).flatMap((job) => job.steps);

  it.each(Object.entries(workflows))("%s: the token may only read the repository, and is not left in the checkout", (_, file) => {
    const workflow = parse(readFileSync(file, "utf8"));
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(workflow.jobs as Record<string, Document>)) expect(job.permissions ?? workflow.permissions).toEqual({ contents: "read" });
    const checkouts = steps(workflow).filter((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const checkout of checkouts) expect(checkout.with?.["persist-credentials"]).toBe(false);
  });

  it.each(Object.entries(workflows))("%s: no secret is handed to a step, each of which runs the pull request's code after the checkout", (_, file) => {
    expect(readFileSync(file, "utf8")).not.toMatch(/\bsecrets\./);
  });

  it.each(Object.entries(workflows))("%s: a report is uploaded only when it was written whole", (_, file) => {
    const workflow = parse(readFileSync(file, "utf8"));
    for (const upload of steps(workflow).filter((step) => step.uses?.startsWith("actions/upload-artifact@"))) {
      expect(upload.if).toMatch(/!cancelled\(\) && steps\.[\w-]+\.outcome == 'success'/);
      expect(upload.with?.["if-no-files-found"]).toBe("error");
    }
  });
});

describe("this repository's workflow", () => {
  it(
    "fails a pull request that removes a field, with its summary; passes one that adds an optional field with a minor bump",
    async () => {
      const origin = path.join(project("workflow-repository", {}), "origin");
      git(tmpdir(), "clone", "-q", ROOT, origin);
      git(origin, "checkout", "-q", "-B", "main");
      branch(origin, "breaking", "generated/openapi.json", removeCloseDate);
      branch(origin, "compatible", "generated/openapi.json", addOptionalFieldWithMinorBump);

      const breaking = await runPullRequestJob(REPOSITORY_WORKFLOW, "contract", { origin, head: "breaking", base: "main", secrets: SECRETS });
      expect(breaking.failed).toBe(true);
      expect(leakedCredentials(breaking)).toEqual([]);
      expect(outcomes(breaking)).toMatchObject({ "Check the contract change": "failure", "Describe the contract change": "success" });
      expect(output(breaking, "Check the contract change")).toMatch(/^::error file=generated\/openapi\.json,line=\d+,col=\d+,title=FIELD_REMOVED/m);
      expect(breaking.summary).toContain("| breaking for clients and producers | `FIELD_REMOVED` | `/components/schemas/Collector/properties/closeDate` |");

      const compatible = await runPullRequestJob(REPOSITORY_WORKFLOW, "contract", { origin, head: "compatible", base: "main" });
      expect(compatible.failed).toBe(false);
      expect(compatible.summary).toContain(`| compatible | \`FIELD_ADDED_OPTIONAL\` | \`/components/schemas/Collector/properties/${ADDED_FIELD}\` |`);
    },
    TIMEOUT,
  );
});
