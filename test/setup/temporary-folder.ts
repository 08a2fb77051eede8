// Every test run gets a temporary folder of its own inside the system's, and removes it when
// the run ends, passed or failed: projects the consumer tests install, packed tarballs,
// inputs the CLI tests write, what npm and Chromium leave behind. Set before any test file
// runs, TMPDIR is what os.tmpdir() answers in the test workers and in every process they start.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "survey-contract-test-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
}
