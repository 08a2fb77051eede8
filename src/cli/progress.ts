// A one-line progress report on a terminal, for long runs only: nothing when standard error
// is not a terminal, nothing during the first second. The line is wiped (`clear`) before any
// other line is printed, so it never mixes with what the command reports.
import type { Output } from "./output.js";

export interface Progress {
  add(records: number, bytes: number): void;
  /** Wipes the progress line, if one is shown; the next update draws it again. */
  clear(): void;
  done(): void;
}

const FIRST_AFTER_MS = 1_000;
const EVERY_MS = 250;
const WIPE_LINE = "\r\x1b[K";

export function progressOnTerminal(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { add() {}, clear() {}, done() {} };
  const start = Date.now();
  let records = 0;
  let bytes = 0;
  let shown = false;
  let last = 0;
  let calls = 0;
  const clear = () => {
    if (!shown) return;
    stream.write(WIPE_LINE);
    shown = false;
  };
  return {
    add(moreRecords, moreBytes) {
      records += moreRecords;
      bytes += moreBytes;
      // Reading the clock on every record would cost more than the record's check.
      if ((++calls & 1023) !== 0) return;
      const now = Date.now();
      if (now - start < FIRST_AFTER_MS || now - last < EVERY_MS) return;
      last = now;
      shown = true;
      const seconds = (now - start) / 1000;
      stream.write(`\r${records.toLocaleString("en-US")} records, ${(bytes / 1e6).toFixed(0)} MB, ${(bytes / 1e6 / seconds).toFixed(0)} MB/s\x1b[K`);
    },
    clear,
    done: clear,
  };
}

/** Output that first wipes the progress line, so that no printed line is written over it or after it. */
export function outputBelowProgress(out: Output, progress: Progress): Output {
  return {
    stdout: (line) => {
      progress.clear();
      out.stdout(line);
    },
    stderr: (line) => {
      progress.clear();
      out.stderr(line);
    },
    workflowCommand: (line) => {
      progress.clear();
      out.workflowCommand(line);
    },
  };
}
