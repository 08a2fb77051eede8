// survey-contract: the package's command line, for CI pipelines. The executable is bin.ts.
// Each command's code is imported only when that command runs, so that `--version`, `--help` and
// a small `validate` start at once, not after every command's modules have loaded.
import { EXIT, UsageError, escapingOutput, processOutput, writeLines, type Output, type Sink } from "./output.js";
import { MAIN_HELP } from "./usage.js";
import { packageVersion } from "./version.js";

const COMMANDS = ["validate", "diff", "changes", "probe", "mock"];

export async function main(args: string[], sink: Sink = processOutput): Promise<number> {
  const out = escapingOutput(sink);
  const [command, ...rest] = args;
  try {
    switch (command) {
      case "validate":
        return await validate(rest, out);
      case "diff":
        return await diff(rest, out);
      case "changes":
        return await changes(rest, out);
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
  const { VALIDATE_HELP, VALIDATE_OPTIONS } = await import("./validate-options.js");
  const parsed = VALIDATE_OPTIONS.parse(args);
  if (parsed.help) return help(out, VALIDATE_HELP);
  const [record, ...files] = parsed.positionals;
  if (record === undefined) throw new UsageError("name the record to check, such as CollectorPage");
  if (parsed.settings.each && parsed.settings.ndjson) throw new UsageError("--each reads a JSON array, --ndjson one record per line: give one of them");
  const { validateCommand } = await import("./validate-command.js");
  return validateCommand({ record, files, settings: parsed.settings }, out);
}

async function probe(args: string[], out: Output): Promise<number> {
  const { PROBE_HELP, PROBE_OPTIONS } = await import("./probe-options.js");
  const parsed = PROBE_OPTIONS.parse(args);
  if (parsed.help) return help(out, PROBE_HELP);
  if (parsed.positionals.length !== 1) throw new UsageError("give the URL of the list, with {page} where the page number goes");
  const { probeCommand } = await import("./probe-command.js");
  return probeCommand(parsed.positionals[0]!, parsed.settings, out);
}

async function mock(args: string[], out: Output): Promise<number> {
  const { MOCK_HELP, MOCK_OPTIONS } = await import("./mock-options.js");
  const parsed = MOCK_OPTIONS.parse(args);
  if (parsed.help) return help(out, MOCK_HELP);
  if (parsed.positionals.length > 0) throw new UsageError(`mock takes no arguments, only options (given: ${parsed.positionals.length})`);
  const { mockCommand } = await import("./mock-command.js");
  return mockCommand(parsed.settings, out);
}

async function diff(args: string[], out: Output): Promise<number> {
  const { DIFF_HELP, DIFF_OPTIONS } = await import("./diff-options.js");
  const parsed = DIFF_OPTIONS.parse(args);
  if (parsed.help) return help(out, DIFF_HELP);
  const { settings, positionals } = parsed;
  const { DEFAULT_DOCUMENT, diffCommand } = await import("./diff-command.js");
  const common = {
    allow: settings.allow,
    allowFile: settings.allowFile,
    format: settings.format,
    checkVersion: settings.checkVersion,
    allowNewDocument: settings.allowNewDocument,
    lifecycle: { today: settings.today, deprecationDays: settings.deprecationDays },
  };
  if (settings.against !== undefined) {
    if (positionals.length > 1) throw new UsageError("with --against, give at most the new document (default generated/openapi.json)");
    return diffCommand({ ...common, against: settings.against, current: positionals[0] ?? DEFAULT_DOCUMENT, currentDefaulted: positionals[0] === undefined }, out);
  }
  if (positionals.length !== 2) throw new UsageError("give two documents, the old openapi.json and the new one, or --against <git ref>");
  const [previous, current] = positionals as [string, string];
  return diffCommand({ ...common, previous, current }, out);
}

async function changes(args: string[], out: Output): Promise<number> {
  const { CHANGES_HELP, CHANGES_OPTIONS } = await import("./changes-options.js");
  const parsed = CHANGES_OPTIONS.parse(args);
  if (parsed.help) return help(out, CHANGES_HELP);
  if (parsed.positionals.length > 0) throw new UsageError(`changes takes no arguments, only options (given: ${parsed.positionals.length}); name versions with --from and --to`);
  const { changesCommand } = await import("./changes-command.js");
  const { from, to, for: sides, format } = parsed.settings;
  return changesCommand({ ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }), sides, format }, out);
}

function help(out: Output, text: string): number {
  writeLines(out.stdout, text);
  return EXIT.OK;
}

function isParseArgsError(error: unknown): boolean {
  return error instanceof TypeError && typeof (error as NodeJS.ErrnoException).code === "string" && (error as NodeJS.ErrnoException).code!.startsWith("ERR_PARSE_ARGS");
}
