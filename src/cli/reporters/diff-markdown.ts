// --format markdown: the changes as a table by side and rule, with the version bump they need
// (D17), ready for a release note or a pull-request comment.
import type { Output } from "../output.js";
import { markdownCell } from "./escape.js";
import { CHANGE_CLASSES } from "../../diff/index.js";
import { GITHUB_MESSAGE_ROOM, absentAtRefSentence, changeCounts, messageWithWitness, versionSentence, type DiffReporter } from "./diff-reporter.js";

/** A cell of a pull-request comment or a run's summary shows what an annotation would: the same words in both. */
const MARKDOWN_CELL_ROOM = GITHUB_MESSAGE_ROOM;

export function diffMarkdownReporter(out: Output): DiffReporter {
  return (report) => {
    const { previous, current, version } = report;
    out.stdout(`## Contract changes: ${markdownCell(previous.version)} → ${markdownCell(current.version)}`);
    out.stdout("");
    const absent = absentAtRefSentence(report);
    if (absent !== undefined) {
      out.stdout(`> **Warning**: ${markdownCell(absent)}`);
      out.stdout("");
    }
    out.stdout(
      `**${version.needed === "none" ? "No new version needed" : `${capitalized(version.needed)} version bump needed`}**. ${markdownCell(versionSentence(report))} ${markdownCell(capitalized(changeCounts(report)))}.`,
    );
    if (report.changes.length === 0) return;
    out.stdout("");
    out.stdout("| side | rule | where | change |");
    out.stdout("| --- | --- | --- | --- |");
    for (const side of CHANGE_CLASSES) {
      for (const change of report.changes.filter((c) => c.class === side)) {
        const mark = change.allowed ? ` (allowed: ${markdownCell(change.allowedBecause ?? "")})` : "";
        out.stdout(`| ${side}${mark} | \`${change.rule}\` | \`${markdownCode(change.pointer)}\` | ${markdownCell(messageWithWitness(change, MARKDOWN_CELL_ROOM))} |`);
      }
    }
  };
}

function capitalized(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

/** Inside a code span only a backquote or a line break could end it early; a pipe would end the cell. */
function markdownCode(text: string): string {
  return text.replace(/[`\r\n]/g, " ").replace(/\|/g, "\\|");
}
