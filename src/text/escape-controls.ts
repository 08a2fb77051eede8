// The escaping every text from outside gets before it reaches a person: the CLI's lines
// (cli/output.ts adds the CI runners' rules) and the messages of errors a service caused.

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const SHORT_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * C0 and C1 control characters, DEL and the Unicode line and paragraph separators as `\n`,
 * `\r`, `\t` or `\uXXXX`: readable, one line whatever the input, and still valid inside a
 * JSON string, so a JSON document stays JSON.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
