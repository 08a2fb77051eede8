// Reads a stream of UTF-8 text line by line with bounded memory: only the current chunk and
// an unfinished line are held, whatever the size of the input.
import { StringDecoder } from "node:string_decoder";

export interface Line {
  /** 1-based. */
  number: number;
  text: string;
}

/** @param onBytes told how many bytes were read, for progress */
export async function* readLines(stream: AsyncIterable<Buffer | string>, onBytes?: (bytes: number) => void): AsyncGenerator<Line> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let number = 0;
  for await (const chunk of stream) {
    onBytes?.(typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length);
    const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      yield { number: ++number, text: withoutCarriageReturn(text.slice(start, end)) };
      start = end + 1;
    }
    pending = text.slice(start);
  }
  pending += decoder.end();
  if (pending.length > 0) yield { number: ++number, text: withoutCarriageReturn(pending) };
}

function withoutCarriageReturn(line: string): string {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
