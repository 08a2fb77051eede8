// The README is also the package's page on the registry, read where only the tarball's files
// exist: a relative link must name a file the package ships, and a link into the repository
// must name a file the repository holds.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
// Text in a fenced code block is code, never a link (a regular expression holds "](" too).
const PROSE = README.replace(/^```[\s\S]*?^```/gm, "");
const LINKS = [...PROSE.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
const REPOSITORY = "https://github.com/survey-collection/contract";
const RAW = "https://raw.githubusercontent.com/survey-collection/contract/main/";

function shippedFiles(): string[] {
  const [report] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT, encoding: "utf8" }));
  return report.files.map((file: { path: string }) => file.path);
}

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n");
}

describe("the README on the package page", () => {
  it("names the repository, its home page and where to report a bug", () => {
    expect(pkg.repository).toEqual({ type: "git", url: `git+${REPOSITORY}.git` });
    expect(pkg.homepage).toBe(`${REPOSITORY}#readme`);
    expect(pkg.bugs).toEqual({ url: `${REPOSITORY}/issues` });
  });

  it("links only to files the package ships, or to the repository's own files", () => {
    const shipped = shippedFiles();
    const tracked = trackedFiles();
    const relative = LINKS.filter((link) => !/^[a-z]+:/.test(link) && !link.startsWith("#"));
    expect(relative.length).toBeGreaterThan(0);
    for (const link of relative) expect(shipped, `${link} is not in the package`).toContain(link.split("#")[0]);
    for (const link of LINKS.filter((l) => l.startsWith(RAW))) expect(tracked).toContain(link.slice(RAW.length));
    for (const link of LINKS.filter((l) => l.startsWith(`${REPOSITORY}/blob/main/`))) {
      expect(tracked).toContain(link.slice(`${REPOSITORY}/blob/main/`.length));
    }
  });
});
