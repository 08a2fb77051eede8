// Reading one input of `validate` within its limits (D25), whatever the path names: a regular
// file, standard input, a named pipe, a device such as /dev/zero. A whole-JSON input is read up
// to --max-input-bytes and refused past it; an NDJSON input is read line by line (lines.ts),
// each line within --max-line-bytes, for as long as it goes on. A named pipe is opened without
// blocking (a plain open waits for a writer forever, on a thread the process cannot take back)
// and given FIFO_WAIT_MS for a writer to come. Every failure is an InputProblem or a file system
// error, which the command reports as an input error before going on with the next input.
import { constants as bufferConstants } from "node:buffer";
import { close, constants, createReadStream, fstat, open, type Stats } from "node:fs";
import { Socket } from "node:net";
import { promisify } from "node:util";
import type { Input } from "./inputs.js";

/** How long a named pipe may go without a writer before it is an input error. */
const FIFO_WAIT_MS = 5_000;

/**
 * The default of --max-input-bytes: 512 MiB, about the longest text JavaScript can hold as one
 * string, so the longest whole JSON document JSON.parse can read. A larger export is read as
 * NDJSON (one record per line), where only --max-line-bytes applies, at any total size.
 */
export const DEFAULT_MAX_INPUT_BYTES = 512 * 1024 * 1024;

/** The longest text a whole input may decode to (V8's string length limit). */
export const MAX_TEXT_BYTES = bufferConstants.MAX_STRING_LENGTH;

/** Why an input was not read, said as it is. */
export class InputProblem extends Error {
  override readonly name = "InputProblem";
}

type Chunks = AsyncIterable<Buffer | string>;

/** An input's bytes as a stream, and what it is when it is a file. */
export async function openInput(input: Input): Promise<{ stream: Chunks & { destroy(): void }; stats?: Stats }> {
  if (input.path === "-") return { stream: process.stdin };
  const fd = await promisify(open)(input.path, constants.O_RDONLY | constants.O_NONBLOCK);
  let stats: Stats;
  try {
    stats = await promisify(fstat)(fd);
  } catch (error) {
    closeQuietly(fd);
    throw error;
  }
  if (stats.isDirectory()) {
    closeQuietly(fd);
    throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
  }
  if (stats.isFIFO()) return { stream: pipeWithDeadline(fd), stats };
  return { stream: createReadStream("", { fd, highWaterMark: 1 << 20 }), stats };
}

/**
 * A whole-JSON input's bytes, or an InputProblem once it passes `maxBytes`, in the words
 * `overLimit` gives (`how` says how far it went): validate's --max-input-bytes by default.
 */
export async function readWholeInput(input: Input, maxBytes: number, overLimit: (how: string) => string = overMaxInputBytes(maxBytes)): Promise<Buffer> {
  const { stream, stats } = await openInput(input);
  if (stats?.isFile() && stats.size > maxBytes) {
    stream.destroy();
    throw new InputProblem(overLimit(`it holds ${stats.size} bytes`));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const piece of stream) {
    const chunk = typeof piece === "string" ? Buffer.from(piece) : piece;
    total += chunk.length;
    // Leaving the loop destroys the stream: a pipe's writer sees it closed, a device is read no further.
    if (total > maxBytes) throw new InputProblem(overLimit("it went on past it"));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** validate's words for an input over --max-input-bytes. */
function overMaxInputBytes(maxBytes: number): (how: string) => string {
  return (how) => `is larger than --max-input-bytes (${maxBytes} bytes): ${how}; not read further. Give it as NDJSON (--ndjson), or raise the limit`;
}

/** A named pipe opened without blocking, read through the event loop, given up when no writer comes in time. */
function pipeWithDeadline(fd: number): Socket {
  const pipe = new Socket({ fd, readable: true, writable: false });
  const deadline = setTimeout(() => pipe.destroy(new InputProblem(`is a named pipe (FIFO) no program wrote to within ${FIFO_WAIT_MS / 1000} s; not read`)), FIFO_WAIT_MS);
  const settle = () => clearTimeout(deadline);
  pipe.once("readable", settle);
  pipe.once("close", settle);
  return pipe;
}

function closeQuietly(fd: number): void {
  close(fd, () => {});
}
