// --format json: the report as one JSON document on one line, for a bot or a script.
import type { Output } from "../output.js";
import type { ChangesReporter } from "./changes-reporter.js";

export function changesJsonReporter(out: Output): ChangesReporter {
  return (report) => {
    const sides = Object.fromEntries(report.sides.map(({ side, changes }) => [side, { breaking: changes.filter((change) => change.breaks).length, changes }]));
    out.stdout(JSON.stringify({ package: report.name, from: report.from, to: report.to, fromFound: report.fromFound, sides }));
  };
}
