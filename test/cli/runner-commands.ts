// A reading of how the GitHub Actions runner finds commands in a log line (actions/runner,
// src/Runner.Common/ActionCommand.cs and src/Runner.Worker/ActionCommandManager.cs), so that
// tests can ask of every printed line what the runner would do with it.
//
// The runner tries the `::name props::data` form first (TryParseV2: the line, its leading
// white space trimmed, starts with `::`), then the legacy `##[name props]data` form (TryParse:
// `##[` anywhere in the line). Either counts only for a registered name, compared without case;
// `##[stop-commands]token` registers `token` itself until it is seen again.

/** Every command name the runner registers (ActionCommandManager.Initialize and its extensions). */
export const REGISTERED_COMMANDS = [
  "stop-commands",
  "set-env",
  "set-output",
  "save-state",
  "add-mask",
  "add-path",
  "add-matcher",
  "remove-matcher",
  "debug",
  "warning",
  "error",
  "notice",
  "group",
  "endgroup",
  "echo",
  "internal-set-repo-path",
] as const;

export interface RunnerCommand {
  form: "v2" | "legacy";
  command: string;
  properties: Record<string, string>;
  data: string;
}

/** .NET's char.IsWhiteSpace, which String.TrimStart() trims. */
const DOTNET_WHITE_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;

/**
 * What the runner reads in one log line: the command, or undefined. `extra` are names
 * registered besides the runner's own (a stop token); any name counts when `anyName` is set,
 * since a stop-commands token can be any text.
 */
export function runnerCommandOf(line: string, { anyName = false, extra = [] as string[] } = {}): RunnerCommand | undefined {
  const known = (name: string) => anyName || [...REGISTERED_COMMANDS, ...extra].some((registered) => registered.toLowerCase() === name.toLowerCase());
  return parseV2(line, known) ?? parseLegacy(line, known);
}

function parseV2(line: string, known: (name: string) => boolean): RunnerCommand | undefined {
  const message = line.replace(DOTNET_WHITE_SPACE, "");
  if (!message.startsWith("::")) return undefined;
  const end = message.indexOf("::", 2);
  if (end < 0) return undefined;
  // TryParseV2 trims the properties, and separates them with commas.
  const read = commandInfo(message.slice(2, end), known, { separator: ",", trim: true, escapes: PROPERTY_ESCAPES });
  return read && { form: "v2", ...read, data: unescape(message.slice(end + 2), DATA_ESCAPES) };
}

function parseLegacy(line: string, known: (name: string) => boolean): RunnerCommand | undefined {
  const prefix = line.indexOf("##[");
  if (prefix < 0) return undefined;
  const close = line.indexOf("]", prefix);
  if (close < 0) return undefined;
  const read = commandInfo(line.slice(prefix + 3, close), known, { separator: ";", trim: false, escapes: LEGACY_ESCAPES });
  return read && { form: "legacy", ...read, data: unescape(line.slice(close + 1), LEGACY_ESCAPES) };
}

/** `name key=value<sep>key=value`: the command, if registered, and its properties, as both forms read them. */
function commandInfo(
  info: string,
  known: (name: string) => boolean,
  { separator, trim, escapes }: { separator: string; trim: boolean; escapes: [string, string][] },
): { command: string; properties: Record<string, string> } | undefined {
  const space = info.indexOf(" ");
  const command = space < 0 ? info : info.slice(0, space);
  if (!known(command)) return undefined;
  const properties: Record<string, string> = {};
  if (space > 0) {
    const list = trim ? info.slice(space + 1).trim() : info.slice(space + 1);
    for (const pair of list.split(separator).filter((p) => p !== "")) {
      const at = pair.indexOf("=");
      if (at > 0 && at < pair.length - 1) properties[pair.slice(0, at)] = unescape(pair.slice(at + 1), escapes);
    }
  }
  return { command, properties };
}

/** The runner's unescaping: each replacement back to its token, in the runner's order. */
const DATA_ESCAPES: [string, string][] = [
  ["%0D", "\r"],
  ["%0A", "\n"],
  ["%25", "%"],
];
const PROPERTY_ESCAPES: [string, string][] = [
  ["%0D", "\r"],
  ["%0A", "\n"],
  ["%3A", ":"],
  ["%2C", ","],
  ["%25", "%"],
];
const LEGACY_ESCAPES: [string, string][] = [
  ["%3B", ";"],
  ["%0D", "\r"],
  ["%0A", "\n"],
  ["%5D", "]"],
  ["%25", "%"],
];

function unescape(text: string, escapes: [string, string][]): string {
  return escapes.reduce((result, [replacement, token]) => result.replaceAll(replacement, token), text);
}

/** The lines of a log the way the runner splits them (StreamReader.ReadLine: \r, \n or \r\n). */
export function logLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
