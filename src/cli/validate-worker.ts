// A worker thread of `validate --jobs N`: judges the inputs and blocks of NDJSON lines it is
// sent, exactly as the main thread would (record-judge.ts), and sends back what it found, in order.
import { parentPort, workerData } from "node:worker_threads";
import { recordEntry } from "./profiles.js";
import type { RecordName } from "../../generated/record-names.js";
import { ownsLine } from "./shard.js";
import { RecordJudge, type JudgeSink } from "./record-judge.js";
import { readBlock } from "./lines.js";
import type { WorkerResult, WorkerSettings, WorkerTask } from "./parallel.js";

const settings = workerData as WorkerSettings;
const entry = recordEntry(settings.record as RecordName, settings);

parentPort!.on("message", (task: WorkerTask) => {
  const result: WorkerResult = { seq: task.seq, judged: 0, events: [] };
  const sink: JudgeSink = {
    judged: (count) => (result.judged += count),
    invalid: (problems, where) => result.events.push({ kind: "invalid", problems, where }),
    inputError: (error) => result.events.push({ kind: "error", error }),
  };
  const judge = new RecordJudge(entry, settings, sink);
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.kind === "document") {
    judge.document(bytes, task.file);
  } else {
    readBlock(bytes, task.firstNumber, settings.maxLineBytes, {
      onLine: (text, number) => judge.line(text, number, task.file),
      onBadLine: (number, problem) => ownsLine(settings.shard, task.file, number) && sink.inputError({ file: task.file, line: number, message: `line ${problem}` }),
    });
  }
  parentPort!.postMessage(result);
});
