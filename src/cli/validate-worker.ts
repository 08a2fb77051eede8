// A worker thread of `validate --jobs N`: judges the inputs and blocks of NDJSON lines it is
// sent, exactly as the main thread would (record-judge.ts), and sends back what it found, in order.
import { parentPort, workerData } from "node:worker_threads";
import { recordEntry } from "./profiles.js";
import type { RecordName } from "../../generated/record-names.js";
import { judgeTask, type NumberedTask } from "./record-judge.js";
import type { WorkerSettings } from "./parallel.js";

const settings = workerData as WorkerSettings;
const entry = recordEntry(settings.record as RecordName, settings);

parentPort!.on("message", (task: NumberedTask) => parentPort!.postMessage(judgeTask(entry, settings, task)));
