// The parts of the repository's Markdown the architecture tests read: a section by its heading,
// and the rows of the table in it.

/** Where the section under `heading` (a line of its own) runs: from that line to the next `## ` heading, or to the end. */
export function sectionOf(text: string, heading: string): { start: number; end: number } {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const next = text.indexOf("\n## ", start + 1);
  return { start, end: next < 0 ? text.length : next };
}

/** The body rows of the table in the section under `heading`: each row's cells, without the header and the separator. */
export function tableRows(text: string, heading: string): string[][] {
  const { start, end } = sectionOf(text, heading);
  return text
    .slice(start, end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
    .slice(1)
    .map((line) => line.slice(2, -2).split(" | "));
}
