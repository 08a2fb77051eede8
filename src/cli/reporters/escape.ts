// How text from the input is made safe for each output format. Every line also passes through
// the Output's escapeLine on its way out (output.ts); these add what each format needs.

/** GitHub Actions workflow commands: the message of `::error …::message`. */
export function githubData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** GitHub Actions workflow commands: a property value such as `file=` or `title=`. */
export function githubProperty(text: string): string {
  return githubData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/**
 * XML 1.0 character data or an attribute value: the five markup characters as entities, and
 * every character XML cannot hold at all (C0 controls but tab, line feed and carriage return,
 * lone surrogates, U+FFFE and U+FFFF) as the text `\uXXXX`, so the document is well-formed
 * whatever the input held. Line breaks become `&#10;` so that a value stays on its line.
 */
export function xmlText(text: string): string {
  return text.replace(XML_SPECIAL, (c) => XML_ENTITIES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const XML_SPECIAL = /[&<>"'\n\r\t]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\n": "&#10;",
  "\r": "&#13;",
  "\t": "&#9;",
};

/**
 * Markdown text in a table cell or a list item: no line break, no column separator, no HTML, no
 * entity, code spans kept closed; and each word GitHub could make a link or a notification of (a
 * URL, `www.`, an e-mail address, an @mention, an issue, a commit) in a code span of its own,
 * where GitHub makes neither, so that a name in a document cannot link a reader elsewhere or
 * call anyone. A word is a run of anything but white space, backquotes and pipes, so no word
 * boundary the renderer reads differently can split one.
 */
export function markdownCell(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .split(/([^\s`|]+)/)
    .map((part, i) => (i % 2 === 1 && LINKABLE.test(part) ? `\`${part}\`` : markdownText(part)))
    .join("");
}

/** What GitHub links or notifies from: a scheme's `://`, `www.`, an `@`, an issue (`#1`, `GH-1`), a run of hex digits a commit could be named by, an entity that could spell any of them. */
const LINKABLE = /:\/\/|www\.|@|#\d|gh-\d|[0-9a-f]{7}|&/i;

function markdownText(text: string): string {
  return text.replace(/[\\|`*_<>[\]~!&]/g, (c) => `\\${c}`);
}
