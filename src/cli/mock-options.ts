// Every option of `survey-contract mock`, defined once: its flag, how its value is read and
// checked, and its lines in the help (options.ts makes the parser, the settings and the help).
import { PAGE_ITEMS, type PageName } from "../../generated/record-names.js";
import { DEFAULT_MAX_PAGE_SIZE, DEFAULT_PATHS, LIES, MAX_PAGE_NUMBER, type Lie } from "../mock/mock-lists.js";
import { UsageError } from "./output.js";
import { commandOptions, decimalNumber, flag, oneOf, option, wholeNumber, type SettingsOf } from "./options.js";

const LISTS = Object.keys(PAGE_ITEMS) as PageName[];
// Each range is what the handler serves (mock-lists.ts): no value is accepted that would make every request a 400.
const whole =
  (name: string, fallback: number, max: number, min = 0) =>
  (given: unknown) =>
    given === undefined ? fallback : wholeNumber(`--${name}`, String(given), { min, max, example: fallback });

const MOCK_TABLE = {
  port: option({ flag: "port", type: "string", value: "N", help: () => ["listen on port N (default 3000; 0: any free port)"], read: whole("port", 3000, 65535) }),
  host: option({ flag: "host", type: "string", value: "HOST", help: () => ["listen on this address (default 127.0.0.1)"], read: (given): string => String(given ?? "127.0.0.1") }),
  firstPage: option({ flag: "first-page", type: "string", value: "N", help: () => ["the number of the first page (default 1)"], read: whole("first-page", 1, MAX_PAGE_NUMBER) }),
  total: option({ flag: "total", type: "string", value: "N", help: () => ["records in each list (default 137)"], read: whole("total", 137, 2 ** 31) }),
  pageSize: option({
    flag: "page-size",
    type: "string",
    value: "N",
    help: () => [`records a page when the request gives no pageSize (default 20, at most ${DEFAULT_MAX_PAGE_SIZE})`],
    read: whole("page-size", 20, DEFAULT_MAX_PAGE_SIZE, 1),
  }),
  seed: option({ flag: "seed", type: "string", value: "N", help: () => ["the same seed serves the same records (default 1)"], read: whole("seed", 1, 2 ** 31) }),
  path: option({
    flag: "path",
    type: "string",
    multiple: true,
    value: "PAGE=/PATH",
    help: () => [`serve a list at this path (default ${LISTS.map((list) => `${list}=${DEFAULT_PATHS[list]}`).join(", ")})`],
    read: (given): Partial<Record<PageName, string>> => Object.fromEntries(((given ?? []) as string[]).map(pathOf)),
  }),
  strict: flag("strict", "serve only the properties the contract names (default: one more, servedBy)"),
  latency: option({ flag: "latency", type: "string", value: "MS", help: () => ["wait MS milliseconds before each answer (default 0)"], read: whole("latency", 0, 600_000) }),
  failRate: option({
    flag: "fail-rate",
    type: "string",
    value: "R",
    help: () => ["answer this share of requests (0 to 1) with HTTP 500 (default 0)"],
    read: (given): number => (given === undefined ? 0 : decimalNumber("--fail-rate", String(given), { min: 0, max: 1, example: 0.1 })),
  }),
  lie: option({
    flag: "lie",
    type: "string",
    value: "KIND",
    help: () => ["make every page lie: totalCount (shrinking), page (off by one) or", "duplicate (repeating the last record of the page before)"],
    read: (given): Lie | undefined => (given === undefined ? undefined : oneOf("--lie", String(given), LIES)),
  }),
};

export type MockSettings = SettingsOf<typeof MOCK_TABLE>;

/** mock's options: `MOCK_OPTIONS.parse(args)`, `MOCK_OPTIONS.help()`. */
export const MOCK_OPTIONS = commandOptions(MOCK_TABLE);

function pathOf(text: string): [PageName, string] {
  const [list = "", path = ""] = text.split("=", 2);
  if (!path.startsWith("/")) throw new UsageError(`--path ${text}: give PAGE=/PATH, such as CollectorPage=/v1/collectors`);
  return [oneOf("--path", list, LISTS), path];
}

export const MOCK_HELP = `Usage: survey-contract mock [options]

Serves both lists of the contract over HTTP, made of ./testing's seeded records with the
contract's pagination (GET <path>?page=N&pageSize=M), until interrupted (Ctrl-C).
The same is a function for tests: createMockHandler from @survey-collection/contract/mock.

Options:
${MOCK_OPTIONS.help()}

Exit codes: 0 stopped, 2 usage errors or the port cannot be used.

Examples:
  survey-contract mock --port 4010 --first-page 0 --total 1000
  survey-contract mock --latency 200 --fail-rate 0.1 --lie duplicate`;
