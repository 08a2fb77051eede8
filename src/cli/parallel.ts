// `validate --jobs N`: the records are judged on N worker threads, whole inputs or blocks of
// NDJSON lines of about a megabyte each, while the main thread only reads and cuts at line
// ends. Results are put back in input order before anything is reported, so the output and
// the exit code are those of a run on one thread. What is in flight is bounded in tasks and in
// bytes, so memory stays bounded however large the input and however long its lines: a record
// parses into several times its text, and N long lines judged at once would cost N times what
// one thread costs.
import { Worker } from "node:worker_threads";
import type { RecordName } from "../../generated/record-names.js";
import type { RecordEntry } from "../../generated/validators/validator.js";
import { mayMove } from "./lines.js";
import { recordEntry } from "./profiles.js";
import { judgeTask, type JudgeSink, type NumberedTask, type Task, type TaskResult } from "./record-judge.js";
import type { JudgingSettings } from "./validate-options.js";

/** What each worker is started with: the record, and every setting judging depends on (validate-options.ts). */
export type WorkerSettings = { record: string } & JudgingSettings;

/** Blocks in flight per worker: enough to keep each busy while the main thread reads. */
const IN_FLIGHT_PER_WORKER = 4;

/**
 * Bytes in flight per worker: two blocks of about 1 MB. A record parses into several times
 * its text (a page of collectors, about eight), and a worker's heap keeps what a large one
 * leaves until it next fills up, so N workers judging long lines at once would take N times
 * what one thread takes. A task larger than this (a long line, a large input) is judged on the
 * main thread instead, in its place, as with --jobs 1: it costs what it costs on one thread,
 * once, and a worker adds at most about 45 MB whatever the lengths of the lines (docs/cli.md).
 */
const IN_FLIGHT_BYTES_PER_WORKER = 2 * 1024 * 1024;

/**
 * Each worker's young generation, in MB (V8's default lets it grow to 16 MB a semi-space, about
 * 48 MB): judging a block makes short-lived values only, so a small one is collected as fast,
 * and a worker then adds about 30 MB at its peak instead of about 80 (D25: at most 50).
 */
const WORKER_YOUNG_GENERATION_MB = 6;

/**
 * Hands tasks to workers and replays their results, and anything the main thread itself
 * reports (`later`), into the sink strictly in the order they were submitted.
 */
export class OrderedPool {
  private readonly workers: Worker[];
  /** Per worker, the bytes of each task it was sent and has not answered, oldest first. */
  private readonly sent: number[][];
  /** Tasks submitted and not yet sent: they wait for room in the workers' share of tasks and bytes. */
  private readonly waiting: NumberedTask[] = [];
  private nextSeq = 0;
  private nextToReplay = 0;
  private readonly done = new Map<number, () => void>();
  private roomWaiters: (() => void)[] = [];
  private failure: Error | undefined;
  /** The record's validators, for the tasks judged here. */
  private readonly entry: RecordEntry;

  constructor(
    size: number,
    private readonly settings: WorkerSettings,
    private readonly sink: JudgeSink,
  ) {
    this.entry = recordEntry(settings.record as RecordName, settings);
    const script = new URL("./validate-worker.js", import.meta.url);
    this.workers = Array.from({ length: size }, () => new Worker(script, { workerData: settings, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }));
    this.sent = this.workers.map(() => []);
    this.workers.forEach((worker, index) => {
      worker.on("message", (result: TaskResult) => {
        this.sent[index]!.shift();
        this.dispatch();
        this.complete(result.seq, () => this.replay(result));
      });
      worker.on("error", (error) => this.fail(error));
    });
  }

  /**
   * Takes a task, in its place in the order, to be judged as soon as there is room for it. The
   * bytes of a task for a worker are moved to it with their buffer where the line reader handed
   * that buffer over (lines.ts); otherwise they may be a view of a buffer still in use, and are
   * copied once into memory of their own, which is then moved. A task too large to share is
   * judged here and not copied.
   */
  submit(task: Task): void {
    const bytes = isShared(task) && !mayMove(task.bytes) ? new Uint8Array(task.bytes) : task.bytes;
    this.waiting.push({ ...task, bytes, seq: this.nextSeq++ });
    this.dispatch();
  }

  /** Something the main thread reports itself, in its place among the tasks. */
  later(report: () => void): void {
    this.complete(this.nextSeq++, report);
  }

  /** Resolves once every task submitted has been judged or sent, and fewer are in flight than the workers can keep busy. */
  async room(): Promise<void> {
    await this.until(() => this.waiting.length === 0 && this.inFlight() < this.workers.length * IN_FLIGHT_PER_WORKER);
  }

  /** Waits for every task, then stops the workers. */
  async close(): Promise<void> {
    try {
      await this.until(() => this.waiting.length === 0 && this.inFlight() === 0);
    } finally {
      await Promise.all(this.workers.map((worker) => worker.terminate()));
    }
  }

  /**
   * Judges the waiting tasks in order: one too large to share here, the others on the least
   * busy worker, for as long as it has room for their tasks and bytes.
   */
  private dispatch(): void {
    for (let task = this.waiting[0]; task !== undefined; task = this.waiting[0]) {
      if (!isShared(task)) {
        this.waiting.shift();
        const result = judgeTask(this.entry, this.settings, task);
        this.complete(task.seq, () => this.replay(result));
        continue;
      }
      const index = this.workerWithRoomFor(task.bytes.byteLength);
      if (index === -1) return;
      this.waiting.shift();
      this.sent[index]!.push(task.bytes.byteLength);
      this.workers[index]!.postMessage(task, [task.bytes.buffer as ArrayBuffer]);
    }
  }

  /** The worker with the fewest bytes in flight, if it has room for `bytes` more and another task; else -1. */
  private workerWithRoomFor(bytes: number): number {
    let best = -1;
    let bestBytes = Infinity;
    this.sent.forEach((sent, index) => {
      const inFlight = sent.reduce((sum, each) => sum + each, 0);
      if (sent.length < IN_FLIGHT_PER_WORKER && inFlight + bytes <= IN_FLIGHT_BYTES_PER_WORKER && inFlight < bestBytes) {
        best = index;
        bestBytes = inFlight;
      }
    });
    return best;
  }

  /** Resolves once `ready()` holds, checked after each result; rejects when a worker failed. */
  private async until(ready: () => boolean): Promise<void> {
    while (!ready()) {
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => this.roomWaiters.push(resolve));
    }
  }

  private inFlight(): number {
    return this.nextSeq - this.nextToReplay;
  }

  private complete(seq: number, report: () => void): void {
    this.done.set(seq, report);
    for (let next = this.done.get(this.nextToReplay); next !== undefined; next = this.done.get(this.nextToReplay)) {
      this.done.delete(this.nextToReplay);
      this.nextToReplay++;
      next();
    }
    this.wake();
  }

  private replay(result: TaskResult): void {
    this.sink.judged(result.judged);
    for (const event of result.events) {
      if (event.kind === "invalid") this.sink.invalid(event.problems, event.where);
      else this.sink.inputError(event.error);
    }
  }

  private fail(error: Error): void {
    this.failure = error;
    this.wake();
  }

  private wake(): void {
    const waiters = this.roomWaiters;
    this.roomWaiters = [];
    for (const wake of waiters) wake();
  }
}

/** Whether a task is small enough to be sent to a worker. */
function isShared(task: Task): boolean {
  return task.bytes.byteLength <= IN_FLIGHT_BYTES_PER_WORKER;
}
