// The sample GitHub workflow in examples/ runs survey-contract commands that exist, with
// options each command accepts, so that a user who copies it gets a working check.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const WORKFLOW = readFileSync(path.resolve(import.meta.dirname, "../../examples/github-workflow/contract.yml"), "utf8");
const COMMANDS = [...WORKFLOW.matchAll(/npx survey-contract (\w+) ([^>|\n]*)/g)].map(([, command, rest]) => ({ command: command!, words: rest!.trim().split(/\s+/) }));

describe("the sample GitHub workflow", () => {
  it("runs validate, diff --check-version and probe with GitHub annotations", () => {
    expect(COMMANDS.map((c) => c.command)).toEqual(["validate", "diff", "diff", "probe", "validate"]);
    expect(COMMANDS[1]!.words).toEqual(expect.arrayContaining(["--check-version", "--format", "github", "--against"]));
    expect(COMMANDS[3]!.words).toEqual(expect.arrayContaining(["--list", "--first-page", "--header", "--format", "github"]));
  });

  it.each(COMMANDS.map((c) => [`${c.command} ${c.words.join(" ")}`, c] as const))("uses only options that %s accepts", async (_, { command, words }) => {
    const help = (await runCli(command, "--help")).stdout;
    for (const option of words.filter((word) => word.startsWith("--"))) expect(help).toContain(option);
    const format = words[words.indexOf("--format") + 1];
    expect(help).toContain(`${format}`);
  });
});
