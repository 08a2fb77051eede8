// The help text of survey-contract itself; each command's is beside its options table.
export const MAIN_HELP = `Usage: survey-contract <command> [options]

Checks for the Survey Collection Service contract.

Commands:
  validate <Record> [files...]   check recorded payloads against the contract
  diff <old> <new>               list the changes between two versions of the contract
  changes                        what changed since the version a project had, for its side
  probe <url>                    walk a running service's list and check every page
  mock                           serve the contract's lists, for clients to develop against

Run survey-contract <command> --help for a command's options; --version prints the version.
Exit codes: 0 all good, 1 invalid payloads or breaking changes, 2 usage or input errors.`;
