// The shipped OpenAPI document under the two linters users run on OpenAPI documents, from the
// packed tarball: Redocly's recommended rules and Spectral's spectral:oas, each with the config
// the package ships in lint/, pass with nothing to report; without it, each reports exactly the
// rules that config turns off (so every rule it turns off is one the document needs, with its
// reason written beside it).
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, expect, it } from "vitest";
import { ROOT, install, project } from "./tarball.js";

const run = promisify(execFile);

const TIMEOUT = 240_000;
const SPECTRAL = "@stoplight/spectral-cli@6.15.0";

let dir = "";
const shipped = (file: string) => path.join(dir, "node_modules/@survey-collection/contract", file);
const ENV = { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" };

beforeAll(async () => {
  dir = project("lint", { "package.json": JSON.stringify({ name: "consumer-lint", private: true }) });
  await install(dir, [SPECTRAL]);
}, TIMEOUT);

/** The rules a linter's JSON output names, once each, sorted. */
function rulesOf(problems: { code?: string; ruleId?: string }[]): string[] {
  return [...new Set(problems.map((problem) => problem.code ?? problem.ruleId ?? "?"))].sort();
}

/** A linter's JSON report on the shipped document, whatever it exits with (both exit 1 on what they find). */
async function report(bin: string, args: string[]): Promise<string> {
  try {
    return (await run(bin, [...args, shipped("generated/openapi.json")], { cwd: dir, env: { ...process.env, ...ENV }, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

async function spectral(args: string[]): Promise<string[]> {
  return rulesOf(JSON.parse(await report(path.join(dir, "node_modules/.bin/spectral"), ["lint", ...args, "--format", "json", "--quiet"])));
}

async function redocly(args: string[]): Promise<string[]> {
  const { problems } = JSON.parse(await report(path.join(ROOT, "node_modules/.bin/redocly"), ["lint", ...args, "--format", "json"])) as { problems: { ruleId: string }[] };
  return rulesOf(problems);
}

it(
  "spectral:oas with the shipped ruleset: nothing to report; without it, only the rules it turns off",
  async () => {
    expect(await spectral(["--ruleset", shipped("lint/spectral.yaml")])).toEqual([]);
    const bare = path.join(dir, "bare-spectral.yaml");
    writeFileSync(bare, 'extends: ["spectral:oas"]\n');
    expect(await spectral(["--ruleset", bare])).toEqual(["info-contact", "oas3-api-servers", "oas3-unused-component"]);
  },
  TIMEOUT,
);

it(
  "Redocly's recommended rules with the shipped config: nothing to report; without it, only the rules it turns off",
  async () => {
    expect(await redocly(["--config", shipped("lint/redocly.yaml")])).toEqual([]);
    expect(await redocly(["--extends", "recommended"])).toEqual(["no-empty-servers", "no-unused-components"]);
  },
  TIMEOUT,
);
