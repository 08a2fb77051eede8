#!/usr/bin/env node
// The survey-contract executable: runs main with the process's arguments and sets its exit code.
import { main } from "./main.js";
import { EXIT } from "./output.js";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `survey-contract: unexpected failure: ${error instanceof Error ? error.stack : String(error)}\nPlease report it with the command you ran.\n`,
    );
    process.exitCode = EXIT.USAGE;
  },
);
