// A worker thread of `validate --jobs N`: judges the inputs and blocks of NDJSON lines it is
// sent, exactly as the main thread would (judge.ts), and sends back what it found, in order.
import { parentPort, workerData } from "node:worker_threads";
import * as strictTable from "../../generated/validators/strict-records.js";
import * as tolerantTable from "../../generated/validators/tolerant-records.js";
import type { RecordName } from "../../generated/record-names.js";
import { ownsLine } from "./shard.js";
import { Judge, type JudgeSink } from "./judge.js";
import { readBlock } from "./lines.js";
import type { WorkerResult, WorkerSettings, WorkerTask } from "./parallel.js";

const settings = workerData as WorkerSettings;
const entry = (settings.strict ? strictTable : tolerantTable)[settings.record as RecordName];

parentPort!.on("message", (task: WorkerTask) => {
  const result: WorkerResult = { seq: task.seq, judged: 0, events: [] };
  const sink: JudgeSink = {
    judged: (count) => (result.judged += count),
    invalid: (problems, where) => result.events.push({ kind: "invalid", problems, where }),
    inputError: (error) => result.events.push({ kind: "error", error }),
  };
  const judge = new Judge(entry, settings, sink);
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
