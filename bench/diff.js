// npm run bench:diff: how long the breaking-change check takes on the package's own document
// against itself, on a synthetic contract of about 5 MB against itself and against a copy with
// one change deep inside, and on a record whose 8 000 fields were all renamed. In process, the
// median of several rounds after a warm-up; the documents parsed beforehand.
import { packageDocument, renamedFields, syntheticDocument } from "./diff-documents.js";
import { median } from "./timing.js";

// An internal module has no declarations in dist/: its type is read from the source it is built from.
/** @type {typeof import("../src/diff/index.js")} */
const { diffDocuments } = await import(new URL("../dist/src/diff/index.js", import.meta.url).href);

const POLICY = { lifecycle: { today: "2026-01-01", deprecationDays: 180 }, allowances: [] };
/** @param {unknown} previous @param {unknown} current */
const compareDocuments = (previous, current) => diffDocuments(previous, current, POLICY).changes;

const ROUNDS = 7;

/** @param {string} name @param {any} previous @param {any} current two OpenAPI documents, parsed */
function time(name, previous, current) {
  compareDocuments(previous, current);
  /** @type {number[]} */
  const times = [];
  let changes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    changes = compareDocuments(previous, current).length;
    times.push(performance.now() - start);
  }
  console.log(`| ${name} | ${median(times).toFixed(0)} ms | ${changes} |`);
}

const document = packageDocument();
const synthetic = syntheticDocument();
/** @type {any} the one change, deep in a record: a bound of one of its fields */
const edited = structuredClone(synthetic);
const bounded = Object.values(edited.components.schemas.Record300.properties).find((/** @type {any} */ field) => field.maxLength !== undefined);
bounded.maxLength -= 1;
console.log(`synthetic document: ${(JSON.stringify(synthetic).length / 1e6).toFixed(1)} MB`);
console.log("| compared | median | changes |\n| --- | ---: | ---: |");
time("the package's document against itself", document, structuredClone(document));
time("synthetic 5 MB document against itself", synthetic, structuredClone(synthetic));
time("synthetic 5 MB document, one bound changed", synthetic, edited);
time("8 000 fields renamed, each of its own schema", renamedFields("old"), renamedFields("new"));
time("8 000 fields renamed, all of one schema", renamedFields("old", true), renamedFields("new", true));
