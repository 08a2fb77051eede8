// survey-contract: the package's command line, for CI pipelines. The executable is bin.ts.
import { parseArgs } from "node:util";
import { DEFAULT_DOCUMENT, diffCommand } from "./diff-command.js";
import { DIFF_FORMATS, type DiffFormat } from "./formats/diff-formats.js";
import { oneOf } from "./options.js";
import { EXIT, UsageError, escapingOutput, processOutput, writeLines, type Output, type Sink } from "./output.js";
import { mockCommand } from "./mock-command.js";
import { mockParseArgsOptions, mockSettings } from "./mock-options.js";
import { probeCommand } from "./probe-command.js";
import { probeParseArgsOptions, probeSettings } from "./probe-options.js";
import { DIFF_HELP, MAIN_HELP, MOCK_HELP, PROBE_HELP, VALIDATE_HELP } from "./usage.js";
import { validateCommand } from "./validate-command.js";
import { parseArgsOptions, validateSettings } from "./validate-options.js";
import { packageVersion } from "./version.js";

const COMMANDS = ["validate", "diff", "probe", "mock"];

export async function main(args: string[], sink: Sink = processOutput): Promise<number> {
  const out = escapingOutput(sink);
  const [command, ...rest] = args;
  try {
    switch (command) {
      case "validate":
        return await validate(rest, out);
      case "diff":
        return await diff(rest, out);
      case "probe":
        return await probe(rest, out);
      case "mock":
        return await mock(rest, out);
      case "-v":
      case "--version":
      case "version":
        out.stdout(packageVersion());
        return EXIT.OK;
      case undefined:
      case "-h":
      case "--help":
      case "help":
        writeLines(out.stdout, MAIN_HELP);
        return command === undefined ? EXIT.USAGE : EXIT.OK;
      default:
        throw new UsageError(`unknown command "${command}": use ${COMMANDS.join(", ")}`);
    }
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      const help = command !== undefined && COMMANDS.includes(command) ? `survey-contract ${command} --help` : "survey-contract --help";
      out.stderr(`survey-contract: ${(error as Error).message}`);
      out.stderr(`See ${help}.`);
      return EXIT.USAGE;
    }
    throw error;
  }
}

async function validate(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: parseArgsOptions() });
  if (values.help) {
    writeLines(out.stdout, VALIDATE_HELP);
    return EXIT.OK;
  }
  const [record, ...files] = positionals;
  if (record === undefined) throw new UsageError("name the record to check, such as CollectorPage");
  const settings = validateSettings(values);
  if (settings.each && settings.ndjson) throw new UsageError("--each reads a JSON array, --ndjson one record per line: give one of them");
  return validateCommand({ record, files, settings }, out);
}

async function probe(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: probeParseArgsOptions() });
  if (values.help) {
    writeLines(out.stdout, PROBE_HELP);
    return EXIT.OK;
  }
  if (positionals.length !== 1) throw new UsageError("give the URL of the list, with {page} where the page number goes");
  return probeCommand(positionals[0]!, probeSettings(values), out);
}

async function mock(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: mockParseArgsOptions() });
  if (values.help) {
    writeLines(out.stdout, MOCK_HELP);
    return EXIT.OK;
  }
  if (positionals.length > 0) throw new UsageError(`mock takes no arguments, only options (given: ${positionals.length})`);
  return mockCommand(mockSettings(values), out);
}

async function diff(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      allow: { type: "string", multiple: true, default: [] },
      "allow-file": { type: "string" },
      against: { type: "string" },
      "check-version": { type: "boolean", default: false },
      format: { type: "string", default: "text" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    writeLines(out.stdout, DIFF_HELP);
    return EXIT.OK;
  }
  const format = oneOf("--format", values.format, Object.keys(DIFF_FORMATS) as DiffFormat[]);
  const common = { allow: values.allow, allowFile: values["allow-file"], format, checkVersion: values["check-version"] };
  if (values.against !== undefined) {
    if (positionals.length > 1) throw new UsageError("with --against, give at most the new document (default generated/openapi.json)");
    return diffCommand({ ...common, against: values.against, current: positionals[0] ?? DEFAULT_DOCUMENT }, out);
  }
  if (positionals.length !== 2) throw new UsageError("give two documents, the old openapi.json and the new one, or --against <git ref>");
  const [previous, current] = positionals as [string, string];
  return diffCommand({ ...common, previous, current }, out);
}

function isParseArgsError(error: unknown): boolean {
  return error instanceof TypeError && typeof (error as NodeJS.ErrnoException).code === "string" && (error as NodeJS.ErrnoException).code!.startsWith("ERR_PARSE_ARGS");
}
