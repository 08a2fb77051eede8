// Reads a stream of UTF-8 text line by line, in time linear in its size and in memory bounded
// by about twice the longest line (the pieces of a line, then the line joined), whatever the
// input: a line longer than `maxLineBytes` is skipped as it arrives, and reported.
//
// Lines are handed to a callback chunk by chunk rather than yielded one by one (an async
// iterator costs a promise per line, more than checking a small record). The complete lines
// of a chunk are decoded in one call: a newline byte never occurs inside a multi-byte UTF-8
// character, so no character is split, and Buffer's decoder is several times faster than a
// streaming one. Bytes that are not UTF-8 are reported, never replaced.
//
// What goes to onBlock is handed over: a line is always bytes of its own (joined from its
// pieces, or copied when it is a view of a chunk), and a run of complete lines is a view of
// the chunk it came in. When those bytes fill the whole buffer behind them (`mayMove`), the
// reader never reads that buffer again, so it can be moved to a worker rather than copied,
// and is not left behind as garbage the main thread would hold until its next collection.
import { isUtf8 } from "node:buffer";

const NEWLINE = 10;

/** Blocks handed to onBlock whose whole buffer is theirs to keep, and no longer read here. */
const handedOver = new WeakSet<Uint8Array>();

/** Whether a block given to onBlock may be moved with its buffer (transferred) rather than copied. */
export function mayMove(block: Uint8Array): boolean {
  return handedOver.has(block);
}

export interface LineHandlers {
  /** Called with each line (without its line ending) and its 1-based number. */
  onLine(text: string, number: number): void;
  /** Called for a line that is not read: too long, or not UTF-8. */
  onBadLine(number: number, problem: string): void;
  /** Told how many bytes were read, for progress. */
  onBytes?(bytes: number): void;
  /**
   * Given, it takes every run of complete lines instead of onLine (one line of `lineCount`
   * lines that spanned chunks included), to read them elsewhere with `readBlock`, such as on
   * a worker thread. Lines too long to hold still go to onBadLine.
   */
  onBlock?(block: Buffer, firstNumber: number, lineCount: number): void;
  /** Awaited after each chunk, when given: lets a reader hold the stream while its blocks are busy. */
  afterChunk?(): Promise<void> | void;
}

export async function forEachLine(stream: AsyncIterable<Buffer | string>, maxLineBytes: number, handlers: LineHandlers): Promise<void> {
  const reader = new LineReader(maxLineBytes, handlers);
  for await (const piece of stream) {
    reader.push(typeof piece === "string" ? Buffer.from(piece) : piece);
    await handlers.afterChunk?.();
  }
  reader.end();
}

/** The same reading over chunks at hand, for a few lines where nothing can be awaited (read-range.ts); stopping the chunks stops it. */
export function forEachLineSync(chunks: Iterable<Buffer>, maxLineBytes: number, handlers: Pick<LineHandlers, "onLine" | "onBadLine">): void {
  const reader = new LineReader(maxLineBytes, handlers);
  for (const chunk of chunks) reader.push(chunk);
  reader.end();
}

class LineReader {
  /** The pieces of the line not yet ended, and their size; none while a too-long line is skipped. */
  private pieces: Buffer[] = [];
  private pendingBytes = 0;
  private skipping = false;
  private number = 0;

  constructor(
    private readonly maxLineBytes: number,
    private readonly handlers: LineHandlers,
  ) {}

  push(chunk: Buffer): void {
    this.handlers.onBytes?.(chunk.length);
    const first = chunk.indexOf(NEWLINE);
    if (first === -1) {
      this.hold(chunk);
      return;
    }
    this.hold(chunk.subarray(0, first));
    this.endLine();
    const last = chunk.lastIndexOf(NEWLINE);
    // Copied, so that the rest of the chunk is not kept alive by a view of it, before the
    // chunk may be handed over with its complete lines.
    const rest = Buffer.from(chunk.subarray(last + 1));
    if (last > first) this.completeLines(chunk.subarray(first + 1, last), ownsWholeBuffer(chunk));
    this.hold(rest);
  }

  end(): void {
    if (this.pendingBytes > 0 || this.skipping) this.endLine();
  }

  private hold(piece: Buffer): void {
    if (this.skipping || piece.length === 0) return;
    if (this.pendingBytes + piece.length > this.maxLineBytes) {
      this.pieces = [];
      this.pendingBytes = 0;
      this.skipping = true;
      return;
    }
    this.pieces.push(piece);
    this.pendingBytes += piece.length;
  }

  private endLine(): void {
    const number = ++this.number;
    if (this.skipping) {
      this.skipping = false;
      this.handlers.onBadLine(number, tooLong(this.maxLineBytes));
      return;
    }
    const single = this.pieces.length === 1;
    const joined = single ? this.pieces[0]! : Buffer.concat(this.pieces, this.pendingBytes);
    // One piece may be a view of a chunk handed over after it: a line for onBlock is its own.
    const bytes = single && this.handlers.onBlock ? Buffer.from(joined) : joined;
    this.pieces = [];
    this.pendingBytes = 0;
    this.line(bytes, number);
  }

  /** Lines that begin and end inside one chunk; `movable` when nothing else views the chunk's buffer. */
  private completeLines(block: Buffer, movable: boolean): void {
    const first = this.number + 1;
    const count = countLines(block);
    this.number += count;
    if (this.handlers.onBlock) this.handlers.onBlock(handOver(block, movable), first, count);
    else readBlock(block, first, this.maxLineBytes, this.handlers);
  }

  private line(bytes: Buffer, number: number): void {
    if (this.handlers.onBlock && bytes.length <= this.maxLineBytes) this.handlers.onBlock(handOver(bytes, ownsWholeBuffer(bytes)), number, 1);
    else readBlock(bytes, number, this.maxLineBytes, this.handlers);
  }
}

/**
 * Whether the bytes fill their buffer, so that no other view of it exists (a small Buffer
 * shares a pool; a chunk a stream has given is the reader's, as files and pipes give them).
 */
function ownsWholeBuffer(bytes: Buffer): boolean {
  return bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}

function handOver(block: Buffer, movable: boolean): Buffer {
  if (movable) handedOver.add(block);
  return block;
}

function tooLong(maxLineBytes: number): string {
  return `is longer than --max-line-bytes (${maxLineBytes} bytes); the line is skipped`;
}

/** How many lines a block of complete lines holds: one more than its newlines. */
function countLines(block: Buffer): number {
  let count = 1;
  for (let at = block.indexOf(NEWLINE); at !== -1; at = block.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * The lines of a block of complete lines, numbered from `firstNumber`: decoded together when
 * they are all UTF-8, one by one otherwise, each too long or not UTF-8 told to onBadLine.
 */
export function readBlock(block: Buffer, firstNumber: number, maxLineBytes: number, handlers: Pick<LineHandlers, "onLine" | "onBadLine">): void {
  let number = firstNumber;
  if (block.length > maxLineBytes || !isUtf8(block)) {
    let start = 0;
    for (let end = block.indexOf(NEWLINE); end !== -1; end = block.indexOf(NEWLINE, start)) {
      oneLine(block.subarray(start, end), number++, maxLineBytes, handlers);
      start = end + 1;
    }
    oneLine(block.subarray(start), number, maxLineBytes, handlers);
    return;
  }
  const text = block.toString("utf8");
  let start = 0;
  for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
    emit(text.slice(start, end), number++, handlers);
    start = end + 1;
  }
  emit(text.slice(start), number, handlers);
}

function oneLine(bytes: Buffer, number: number, maxLineBytes: number, handlers: Pick<LineHandlers, "onLine" | "onBadLine">): void {
  if (bytes.length > maxLineBytes) {
    handlers.onBadLine(number, tooLong(maxLineBytes));
  } else if (!isUtf8(bytes)) {
    handlers.onBadLine(number, `is not UTF-8: invalid byte at column ${firstInvalidUtf8(bytes) + 1}; the line is skipped`);
  } else {
    emit(bytes.toString("utf8"), number, handlers);
  }
}

function emit(text: string, number: number, handlers: Pick<LineHandlers, "onLine">): void {
  handlers.onLine(text.endsWith("\r") ? text.slice(0, -1) : text, number);
}

/**
 * The offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629:
 * no overlong forms, no surrogates, nothing above U+10FFFF), or -1. Only run on text known bad.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let size: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) size = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      size = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      size = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < size; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += size;
  }
  return -1;
}
