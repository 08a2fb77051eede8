// Reads a stream of UTF-8 text line by line with bounded memory: only the current chunk and
// an unfinished line are held, whatever the size of the input.
//
// Lines are handed to a callback chunk by chunk rather than yielded one by one (an async
// iterator costs a promise per line, more than checking a small record), and each chunk is
// cut at its last newline byte and decoded in one call: a newline byte never occurs inside a
// multi-byte UTF-8 character, so no character is split, and Buffer's decoder is several
// times faster than a streaming one.

const NEWLINE = 10;

/**
 * @param onLine called with each line (without its line ending) and its 1-based number
 * @param onBytes told how many bytes were read, for progress
 */
export async function forEachLine(
  stream: AsyncIterable<Buffer | string>,
  onLine: (text: string, number: number) => void,
  onBytes?: (bytes: number) => void,
): Promise<void> {
  let carry: Buffer = Buffer.alloc(0);
  let number = 0;
  const emit = (text: string) => onLine(text.endsWith("\r") ? text.slice(0, -1) : text, ++number);
  for await (const piece of stream) {
    const chunk = typeof piece === "string" ? Buffer.from(piece) : piece;
    onBytes?.(chunk.length);
    const first = chunk.indexOf(NEWLINE);
    if (first === -1) {
      carry = Buffer.concat([carry, chunk]);
      continue;
    }
    emit(carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, first)]).toString("utf8") : chunk.toString("utf8", 0, first));
    const last = chunk.lastIndexOf(NEWLINE);
    if (last > first) {
      const text = chunk.toString("utf8", first + 1, last);
      let start = 0;
      for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
        emit(text.slice(start, end));
        start = end + 1;
      }
      emit(text.slice(start));
    }
    // Copied, so that the rest of the chunk is not kept alive by a view of it.
    carry = Buffer.from(chunk.subarray(last + 1));
  }
  if (carry.length > 0) emit(carry.toString("utf8"));
}
