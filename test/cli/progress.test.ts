// Progress on long runs, on a terminal only.
import { afterEach, describe, expect, it, vi } from "vitest";
import { progressOnTerminal } from "../../src/cli/progress.js";

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
