// The NDJSON line reader: any split of the bytes into chunks gives the same lines; a line
// too long or not UTF-8 is reported with its number and reading goes on. That its time is
// linear in the length of a line is `npm run bench:linear`'s to measure.
import { describe, expect, it } from "vitest";
import { firstInvalidUtf8, forEachLine, mayMove, readBlock } from "../../src/cli/lines.js";

async function read(chunks: (Buffer | string)[], maxLineBytes = 1 << 30) {
  const lines: [string, number][] = [];
  const bad: [number, string][] = [];
  await forEachLine(
    (async function* () {
      yield* chunks;
    })(),
    maxLineBytes,
    { onLine: (text, number) => lines.push([text, number]), onBadLine: (number, problem) => bad.push([number, problem]) },
  );
  return { lines, bad };
}

async function linesOf(chunks: (Buffer | string)[]) {
  const { lines, bad } = await read(chunks);
  expect(bad).toEqual([]);
  return lines;
}

function chunked(bytes: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
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

  it("skips a line longer than the limit, reports its number, and reads on", async () => {
    const text = `short\n${"x".repeat(100)}\nafter\n${"y".repeat(30)}`;
    for (const size of [1, 7, 64, 1000]) {
      const { lines, bad } = await read(chunked(Buffer.from(text), size), 20);
      expect(lines, `chunks of ${size}`).toEqual([
        ["short", 1],
        ["after", 3],
      ]);
      expect(bad).toEqual([
        [2, "is longer than --max-line-bytes (20 bytes); the line is skipped"],
        [4, "is longer than --max-line-bytes (20 bytes); the line is skipped"],
      ]);
    }
    const exact = await read([Buffer.from(`${"z".repeat(20)}\n${"z".repeat(21)}\n`)], 20);
    expect(exact.lines).toEqual([["z".repeat(20), 1]]);
    expect(exact.bad.map(([number]) => number)).toEqual([2]);
  });

  it("reports a line that is not UTF-8 with the column of its first bad byte, never replacing it", async () => {
    const bytes = Buffer.concat([Buffer.from('{"a":"ok"}\n{"a":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n{"b":"é"}\n')]);
    for (const size of [1, 3, bytes.length]) {
      const { lines, bad } = await read(chunked(bytes, size));
      expect(lines).toEqual([
        ['{"a":"ok"}', 1],
        ['{"b":"é"}', 3],
      ]);
      expect(bad).toEqual([[2, "is not UTF-8: invalid byte at column 7; the line is skipped"]]);
    }
  });

  it("finds the first byte outside well-formed UTF-8: overlong forms, surrogates, truncation, too high", () => {
    const cases: [number[], number][] = [
      [[0x61, 0x62], -1],
      [[0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x8e, 0x89], -1],
      [[0x61, 0xc0, 0xaf], 1],
      [[0xe0, 0x80, 0xaf], 0],
      [[0xed, 0xa0, 0x80], 0],
      [[0xf4, 0x90, 0x80, 0x80], 0],
      [[0x61, 0xe2, 0x82], 1],
      [[0x80], 0],
      [[0xf8, 0x88, 0x80, 0x80, 0x80], 0],
    ];
    for (const [bytes, expected] of cases) expect(firstInvalidUtf8(Uint8Array.from(bytes)), bytes.join(" ")).toBe(expected);
  });

  it("reads a line of 8 MB in chunks of 4 KiB whole", async () => {
    const { lines } = await read(chunked(Buffer.alloc(8 << 20, 0x61), 4096));
    expect(lines.map(([text, number]) => [text.length, number])).toEqual([[8 << 20, 1]]);
  });

  it("hands over blocks (for worker threads) whose buffers, once moved away, the reader never reads again", async () => {
    // Chunks of their own, as a file or a pipe gives them, in sizes that cut lines anywhere.
    const lines = Array.from({ length: 3000 }, (_, i) => `{"n":${i},"text":"${"é".repeat(i % 97)}${"x".repeat((i * 7919) % 3001)}"}`);
    const bytes = Buffer.from(`${lines.join("\n")}\n`);
    const chunks: Buffer[] = [];
    for (let at = 0, i = 0; at < bytes.length; at += 1000 + ((i++ * 104729) % 60000)) chunks.push(Buffer.from(bytes.subarray(at, at + 1000 + ((i * 104729) % 60000))));
    const read: [string, number][] = [];
    let moved = 0;
    await forEachLine(
      (async function* () {
        yield* chunks;
      })(),
      1 << 30,
      {
        onLine: () => {},
        onBadLine: (number, problem) => read.push([problem, number]),
        onBlock: (block, firstNumber) => {
          readBlock(block, firstNumber, 1 << 30, { onLine: (text, number) => read.push([text, number]), onBadLine: (number, problem) => read.push([problem, number]) });
          if (!mayMove(block)) return;
          // What a worker thread's postMessage does with a buffer it is given: this one is gone.
          structuredClone(block.buffer, { transfer: [block.buffer as ArrayBuffer] });
          moved++;
        },
      },
    );
    expect(read).toEqual(lines.map((line, i) => [line, i + 1]));
    expect(moved).toBeGreaterThan(chunks.length / 2);
  });
});
