// Every command's help, word for word: what a user reads to learn the commands is reviewed when
// it changes (the snapshot beside this file). The parts that follow the contract and the option
// tables (the record names, each command's options, diff's rules) stand in the snapshot by
// name, and are held to their tables here instead: a new record, option or rule is no change
// of the reviewed words, and every one of them appears.
import { describe, expect, it } from "vitest";
import { RECORD_NAMES } from "../../generated/record-names.js";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DIFF_LIMITS } from "../../src/diff/limits.js";
import { RULES } from "../../src/diff/rules.js";
import { CHANGES_OPTIONS } from "../../src/cli/changes-options.js";
import { DIFF_OPTIONS } from "../../src/cli/diff-options.js";
import { MOCK_OPTIONS } from "../../src/cli/mock-options.js";
import { PROBE_OPTIONS } from "../../src/cli/probe-options.js";
import { VALIDATE_OPTIONS } from "../../src/cli/validate-options.js";
import { runCli } from "./run-cli.js";

const OPTIONS = { validate: VALIDATE_OPTIONS, diff: DIFF_OPTIONS, changes: CHANGES_OPTIONS, probe: PROBE_OPTIONS, mock: MOCK_OPTIONS };
const RULE_LINE = new RegExp(`^  (${Object.keys(RULES).join("|")}) +.*$`, "gm");

/** The help with each part a table gives named in its place, the rules' lines as one. */
function withTablesNamed(help: string, command: keyof typeof OPTIONS | undefined): string {
  let text = help.replace(`  ${RECORD_NAMES.join(", ")}`, "  <the record names>");
  if (command !== undefined) text = text.replace(OPTIONS[command].help(), `<${command}'s options>`);
  return text.replace(RULE_LINE, "<rule>").replace(/(<rule>\n)+<rule>/, "<the rules>");
}

describe("survey-contract help", () => {
  it.each([[], ["validate"], ["diff"], ["changes"], ["probe"], ["mock"]] as const)("%j --help: the words", async (...command) => {
    const result = await runCli(...command, "--help");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(withTablesNamed(result.stdout, command[0])).toMatchSnapshot();
  });

  it.each(Object.keys(OPTIONS) as (keyof typeof OPTIONS)[])("%s --help lists every option of its table, with its help", async (command) => {
    const { stdout } = await runCli(command, "--help");
    const options = stdout.slice(stdout.indexOf("\nOptions:\n"));
    for (const line of OPTIONS[command].help().split("\n")) expect(options).toContain(line);
    for (const flag of stdout.matchAll(/^ {2}(--[a-z-]+)/gm)) expect(OPTIONS[command].help()).toContain(flag[1]);
  });

  it("names every limit of diff, with its number, in diff's help and in docs/cli.md alike", async () => {
    const flat = (text: string) => text.replace(/\s+/g, " ");
    const help = flat((await runCli("diff", "--help")).stdout);
    const docs = flat(readFileSync(path.resolve(import.meta.dirname, "../../docs/cli.md"), "utf8"));
    expect(DIFF_LIMITS.length).toBeGreaterThan(0);
    for (const limit of DIFF_LIMITS) {
      expect(help).toContain(flat(limit));
      expect(docs).toContain(flat(limit));
    }
  });

  it("names every record in validate's help, and every rule in diff's", async () => {
    expect((await runCli("validate", "--help")).stdout).toContain(`one of\n  ${RECORD_NAMES.join(", ")}\n`);
    const diffHelp = (await runCli("diff", "--help")).stdout;
    for (const [rule, { class: side, bump }] of Object.entries(RULES)) expect(diffHelp).toMatch(new RegExp(`^  ${rule} +${side} \\(${bump}\\): `, "m"));
  });

  it("with no command, prints the help on standard output and exits 2", async () => {
    const result = await runCli();
    expect(result.code).toBe(2);
    expect(result.stdout).toBe((await runCli("--help")).stdout);
  });
});
