// Progress on long runs, on a terminal only.
import { afterEach, describe, expect, it, vi } from "vitest";
import { outputBelowProgress, progressOnTerminal } from "../../src/cli/progress.js";

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream, written };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("progressOnTerminal", () => {
  it("shows records, megabytes and speed after the first second, and clears the line at the end", () => {
    vi.useFakeTimers();
    const { stream, written } = fakeStream(true);
    const progress = progressOnTerminal(stream);
    for (let i = 0; i < 2048; i++) progress.add(1, 1000);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(2_000);
    for (let i = 0; i < 1024; i++) progress.add(1, 1000);
    expect(written).toEqual(["\r3,072 records, 3 MB, 2 MB/s\x1b[K"]);
    progress.done();
    expect(written.at(-1)).toBe("\r\x1b[K");
  });

  it("writes nothing when standard error is not a terminal", () => {
    vi.useFakeTimers();
    const { stream, written } = fakeStream(false);
    const progress = progressOnTerminal(stream);
    vi.advanceTimersByTime(5_000);
    for (let i = 0; i < 5000; i++) progress.add(1, 1000);
    progress.done();
    expect(written).toEqual([]);
  });
});

describe("outputBelowProgress", () => {
  it("wipes the progress line before every printed line, and draws it again only on the next update", () => {
    vi.useFakeTimers();
    const { stream, written } = fakeStream(true);
    const progress = progressOnTerminal(stream);
    const printed: string[] = [];
    const out = outputBelowProgress(
      { stdout: (line) => written.push(`[out]${line}`), stderr: (line) => written.push(`[err]${line}`), workflowCommand: (line) => written.push(`[cmd]${line}`) },
      progress,
    );
    vi.advanceTimersByTime(2_000);
    for (let i = 0; i < 1024; i++) progress.add(1, 10);
    out.stdout("a.json:1:1: /x problem");
    out.stderr("b.json: no such file");
    vi.advanceTimersByTime(500);
    for (let i = 0; i < 1024; i++) progress.add(1, 10);
    out.stdout("c.json:1:1: /y problem");
    progress.done();
    expect(printed).toEqual([]);
    expect(written).toEqual([
      "\r1,024 records, 0 MB, 0 MB/s\x1b[K",
      "\r\x1b[K",
      "[out]a.json:1:1: /x problem",
      "[err]b.json: no such file",
      "\r2,048 records, 0 MB, 0 MB/s\x1b[K",
      "\r\x1b[K",
      "[out]c.json:1:1: /y problem",
    ]);
  });
});
