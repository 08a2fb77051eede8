// `npm run bench:send`: stringifyX against the checked JSON.stringify (strict assertX, then
// JSON.stringify) on every page kind, each text read as a send reads it. The writer's text is
// concatenated of pieces, which the engine joins into one string (flattens) the first time the
// text is read: when a server writes it to a socket, encodes it or hashes it. JSON.stringify's
// text is of a few large parts. Both sides' texts are read here (one character of the middle of
// each, which makes the engine join it), as the serialization table of `npm run bench` reads them;
// this table adds the writer's time before the join, to show what the join costs it, and the other
// way to send a value read once: toWireX's copy (the same checks, into new objects) given to one
// JSON.stringify, the engine writing every byte.
//
// Run it under another Node.js to see how an engine's JSON.stringify moves the pair:
// `npx -p node@24 -- node bench/flattened-send.js --out /tmp/send-24.md` (after `npm run build`).
//
// Writes bench/results/flattened-send.md (or the file --out names).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import * as tolerant from "../dist/src/index.js";
import * as strict from "../dist/src/strict.js";
import { PAGE_KINDS, pageOfKind } from "./fixtures.js";
import { medianTimesWithCpu, readAsSent } from "./timing.js";

const { values } = parseArgs({ options: { out: { type: "string", default: "bench/results/flattened-send.md" } } });
const TIMING = { rounds: 15, roundMs: 60 };
const KINDS = /** @type {const} */ ([
  ["collectors", "CollectorPage"],
  ["responses", "SurveyResponsePage"],
]);

/** @param {string} name @param {"collectors" | "responses"} kind @param {string} record */
function measure(name, kind, record) {
  const page = JSON.parse(JSON.stringify(pageOfKind(name, kind, 1000)));
  const ours = /** @type {(value: unknown) => string} */ (/** @type {any} */ (tolerant)[`stringify${record}`]);
  const assert = /** @type {(value: unknown) => void} */ (/** @type {any} */ (strict)[`assert${record}`]);
  const toWire = /** @type {(value: unknown) => unknown} */ (/** @type {any} */ (tolerant)[`toWire${record}`]);
  const runs = {
    "stringifyX as returned": () => ours(page) !== "",
    "stringifyX, read": () => readAsSent(ours(page)),
    "toWireX, then JSON.stringify": () => readAsSent(JSON.stringify(toWire(page))),
    pair: () => {
      assert(page);
      return readAsSent(JSON.stringify(page));
    },
  };
  const { cpu, wall } = medianTimesWithCpu(runs, TIMING);
  process.stderr.write(`measured ${name} ${kind}\n`);
  const ratio = (/** @type {Record<string, number>} */ times, /** @type {string} */ run) => (times[run] / times.pair).toFixed(2);
  return `| ${name} | ${kind} | ${ratio(cpu, "stringifyX as returned")} | ${ratio(cpu, "stringifyX, read")} (${ratio(wall, "stringifyX, read")}) | ${ratio(cpu, "toWireX, then JSON.stringify")} |`;
}

const rows = PAGE_KINDS.flatMap((name) => KINDS.map(([kind, record]) => measure(name, kind, record)));
const table = [
  `stringifyX ÷ (strict assertX + JSON.stringify, its text read), pages of 1 000 records, CPU time (wall in brackets), medians of ${TIMING.rounds} interleaved rounds, node ${process.version}.`,
  "",
  "| page | records | text as returned | text read (as a send reads it) | toWireX's copy, then JSON.stringify, read |",
  "| --- | --- | ---: | ---: | ---: |",
  ...rows,
  "",
].join("\n");
writeFileSync(values.out, table);
process.stdout.write(table);
