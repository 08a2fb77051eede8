#!/usr/bin/env node
// The survey-contract executable: runs main with the process's arguments and sets its exit code.
import { main } from "./main.js";
import { escapeLine } from "../text/escape-line.js";
import { EXIT, endOnWriteFailure } from "./output.js";

endOnWriteFailure(process.stdout);
endOnWriteFailure(process.stderr);

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // No stack trace: it says nothing to a user, and its message may quote the input.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    process.stderr.write(`survey-contract: unexpected failure (${escapeLine(reason.slice(0, 500))}).\nPlease report it with the command you ran.\n`);
    process.exitCode = EXIT.USAGE;
  },
);
