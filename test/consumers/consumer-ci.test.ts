// A consumer repository's CI, as the README and examples/github-workflow run it: the packed
// package's survey-contract, in a git repository that keeps its copy of the contract at a path
// of its own, checking a branch against main with --against, and its copy against the version
// installed, named by the package's export.
import { execFileSync } from "node:child_process";
import { readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT, exec, install, project } from "./tarball.js";

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

const TIMEOUT = 240_000;

function git(dir: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=ci", "-c", "user.email=ci@example.com", ...args], { cwd: dir, stdio: "pipe" });
}

it(
  "checks a branch against main at the repository's own path, with annotations GitHub can place (was: generated/openapi.json assumed, file=main%3A…)",
  async () => {
    const document = JSON.parse(readFileSync(path.join(ROOT, "generated/openapi.json"), "utf8"));
    const dir = project("consumer-ci", { "package.json": JSON.stringify({ name: "consumer-ci", private: true }) });
    await install(dir, []);
    writeFileSync(path.join(dir, ".gitignore"), "node_modules\n");
    writeFileSync(path.join(dir, "contract.json"), `${JSON.stringify(document, null, 2)}\n`);
    git(dir, "init", "-q", "-b", "main");
    git(dir, "add", ".");
    git(dir, "commit", "-q", "-m", "the contract as released");
    git(dir, "checkout", "-q", "-b", "feature");
    delete document.components.schemas.Collector.properties.closeDate;
    writeFileSync(path.join(dir, "contract.json"), `${JSON.stringify(document, null, 2)}\n`);

    const bin = path.join(dir, "node_modules/.bin/survey-contract");
    const failed = await exec(bin, ["diff", "--against", "main", "contract.json", "--check-version", "--format", "github"], dir).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    const printed = String((failed as Error).message);
    expect(printed).toMatch(/^::error file=contract\.json,line=\d+,col=\d+,title=FIELD_REMOVED \(breaking for clients and producers\)::/m);
    expect(printed).not.toContain("main%3A");

    const unnamed = await exec(bin, ["diff", "--against", "main"], dir).catch((error: Error) => error);
    expect(String((unnamed as Error).message)).toContain(
      "no document given, and generated/openapi.json (where this package keeps its own) is not here: name the contract document",
    );
  },
  TIMEOUT,
);

it(
  "runs the deprecation lifecycle on a consumer's contract: announce (a minor bump), remove too early (a break), remove after the sunset (no allow-list entry, a major bump)",
  async () => {
    const document = JSON.parse(readFileSync(path.join(ROOT, "generated/openapi.json"), "utf8"));
    const dir = project("consumer-lifecycle", { "package.json": JSON.stringify({ name: "consumer-lifecycle", private: true }) });
    await install(dir, []);
    const bin = path.join(dir, "node_modules/.bin/survey-contract");
    const commit = (message: string, version: string, edit: (schemas: Record<string, any>) => void) => {
      edit(document.components.schemas);
      document.info.version = version;
      writeFileSync(path.join(dir, "contract.json"), `${JSON.stringify(document, null, 2)}\n`);
      git(dir, "add", ".");
      git(dir, "commit", "-q", "-m", message);
    };
    const diff = (...flags: string[]) =>
      exec(bin, ["diff", "--against", "HEAD~1", "contract.json", "--check-version", ...flags], dir).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: Error) => ({ code: 1, stdout: error.message }),
      );
    writeFileSync(path.join(dir, ".gitignore"), "node_modules\n");
    git(dir, "init", "-q", "-b", "main");
    commit("released", "1.0.0", () => {});

    commit("deprecate senderId", "1.1.0", (schemas) => Object.assign(schemas.Collector.properties.senderId, { deprecated: true, "x-sunset": "2027-06-01" }));
    const announced = await diff("--today", "2026-11-25", "--format", "markdown");
    expect(announced.code).toBe(0);
    expect(announced.stdout).toContain("| `DEPRECATED` | `/components/schemas/Collector/properties/senderId` | deprecated, to be removed on or after 2027-06-01 |");

    commit("remove senderId", "2.0.0", (schemas) => delete schemas.Collector.properties.senderId);
    const early = await diff("--today", "2027-05-01", "--format", "github");
    expect(early.code).toBe(1);
    expect(early.stdout).toMatch(
      /^::error file=contract\.json,line=\d+,col=\d+,title=FIELD_REMOVED .*senderId was removed; removed before its sunset, 2027-06-01; for example \{.*"senderId":""\} is admitted before and refused now, and \{.*"senderId":0\} is admitted now and refused before$/m,
    );
    const due = await diff("--today", "2027-06-01");
    expect(due.code).toBe(0);
    expect(due.stdout).toContain("(allowed: deprecated, and removed on or after its x-sunset): FIELD_REMOVED /components/schemas/Collector/properties/senderId");
  },
  TIMEOUT,
);

it(
  "compares the project's copy of the contract with the version installed, named by the package's export, from any folder of the project",
  async () => {
    const document = JSON.parse(readFileSync(path.join(ROOT, "generated/openapi.json"), "utf8"));
    delete document.components.schemas.Collector.properties.closeDate;
    const dir = project("consumer-export-name", {
      "package.json": JSON.stringify({ name: "consumer-export-name", private: true }),
      "contract/openapi.json": JSON.stringify(document),
      "service/src/.keep": "",
    });
    await install(dir, []);
    const installed = realpathSync(path.join(dir, "node_modules/@survey-collection/contract/generated/openapi.json"));

    const { stdout } = await exec(
      npx,
      ["survey-contract", "diff", "../../contract/openapi.json", "@survey-collection/contract/openapi.json", "--format", "json"],
      path.join(dir, "service/src"),
    );
    const report = JSON.parse(stdout);
    expect(report.current).toBe(installed);
    expect(report.changes).toEqual([expect.objectContaining({ rule: "FIELD_ADDED_OPTIONAL", pointer: "/components/schemas/Collector/properties/closeDate", file: installed })]);

    const same = await exec(npx, ["survey-contract", "diff", "@survey-collection/contract/openapi.json", "node_modules/@survey-collection/contract/generated/openapi.json"], dir);
    expect(same.stderr).toContain("no changes to the contract");

    const missing = await exec(npx, ["survey-contract", "diff", "contract/openapi.json", "@survey-collection/contract/openapi.yaml"], dir).catch((error: Error) => error);
    expect(String((missing as Error).message)).toContain(
      "survey-contract: @survey-collection/contract/openapi.yaml: is no file, and the package @survey-collection/contract, installed where Node looks from",
    );
    expect(String((missing as Error).message)).not.toMatch(/\n\s+at /);
    expect(((missing as Error).cause as { code?: number }).code).toBe(2);
  },
  TIMEOUT,
);
