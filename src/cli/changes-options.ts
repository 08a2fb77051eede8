// Every option of `survey-contract changes`, defined once: its flag, how its value is read and
// checked, and its lines in the help (options.ts makes the parser, the settings and the help).
import type { Side } from "../changes/for-side.js";
import { PLAIN_VERSION } from "../changes/history.js";
import { CHANGES_FORMAT_OPTION } from "./reporters/changes-formats.js";
import { commandOptions, oneOf, option } from "./options.js";
import { UsageError } from "./output.js";

/** A version given on the command line: major.minor.patch, as the history names its files. */
function versionGiven(flag: string, given: unknown): string | undefined {
  if (given === undefined) return undefined;
  if (!PLAIN_VERSION.test(String(given))) throw new UsageError(`${flag} ${String(given)}: give a published version as major.minor.patch, such as 0.1.0`);
  return String(given);
}

const CHANGES_TABLE = {
  from: option({
    flag: "from",
    type: "string",
    value: "<version>",
    help: () => ["the version the project had (default: the one package-lock.json locked", "before, read from its history in git)"],
    read: (given): string | undefined => versionGiven("--from", given),
  }),
  to: option({
    flag: "to",
    type: "string",
    value: "<version>",
    help: () => ["the version to compare with (default: the one installed)"],
    read: (given): string | undefined => versionGiven("--to", given),
  }),
  for: option({
    flag: "for",
    type: "string",
    value: "<side>",
    help: () => ["clients (code that reads the records), producers (code that sends", "them) or both (default)"],
    read: (given): Side[] => {
      const side = oneOf("--for", given === undefined ? "both" : String(given), ["both", "clients", "producers"] as const);
      return side === "both" ? ["clients", "producers"] : [side];
    },
  }),
  format: CHANGES_FORMAT_OPTION,
};

/** changes' options: `CHANGES_OPTIONS.parse(args)`, `CHANGES_OPTIONS.help()`. */
export const CHANGES_OPTIONS = commandOptions(CHANGES_TABLE);

export const CHANGES_HELP = `Usage: survey-contract changes [--from <version>] [--to <version>] [options]

What changed in the contract between the version a project had and the one installed, read
from the installed package's own history (each published version's document ships in it), in
the words of the side that reads it: for clients, what they may now receive or no longer
receive; for producers, what they may no longer send; for both, what each change does to the
generated TypeScript types (the code it stops compiling) and what to change in code. Run it
after an upgrade, or on the pull request that upgrades (--format markdown for its comment).

Without --from, the version before is the one package-lock.json in the current folder locked
before the version installed, found in its history in git (the last 50 commits that touched it).

Options:
${CHANGES_OPTIONS.help()}

Exit codes: 0 no change breaks the sides asked for; 1 a change breaks one (the code that
names what changed must change); 2 usage or input errors (a version not in the history).

Examples:
  survey-contract changes
  survey-contract changes --from 0.1.0 --for clients
  survey-contract changes --format markdown > contract-changes.md`;
