// Every command's help, word for word: what a user reads to learn the options is reviewed
// when it changes (the snapshot beside this file), and each option of every table appears.
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

describe("survey-contract help", () => {
  it.each([[], ["validate"], ["diff"], ["probe"], ["mock"]])("%j --help", async (...command) => {
    const result = await runCli(...command, "--help");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatchSnapshot();
  });

  it("with no command, prints the help on standard output and exits 2", async () => {
    const result = await runCli();
    expect(result.code).toBe(2);
    expect(result.stdout).toBe((await runCli("--help")).stdout);
  });
});
