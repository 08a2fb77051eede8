// `validate --jobs N`: the records are judged on N worker threads, whole inputs or blocks of
// NDJSON lines of about a megabyte each, while the main thread only reads and cuts at line
// ends. Results are put back in input order before anything is reported, so the output and
// the exit code are those of a run on one thread. At most a few blocks per worker are in
// flight, so memory stays bounded however large the input.
import { Worker } from "node:worker_threads";
import type { InputError, ValidateProblem } from "./reporters/validate-reporter.js";
import type { JudgeSink } from "./record-judge.js";
import type { JudgingSettings } from "./validate-options.js";

/** What each worker is started with: the record, and every setting judging depends on (validate-options.ts). */
export type WorkerSettings = { record: string } & JudgingSettings;

/** A whole input, or a block of complete NDJSON lines numbered from `firstNumber`. */
export type Task = { kind: "document"; file: string; bytes: Uint8Array } | { kind: "lines"; file: string; bytes: Uint8Array; firstNumber: number };

export type WorkerTask = Task & { seq: number };

type WorkerEvent = { kind: "invalid"; problems: ValidateProblem[]; where: { file: string; line?: number } } | { kind: "error"; error: InputError };

export interface WorkerResult {
  seq: number;
  judged: number;
  events: WorkerEvent[];
}

/** Blocks in flight per worker: enough to keep each busy while the main thread reads. */
const IN_FLIGHT_PER_WORKER = 4;

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
  private readonly busy: number[];
  private nextSeq = 0;
  private nextToReplay = 0;
  private readonly done = new Map<number, () => void>();
  private roomWaiters: (() => void)[] = [];
  private failure: Error | undefined;

  constructor(
    size: number,
    settings: WorkerSettings,
    private readonly sink: JudgeSink,
  ) {
    const script = new URL("./validate-worker.js", import.meta.url);
    this.workers = Array.from({ length: size }, () => new Worker(script, { workerData: settings, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }));
    this.busy = this.workers.map(() => 0);
    this.workers.forEach((worker, index) => {
      worker.on("message", (result: WorkerResult) => {
        this.busy[index]!--;
        this.complete(result.seq, () => this.replay(result));
      });
      worker.on("error", (error) => this.fail(error));
    });
  }

  /**
   * Sends a task to the least busy worker. Its bytes are copied once into memory of their own,
   * which is then moved, not copied again: the bytes given may be a view of a buffer that the
   * stream still uses.
   */
  submit(task: Task): void {
    const seq = this.nextSeq++;
    const index = this.busy.indexOf(Math.min(...this.busy));
    this.busy[index]!++;
    const bytes = new Uint8Array(task.bytes);
    this.workers[index]!.postMessage({ ...task, bytes, seq }, [bytes.buffer]);
  }

  /** Something the main thread reports itself, in its place among the tasks. */
  later(report: () => void): void {
    this.complete(this.nextSeq++, report);
  }

  /** Resolves once fewer tasks are in flight than the workers can keep busy. */
  async room(): Promise<void> {
    await this.until(() => this.inFlight() < this.workers.length * IN_FLIGHT_PER_WORKER);
  }

  /** Waits for every task, then stops the workers. */
  async close(): Promise<void> {
    try {
      await this.until(() => this.inFlight() === 0);
    } finally {
      await Promise.all(this.workers.map((worker) => worker.terminate()));
    }
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

  private replay(result: WorkerResult): void {
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
