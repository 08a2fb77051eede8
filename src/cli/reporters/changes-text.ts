// --format text: for each side, the changes that break it, then deprecations, then the rest,
// each with what it now meets, what to change in code and what it does to the types.
import type { Output } from "../output.js";
import { sideCounts, type ChangesReporter } from "./changes-reporter.js";

export function changesTextReporter(out: Output): ChangesReporter {
  return ({ name, from, to, fromFound, sides }) => {
    out.stdout(`${name} ${from} → ${to} (${fromFound})`);
    for (const { side, changes } of sides) {
      out.stdout("");
      out.stdout(`For ${side}: ${sideCounts(side, changes)}.`);
      for (const change of changes) {
        const mark = change.breaks ? "breaking" : change.deprecated !== undefined ? "deprecated" : "compatible";
        out.stdout(`  ${mark}: ${change.place}: ${change.rule}: ${change.message}`);
        for (const meets of change.meets) out.stdout(`    ${meets}`);
        out.stdout(`    in code: ${change.todo}`);
        out.stdout(`    types: ${change.types}`);
      }
    }
  };
}
