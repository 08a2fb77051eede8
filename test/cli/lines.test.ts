// The NDJSON line reader: any split of the bytes into chunks gives the same lines.
import { describe, expect, it } from "vitest";
import { forEachLine } from "../../src/cli/lines.js";

async function linesOf(chunks: (Buffer | string)[]) {
  const lines: [string, number][] = [];
  await forEachLine(
    (async function* () {
      yield* chunks;
    })(),
    (text, number) => lines.push([text, number]),
  );
  return lines;
}

const TEXT = '{"name":"Zoë 🎉"}\r\n\n{"name":"ünïcödé"}\n{"last":"no newline, €"}';
const EXPECTED: [string, number][] = [
  ['{"name":"Zoë 🎉"}', 1],
  ["", 2],
  ['{"name":"ünïcödé"}', 3],
  ['{"last":"no newline, €"}', 4],
];

describe("forEachLine", () => {
  it("splits lines, drops CR before LF, keeps empty lines numbered and the last unterminated line", async () => {
    expect(await linesOf([Buffer.from(TEXT)])).toEqual(EXPECTED);
  });

  it("gives the same lines for every place the bytes are cut, inside characters too", async () => {
    const bytes = Buffer.from(TEXT);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await linesOf([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toEqual(EXPECTED);
    }
  });

  it("reads byte by byte and from string chunks", async () => {
    const bytes = Buffer.from(TEXT);
    expect(await linesOf([...bytes].map((byte) => Buffer.from([byte])))).toEqual(EXPECTED);
    expect(await linesOf([TEXT.slice(0, 7), TEXT.slice(7)])).toEqual(EXPECTED);
  });

  it("reads nothing from an empty stream", async () => {
    expect(await linesOf([])).toEqual([]);
  });
});
