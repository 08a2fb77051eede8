// A consumer repository's CI, as the README and examples/github-workflow run it: the packed
// package's survey-contract, in a git repository that keeps its copy of the contract at a path
// of its own, checking a branch against main with --against.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT, exec, install, project } from "./tarball.js";

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
