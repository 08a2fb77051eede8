// The one escaping rule every text from outside passes before it reaches a person (D16, D24): the
// CLI's lines, and the messages of every error the package throws that quotes input (a record's
// keys, a service's ids and bodies, a URL), which servers and CI jobs log.

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const SHORT_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * C0 and C1 control characters, DEL and the Unicode line and paragraph separators as `\n`,
 * `\r`, `\t` or `\uXXXX`: readable, one line whatever the input, and still valid inside a
 * JSON string, so a JSON document stays JSON.
 */
function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The one escaping rule between the input and anything printed (D16, D24), applied to every line
 * of every format the CLI prints and to every message of an error the package throws:
 * - control characters as in escapeControls, so that a line stays one line;
 * - `##[` as `##\u005b`: the GitHub Actions runner takes the legacy `##[name …]data` form for a
 *   command anywhere in a line, for any name it knows, and after `##[stop-commands]token` for
 *   the token too, so no name can be trusted;
 * - `::` at the start of the line (after white space, which the runner trims) as `\u003a:`,
 *   unless the line is a workflow command the package issues itself: the runner takes
 *   `::name …::data` there, and reads such a line as the command it is, never as a legacy one.
 * Inside a JSON string `\u005b` and `\u003a` mean the characters they replace, so JSON stays
 * the same JSON; elsewhere they read as the escapes they are.
 */
export function escapeLine(line: string, { workflowCommand = false } = {}): string {
  const escaped = escapeControls(line).replace(LEGACY_COMMAND, "##\\u005b");
  return workflowCommand ? escaped : escaped.replace(COMMAND_AT_LINE_START, "$1\\u003a");
}

const LEGACY_COMMAND = /##\[/g;
/** White space as .NET's TrimStart reads it (JavaScript's \s, and U+0085), then `::`. */
const COMMAND_AT_LINE_START = /^([\s\u0085]*):(?=:)/;
