// The lines of an NDJSON file that start in one range of its bytes, for --shard (shard.ts). A
// line belongs to the range that holds its first byte: reading starts after the first newline at
// or after the byte before the range, and ends with the newline of the line that holds the
// range's last byte, however far past the range that is. Nothing else of the file is decoded, and
// only two things more are read, each only when it is needed: the newlines before the range are
// counted (bytes, in chunks of bounded size) the first time a line number is printed, and the
// range at the file's start looks past its end for any line at all before it says the file holds
// no record. The file stays open until its input is done, for both.
import { close, constants, fstat, open, read, readSync } from "node:fs";
import { promisify } from "node:util";
import { forEachLineSync } from "./lines.js";
import { InputProblem } from "./read-input.js";
import type { ByteRange } from "./shard.js";

const NEWLINE = 10;

/** Chunks of the range itself, as a whole file is read (read-input.ts). */
const RANGE_CHUNK_BYTES = 1 << 20;

/**
 * Chunks read past the range's end for the rest of its last line, or to look for a line there:
 * small, as a line's end is usually near, so that a shard reads at most this much more than its
 * range and the rest of its last line (docs/cli.md).
 */
const PAST_END_CHUNK_BYTES = 16 * 1024;

/** Chunks the newlines before the range are counted in: the memory counting takes, whatever the file. */
const COUNT_CHUNK_BYTES = 1 << 20;

export class LinesInRange {
  private fd: number | undefined;
  /** Where the range's first line starts, once found. */
  private firstLine: number | undefined;
  /** The byte after the last one read of the range's lines. */
  private next = 0;
  private counted: number | undefined;

  constructor(
    readonly range: ByteRange,
    private readonly path: string | Buffer,
    private readonly maxLineBytes: number,
  ) {}

  /** Whether the range starts the file: its first line is line 1, which alone may begin with a byte-order mark. */
  get atFileStart(): boolean {
    return this.range.start === 0;
  }

  /** The bytes of the lines that start in the range, in order, ending at a line's end (or the file's). */
  async open(): Promise<AsyncIterable<Buffer>> {
    const fd = await promisify(open)(this.path, constants.O_RDONLY | constants.O_NONBLOCK);
    this.fd = fd;
    const stats = await promisify(fstat)(fd);
    // Split by its size as a regular file; anything else now (a pipe put in its place) is not read.
    if (!stats.isFile()) throw new InputProblem("is no longer a regular file; not read");
    return this.lines(fd);
  }

  /**
   * How many lines come before the range's first: the number to add to a line's number within
   * it. Counted once, the first time it is asked, from the bytes before the range: the newline
   * that ends the line the range starts in is the first at or after the byte before it.
   */
  linesBefore(): number {
    if (this.fd === undefined || this.firstLine === undefined || this.firstLine === 0) return 0;
    this.counted ??= countNewlines(this.fd, this.range.start - 1) + 1;
    return this.counted;
  }

  /** Whether a line after the range's holds anything a run reports: a record, malformed JSON, a line too long or not UTF-8. */
  restHoldsLine(): boolean {
    const fd = this.fd;
    if (fd === undefined) return false;
    let found = false;
    let at = this.next;
    function* chunks(): Generator<Buffer> {
      while (!found) {
        const chunk = Buffer.allocUnsafe(PAST_END_CHUNK_BYTES);
        const read = readSync(fd!, chunk, 0, chunk.length, at);
        if (read === 0) return;
        at += read;
        yield chunk.subarray(0, read);
      }
    }
    forEachLineSync(chunks(), this.maxLineBytes, { onLine: (text) => (found ||= text.trim() !== ""), onBadLine: () => (found = true) });
    return found;
  }

  close(): void {
    if (this.fd !== undefined) close(this.fd, () => {});
    this.fd = undefined;
  }

  private async *lines(fd: number): AsyncGenerator<Buffer> {
    const { start, end } = this.range;
    // The byte before the range tells whether a line starts at its first byte.
    let at = Math.max(0, start - 1);
    if (start === 0) this.firstLine = 0;
    let last: number | undefined;
    for await (const chunk of bytesOf(fd, at, end - 1, RANGE_CHUNK_BYTES)) {
      const chunkAt = at;
      at += chunk.length;
      let piece = chunk;
      if (this.firstLine === undefined) {
        const newline = chunk.indexOf(NEWLINE);
        if (newline === -1) continue;
        // A newline on the range's last byte starts the next range's first line: no line starts in this one.
        if (chunkAt + newline >= end - 1) return;
        this.firstLine = chunkAt + newline + 1;
        piece = chunk.subarray(newline + 1);
      }
      last = chunk[chunk.length - 1];
      this.next = at;
      if (piece.length > 0) yield piece;
    }
    if (this.firstLine === undefined || at < end || last === NEWLINE) return;
    // The range's last line goes on past it: read to its newline.
    for await (const chunk of bytesOf(fd, end, Infinity, PAST_END_CHUNK_BYTES)) {
      const newline = chunk.indexOf(NEWLINE);
      const piece = newline === -1 ? chunk : chunk.subarray(0, newline + 1);
      this.next += piece.length;
      yield piece;
      if (newline !== -1) return;
    }
  }
}

/**
 * Bytes `from` to `to` (inclusive; Infinity for the end of the file) of an open file, each chunk
 * in memory of its own (so that --jobs can move it to a worker), the file left open.
 */
async function* bytesOf(fd: number, from: number, to: number, chunkBytes: number): AsyncGenerator<Buffer> {
  for (let at = from; at <= to;) {
    const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, to - at + 1));
    const bytesRead = await readAt(fd, chunk, at);
    if (bytesRead === 0) return;
    at += bytesRead;
    yield bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead);
  }
}

function readAt(fd: number, chunk: Buffer, position: number): Promise<number> {
  return new Promise((resolve, reject) => read(fd, chunk, 0, chunk.length, position, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead))));
}

/** The newline bytes in the first `bytes` bytes of a file, read in chunks of bounded size and never decoded. */
function countNewlines(fd: number, bytes: number): number {
  const chunk = Buffer.allocUnsafe(Math.min(bytes, COUNT_CHUNK_BYTES));
  let count = 0;
  for (let at = 0; at < bytes;) {
    const read = readSync(fd, chunk, 0, Math.min(chunk.length, bytes - at), at);
    if (read === 0) break;
    at += read;
    const bytesRead = chunk.subarray(0, read);
    for (let newline = bytesRead.indexOf(NEWLINE); newline !== -1; newline = bytesRead.indexOf(NEWLINE, newline + 1)) count++;
  }
  return count;
}
