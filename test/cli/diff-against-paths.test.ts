// diff --against reads the document the ref holds at the path given, name by name, in git
// repositories of their own: a symbolic link on either side, `..` after a link, a path that
// reaches the repository through a link, a name spelled in another case, a prefix of the ref's
// name, a submodule and a repository nested in the checkout are each refused in words (exit 2),
// where each once compared the change with another document or with none and passed it.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, shell } from "./run-cli.js";
import { FROZEN_DOCUMENT } from "../documents.js";

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "protocol.file.allow=always", ...args], { cwd, stdio: "pipe" }).toString();
}

const DOCUMENT = "generated/openapi.json";

/** The frozen document with `Collector.name` removed: a break of clients, which --against must see. */
function writeBrokenDocument(file: string): void {
  const document = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
  delete document.components.schemas.Collector.properties.name;
  document.components.schemas.Collector.required = document.components.schemas.Collector.required.filter((field: string) => field !== "name");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(document, null, 2));
}

/** A repository whose main holds the frozen document at generated/openapi.json (or as `main` lays it out), on a branch `change`. */
function repository(main: (repo: string) => void = (repo) => copyInto(repo, DOCUMENT)): string {
  const repo = mkdtempSync(path.join(tmpdir(), "contract-paths-"));
  git(repo, "init", "-q", "-b", "main");
  main(repo);
  commitAll(repo, "the contract");
  git(repo, "checkout", "-q", "-b", "change");
  return repo;
}

function copyInto(repo: string, file: string): void {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  copyFileSync(FROZEN_DOCUMENT, path.join(repo, file));
}

function commitAll(repo: string, message: string): void {
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "--allow-empty", "-m", message);
}

/** The pull request of the report: the document moved to newdir/, generated/ made a link to it, and Collector.name removed. */
function moveBehindFolderLink(repo: string): void {
  mkdirSync(path.join(repo, "newdir"));
  git(repo, "mv", DOCUMENT, "newdir/openapi.json");
  rmSync(path.join(repo, "generated"), { recursive: true, force: true });
  symlinkSync("newdir", path.join(repo, "generated"));
  writeBrokenDocument(path.join(repo, "newdir/openapi.json"));
  commitAll(repo, "generated/ is a link");
}

const diffAgainstMain = (file: string, ...flags: string[]) => runCli("diff", "--against", "main", file, "--check-version", ...flags);

describe("diff --against refuses a document reached through a symbolic link", () => {
  it("refuses generated/ made a link to the folder the document moved to, run from the checkout as CI runs it (was: exit 0, 12 changes, 0 breaking, 0.0.0 → 0.1.0)", async () => {
    const repo = repository();
    moveBehindFolderLink(repo);
    const result = await shell(`cd '${repo}' && node "$BIN" diff --against main ${DOCUMENT} --check-version`);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      "survey-contract: generated/openapi.json: generated is a symbolic link in the checkout, and --against reads the document at the path given, which at the ref is no link: name the document by its own path in the repository",
    );

    // The same change made in place is the break it is.
    const inPlace = repository();
    writeBrokenDocument(path.join(inPlace, DOCUMENT));
    commitAll(inPlace, "Collector.name removed");
    const judged = await shell(`cd '${inPlace}' && node "$BIN" diff --against main ${DOCUMENT} --check-version`);
    expect(judged.code).toBe(1);
    expect(judged.stdout).toContain("FIELD_REMOVED /components/schemas/Collector/properties/name");
  });

  it("reads a path with .. after a real folder, and refuses .. after a link (was: exit 0, the ref read at the folder the link leads to)", async () => {
    const repo = repository((main) => {
      copyInto(main, DOCUMENT);
      mkdirSync(path.join(main, "sub"));
      writeFileSync(path.join(main, "sub/README.md"), "a folder\n");
    });
    writeBrokenDocument(path.join(repo, DOCUMENT));
    commitAll(repo, "Collector.name removed");
    const throughFolder = await diffAgainstMain(path.join(repo, "sub/../generated/openapi.json"));
    expect(throughFolder.code).toBe(1);
    expect(throughFolder.stdout).toContain("FIELD_REMOVED /components/schemas/Collector/properties/name");

    mkdirSync(path.join(repo, "deep/generated"), { recursive: true });
    git(repo, "mv", DOCUMENT, "deep/generated/openapi.json");
    rmSync(path.join(repo, "generated"), { recursive: true, force: true });
    symlinkSync("deep/generated", path.join(repo, "generated"));
    commitAll(repo, "generated/ is a link");
    const throughLink = await shell(`cd '${repo}' && node "$BIN" diff --against main generated/../generated/openapi.json --check-version`);
    expect(throughLink.code).toBe(2);
    expect(throughLink.stderr).toContain(
      "generated/../generated/openapi.json: .. follows generated, which is a symbolic link: the system reads .. there elsewhere than the path says; name the document by its path in the repository, without ..",
    );
  });
});

/**
 * Each trick, made on the branch after Collector.name was removed in place (or laid out on
 * main): the path given, and the words of the refusal. Each once compared the change with
 * another document, or with none, or said something untrue.
 */
const TRICKS: [string, { main?: (repo: string) => void; change: (repo: string) => string }, string][] = [
  ["a folder of the path is a link in the checkout", { change: (repo) => (moveBehindFolderLink(repo), path.join(repo, DOCUMENT)) }, "generated is a symbolic link in the checkout"],
  [
    "the document is a link in the checkout",
    {
      change: (repo) => {
        git(repo, "mv", DOCUMENT, "elsewhere.json");
        symlinkSync("../elsewhere.json", path.join(repo, DOCUMENT));
        return path.join(repo, DOCUMENT);
      },
    },
    "generated/openapi.json is a symbolic link in the checkout",
  ],
  [
    "a folder of the path is a link at the ref only",
    {
      main: (main) => {
        copyInto(main, "real/openapi.json");
        symlinkSync("real", path.join(main, "generated"));
      },
      change: (repo) => {
        rmSync(path.join(repo, "generated"));
        git(repo, "mv", "real", "generated");
        return path.join(repo, DOCUMENT);
      },
    },
    "main:generated/openapi.json: at main, generated is a symbolic link, which --against does not follow: name the document by its own path",
  ],
  [
    "the document is a link at the ref only",
    {
      main: (main) => {
        copyInto(main, "real.json");
        mkdirSync(path.join(main, "generated"));
        symlinkSync("../real.json", path.join(main, DOCUMENT));
      },
      change: (repo) => {
        rmSync(path.join(repo, DOCUMENT));
        git(repo, "mv", "real.json", DOCUMENT);
        return path.join(repo, DOCUMENT);
      },
    },
    "main:generated/openapi.json: at main, generated/openapi.json is a symbolic link",
  ],
  [
    "a link outside the repository leads into the middle of it",
    {
      change: (repo) => {
        const outside = mkdtempSync(path.join(tmpdir(), "contract-outside-"));
        symlinkSync(path.join(repo, "generated"), path.join(outside, "link"));
        return path.join(outside, "link/openapi.json");
      },
    },
    "/link/openapi.json: reaches the repository at ",
  ],
  [
    "the document is spelled in another case than the ref spells it",
    {
      change: (repo) => {
        git(repo, "mv", DOCUMENT, "generated/OpenAPI.json");
        return path.join(repo, "generated/OpenAPI.json");
      },
    },
    "main:generated/OpenAPI.json: main holds generated/openapi.json, spelled otherwise than generated/OpenAPI.json: name the document as the repository spells it",
  ],
  [
    "the path is a prefix of the ref's",
    {
      change: (repo) => {
        git(repo, "mv", DOCUMENT, "generated/openapi");
        return path.join(repo, "generated/openapi");
      },
    },
    "main:generated/openapi: main holds no generated/openapi, and with no document to compare with every change would pass as new",
  ],
  [
    "a folder of the path is a submodule at the ref",
    {
      main: (main) => {
        const other = mkdtempSync(path.join(tmpdir(), "contract-module-"));
        git(other, "init", "-q", "-b", "main");
        git(other, "commit", "-q", "--allow-empty", "-m", "empty");
        git(main, "update-index", "--add", "--cacheinfo", `160000,${git(other, "rev-parse", "HEAD").trim()},generated`);
        // A submodule not checked out is an empty folder, which git add leaves as it is.
        mkdirSync(path.join(main, "generated"));
      },
      change: (repo) => {
        git(repo, "rm", "-q", "--cached", "generated");
        copyInto(repo, DOCUMENT);
        return path.join(repo, DOCUMENT);
      },
    },
    "main:generated/openapi.json: at main, generated is a submodule, a repository of its own",
  ],
  [
    "a folder of the path is a file at the ref",
    {
      main: (main) => copyInto(main, "generated"),
      change: (repo) => {
        git(repo, "mv", "generated", "old.json");
        copyInto(repo, DOCUMENT);
        return path.join(repo, DOCUMENT);
      },
    },
    "main:generated/openapi.json: at main, generated is a file, not a folder",
  ],
];

describe("diff --against names a refused path escaped", () => {
  it("keeps a link's name with a line break and a workflow command to one line of its own (was: exit 0, compared with no document)", async () => {
    const repo = repository();
    const name = "gen\n::error::forged\u001b[2J";
    mkdirSync(path.join(repo, "newdir"));
    git(repo, "mv", DOCUMENT, "newdir/openapi.json");
    writeBrokenDocument(path.join(repo, "newdir/openapi.json"));
    symlinkSync("newdir", path.join(repo, name));
    commitAll(repo, "a link with a hostile name");
    const result = await diffAgainstMain(path.join(repo, name, "openapi.json"), "--format", "github");
    expect(result).toMatchObject({ code: 2, stdout: "" });
    const lines = result.stderr.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("gen\\n::error::forged\\u001b[2J/openapi.json: gen\\n::error::forged\\u001b[2J is a symbolic link in the checkout");
  });
});

describe("diff --against refuses every path trick in words, exit 2", () => {
  it.each(TRICKS)("%s", async (_, { main, change }, words) => {
    const repo = repository(main);
    if (main === undefined) {
      writeBrokenDocument(path.join(repo, DOCUMENT));
      commitAll(repo, "Collector.name removed");
    }
    const file = change(repo);
    if (main !== undefined) writeBrokenDocument(path.join(repo, DOCUMENT));
    commitAll(repo, "the trick");
    const result = await diffAgainstMain(file);
    expect(result).toMatchObject({ code: 2, stdout: "" });
    expect(result.stderr).toContain(words);
  });

  it("refuses a document in a repository nested in the checkout, which would choose its own main (was: exit 0, read from the nested repository)", async () => {
    const repo = repository();
    rmSync(path.join(repo, "generated"), { recursive: true });
    commitAll(repo, "generated/ removed");
    // generated/ becomes a repository of its own, whose main holds the changed document.
    writeBrokenDocument(path.join(repo, DOCUMENT));
    const nested = path.join(repo, "generated");
    git(nested, "init", "-q", "-b", "main");
    commitAll(nested, "a baseline of its own");
    const result = await shell(`cd '${repo}' && node "$BIN" diff --against main ${DOCUMENT} --check-version`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("generated/openapi.json: is in generated, a repository of its own (a submodule) inside the one here");
  });

  it("says a file in no git repository is in none (was: main is not a commit of this clone, fetch it)", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "contract-no-repo-"));
    copyFileSync(FROZEN_DOCUMENT, path.join(folder, "openapi.json"));
    const result = await diffAgainstMain(path.join(folder, "openapi.json"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("openapi.json: is in no git working tree");
    expect(result.stderr).not.toContain("not a commit of this clone");
  });
});

describe("a document the ref does not hold", () => {
  /** A repository whose main holds only a README, and a branch that adds generated/openapi.json. */
  function repositoryAddingTheDocument(): string {
    const repo = repository((main) => writeFileSync(path.join(main, "README.md"), "a service\n"));
    copyInto(repo, DOCUMENT);
    commitAll(repo, "the contract");
    return repo;
  }

  it("is an input error that says what to do, not a pass against an empty contract (was: exit 0, every record added)", async () => {
    const file = path.join(repositoryAddingTheDocument(), DOCUMENT);
    for (const format of ["text", "json", "github", "markdown", "junit"]) {
      const result = await diffAgainstMain(file, "--format", format);
      expect(result).toMatchObject({ code: 2, stdout: "" });
      expect(result.stderr).toContain(
        "main:generated/openapi.json: main holds no generated/openapi.json, and with no document to compare with every change would pass as new: if this change adds the document, pass --allow-new-document (for this change only)",
      );
    }
  });

  it("with --allow-new-document, is compared with an empty contract, and every format says so", async () => {
    const file = path.join(repositoryAddingTheDocument(), DOCUMENT);
    const version = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8")).info.version;
    const said =
      "No document at main: main holds no generated/openapi.json, so every record is compared with an empty contract at 0.0.0 (--allow-new-document), not with an earlier version of the contract.";
    const run = (format: string) => diffAgainstMain(file, "--allow-new-document", "--format", format);

    const text = await run("text");
    expect(text.code).toBe(0);
    expect(text.stderr.split("\n")).toEqual([said, "12 changes, 0 breaking", `The changes need a minor version bump; 0.0.0 → ${version} is a minor bump.`]);

    const markdown = await run("markdown");
    expect(markdown.stdout.split("\n").slice(0, 4)).toEqual([`## Contract changes: 0.0.0 → ${version}`, "", `> **Warning**: ${said}`, ""]);

    const github = (await run("github")).stdout.split("\n");
    expect(github[0]).toBe(`::warning file=${file},title=no document at the ref::${said}`);
    expect(github.at(-1)).toBe(`survey-contract diff: ${said} 12 changes, 0 breaking. The changes need a minor version bump; 0.0.0 → ${version} is a minor bump.`);

    const json = JSON.parse((await run("json")).stdout);
    expect(json).toMatchObject({ previous: "main:generated/openapi.json", previousAbsent: true, notice: said, breaking: false });

    expect((await run("junit")).stdout).toContain(`<system-out>${said} 12 changes, 0 breaking.`);
  });

  it("refuses --allow-new-document where the ref holds the document, and without --against", async () => {
    const repo = repository();
    const held = await diffAgainstMain(path.join(repo, DOCUMENT), "--allow-new-document");
    expect(held.code).toBe(2);
    expect(held.stderr).toContain(
      "--allow-new-document: main holds generated/openapi.json already, so this change does not add the document: remove the flag, and the change is compared with the document main holds",
    );
    const alone = await runCli("diff", FROZEN_DOCUMENT, FROZEN_DOCUMENT, "--allow-new-document");
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain("--allow-new-document goes with --against <ref>");
  });

  it("json says previousAbsent: false where the ref holds the document", async () => {
    const repo = repository();
    const json = JSON.parse((await diffAgainstMain(path.join(repo, DOCUMENT), "--format", "json")).stdout);
    expect(json).toMatchObject({ previous: "main:generated/openapi.json", previousAbsent: false, changes: [] });
    expect(json.notice).toBeUndefined();
  });
});
