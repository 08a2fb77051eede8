// --format markdown: a table per side, ready for the comment of the pull request that upgrades.
import type { Output } from "../output.js";
import { markdownCell } from "./escape.js";
import { sideCounts, type ChangesReporter } from "./changes-reporter.js";

export function changesMarkdownReporter(out: Output): ChangesReporter {
  return ({ name, from, to, fromFound, sides }) => {
    out.stdout(`## ${markdownCell(name)} ${from} → ${to}`);
    out.stdout("");
    out.stdout(markdownCell(`Read from the installed package's history (${fromFound}).`));
    for (const { side, changes } of sides) {
      out.stdout("");
      out.stdout(`### For ${side}: ${sideCounts(side, changes)}`);
      if (changes.length === 0) continue;
      out.stdout("");
      out.stdout("| | where | change | what to do | types |");
      out.stdout("| --- | --- | --- | --- | --- |");
      for (const change of changes) {
        const mark = change.breaks ? "**breaking**" : change.deprecated !== undefined ? "deprecated" : "compatible";
        const what = [`${change.rule}: ${change.message}`, ...change.meets].join("; ");
        out.stdout(`| ${mark} | ${markdownCell(change.place)} | ${markdownCell(what)} | ${markdownCell(change.todo)} | ${markdownCell(change.types)} |`);
      }
    }
  };
}
