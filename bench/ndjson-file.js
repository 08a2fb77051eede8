// NDJSON of collectors for the command-line benchmarks (bench:ndjson, bench:shard): the records
// of an every-field page, one JSON text a line, and a file of about a given size made of them.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { page } from "./fixtures.js";

/** The records a large file repeats: every one different within a repetition. */
const REPEATED_RECORDS = 10_000;

/** The JSON texts of the records of an every-field page of `count` collectors. @param {number} count */
export function collectorLines(count) {
  return page("collectors", count).data.map((record) => JSON.stringify(record));
}

/** An NDJSON text of `count` collectors, each line ended. @param {number} count */
export function collectorsNdjson(count) {
  return `${collectorLines(count).join("\n")}\n`;
}

/**
 * Writes whole repetitions of REPEATED_RECORDS collectors until the file holds at least `targetBytes`.
 * @param {string} file @param {number} targetBytes
 * @returns {Promise<{ bytes: number, records: number }>}
 */
export async function writeCollectorsNdjson(file, targetBytes) {
  const chunk = collectorsNdjson(REPEATED_RECORDS);
  const chunkBytes = Buffer.byteLength(chunk);
  const out = createWriteStream(file);
  let bytes = 0;
  let records = 0;
  while (bytes < targetBytes) {
    if (!out.write(chunk)) await once(out, "drain");
    bytes += chunkBytes;
    records += REPEATED_RECORDS;
  }
  out.end();
  await once(out, "finish");
  return { bytes, records };
}
