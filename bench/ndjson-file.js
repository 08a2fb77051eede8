// An NDJSON file of collectors of about a given size, for the command-line benchmarks
// (bench:ndjson, bench:shard): the records of one every-field page of 10 000, repeated.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { page } from "./fixtures.js";

/**
 * Writes whole repetitions of the 10 000 records until the file holds at least `targetBytes`.
 * @param {string} file @param {number} targetBytes
 * @returns {Promise<{ bytes: number, records: number }>}
 */
export async function writeCollectorsNdjson(file, targetBytes) {
  const chunk = `${page("collectors", 10_000)
    .data.map((record) => JSON.stringify(record))
    .join("\n")}\n`;
  const chunkRecords = 10_000;
  const out = createWriteStream(file);
  let bytes = 0;
  let records = 0;
  while (bytes < targetBytes) {
    if (!out.write(chunk)) await once(out, "drain");
    bytes += Buffer.byteLength(chunk);
    records += chunkRecords;
  }
  out.end();
  await once(out, "finish");
  return { bytes, records };
}
