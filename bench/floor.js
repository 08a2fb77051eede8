// Measures a floor no exact format check can beat here: reading each character of every
// date-time and uuid string of a page once, with no check at all, as a ratio to JSON.parse.
import { page } from "./fixtures.js";
import { median, timeBatch } from "./timing.js";

function formatStrings(kind, value) {
  if (kind === "collectors") {
    return value.data.flatMap((c) => [c.openDate, c.closeDate, c.createdAt, c.updatedAt, ...c.groups.flatMap((g) => [g.createdAt, g.departmentId, g.organizationId])]);
  }
  return value.data.flatMap((r) => [r.id, r.createdAt, r.updatedAt]);
}

/** Holds strings on their parsed record, as a validator meets them, not in a fresh array. */
function readEveryCharacter(strings) {
  let sum = 0;
  for (let j = 0; j < strings.length; j++) {
    const s = strings[j];
    for (let i = 0; i < s.length; i++) sum = (sum + s.charCodeAt(i)) | 0;
  }
  return sum;
}

/** @param {"collectors" | "responses"} kind @param {number} size */
export function measureFloor(kind, size, rounds = 15) {
  const text = JSON.stringify(page(kind, size));
  const value = JSON.parse(text);
  const strings = formatStrings(kind, value);
  const characters = strings.reduce((n, s) => n + s.length, 0);
  const parse = [];
  const read = [];
  for (let round = 0; round < rounds; round++) {
    parse.push(timeBatch(() => JSON.parse(text), 20));
    read.push(timeBatch(() => readEveryCharacter(strings), 200));
  }
  return {
    kind,
    records: size,
    formatStrings: strings.length,
    characters,
    nsToRead: median(read),
    ratioToParse: median(read) / median(parse),
    nsPerCharacter: median(read) / characters,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of ["collectors", "responses"]) {
    const floor = measureFloor(kind, 1000);
    console.log(
      `${kind}, 1000 records: ${floor.formatStrings} format strings, ${floor.characters} characters; reading them once takes ` +
        `${(floor.nsToRead / 1e3).toFixed(0)} µs = ${floor.ratioToParse.toFixed(3)} × JSON.parse (${floor.nsPerCharacter.toFixed(2)} ns per character)`,
    );
  }
}
