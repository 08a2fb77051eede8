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
import { runPullRequestJob, type JobRun } from "./workflow-runner.js";

const TIMEOUT = 600_000;
const CONSUMER_WORKFLOW = path.join(ROOT, "examples/github-workflow/contract.yml");
const REPOSITORY_WORKFLOW = path.join(ROOT, ".github/workflows/contract.yml");

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=ci", "-c", "user.email=ci@example.com", ...args], { cwd, stdio: "pipe" });
}

type Document = Record<string, any>;

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

/** An optional field and the minor bump it needs. */
function addNicknameWithMinorBump(document: Document): void {
  document.components.schemas.Collector.properties.nickname = { type: "string", description: "What the team calls the collector." };
  const [major, minor] = String(document.info.version).split(".").map(Number);
  document.info.version = `${major}.${minor! + 1}.0`;
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
  branch(repo, "compatible", "contract/openapi.json", addNicknameWithMinorBump);
  return repo;
}

describe("the example workflow, in a repository that uses the package", () => {
  it(
    "fails a breaking pull request at the check, still writes the summary and the report; passes a compatible one, probe included",
    async () => {
      const origin = await consumerRepository();
      const env = { PORT: String(await freePort()) };

      const breaking = await runPullRequestJob(CONSUMER_WORKFLOW, "contract", { origin, head: "breaking", base: "main", env });
      expect(breaking.failed).toBe(true);
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
      expect(breaking.summary).toContain("**Minor version bump needed**. The change needs a minor version bump; the version stays 0.1.0 (too small).");
      expect(breaking.summary).toContain("| breaking for clients and producers | `FIELD_REMOVED` | `/components/schemas/Collector/properties/closeDate` |");
      expect(output(breaking, "actions/upload-artifact@v4")).toMatch(/^<\?xml[\s\S]*<testsuites[^>]* failures="0"/);

      const compatible = await runPullRequestJob(CONSUMER_WORKFLOW, "contract", { origin, head: "compatible", base: "main", env });
      expect(compatible.failed).toBe(false);
      expect(Object.values(outcomes(compatible))).toEqual(Array(9).fill("success"));
      expect(compatible.summary).toContain("**Minor version bump needed**");
      expect(compatible.summary).toContain("| compatible | `FIELD_ADDED_OPTIONAL` | `/components/schemas/Collector/properties/nickname` |");
      expect(output(compatible, "Probe the running service")).toContain("CollectorPage");
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

describe("this repository's workflow", () => {
  it(
    "fails a pull request that removes a field, with its summary; passes one that adds an optional field with a minor bump",
    async () => {
      const origin = path.join(project("workflow-repository", {}), "origin");
      git(tmpdir(), "clone", "-q", ROOT, origin);
      git(origin, "checkout", "-q", "-B", "main");
      branch(origin, "breaking", "generated/openapi.json", removeCloseDate);
      branch(origin, "compatible", "generated/openapi.json", addNicknameWithMinorBump);

      const breaking = await runPullRequestJob(REPOSITORY_WORKFLOW, "contract", { origin, head: "breaking", base: "main" });
      expect(breaking.failed).toBe(true);
      expect(outcomes(breaking)).toMatchObject({ "Check the contract change": "failure", "Describe the contract change": "success" });
      expect(output(breaking, "Check the contract change")).toMatch(/^::error file=generated\/openapi\.json,line=\d+,col=\d+,title=FIELD_REMOVED/m);
      expect(breaking.summary).toContain("| breaking for clients and producers | `FIELD_REMOVED` | `/components/schemas/Collector/properties/closeDate` |");

      const compatible = await runPullRequestJob(REPOSITORY_WORKFLOW, "contract", { origin, head: "compatible", base: "main" });
      expect(compatible.failed).toBe(false);
      expect(compatible.summary).toContain("| compatible | `FIELD_ADDED_OPTIONAL` | `/components/schemas/Collector/properties/nickname` |");
    },
    TIMEOUT,
  );
});
