// Walking a paginated list from a client: every page validated, the walk stopped at
// `totalCount`, and a clear error instead of a loop, a silent gap or a record listed twice when
// a server misbehaves: the rules of pagination-checks.ts, which `probe` reports by.
import type { PAGE_ITEMS, PageName } from "../generated/record-names.js";
import type { ContractRecords } from "../generated/types.js";
import { PaginationChecks, type PageProblem, type PaginationProblem } from "./pagination-checks.js";
import type { Page } from "./records.js";

export type { PageProblem, PaginationProblem } from "./pagination-checks.js";

/** The name of a list: the name of its page record (CollectorPage, …), as the schemas make it. */
export type ListName = PageName;

/** The lists the contract knows, by the name of their page record: a page of the record its `data` holds. */
export type Lists = { [L in ListName]: Page<ContractRecords[(typeof PAGE_ITEMS)[L]]> };

export interface PaginationOptions<L extends ListName> {
  /** Which list is walked: its pages are validated as this record. */
  list: L;
  /**
   * The number of the first page. The contract does not say whether pages count from 0 or
   * from 1, so there is no default: ask the service.
   */
  firstPage: number;
}

/**
 * Fetches one page: returns the response body, parsed (any JSON value) or as JSON text.
 * @param page the page number, starting at `firstPage`
 */
export type FetchPage = (page: number) => Promise<unknown>;

/** A server answered in a way that would make a client loop, skip or double records. */
export class PaginationError extends Error {
  override readonly name = "PaginationError";

  constructor(
    /** The page number requested when it went wrong. */
    readonly page: number,
    /** Every problem of that page, each at a JSON Pointer into its body (the first is the message's). */
    readonly problems: readonly [PageProblem, ...PageProblem[]],
  ) {
    const [first, ...others] = problems;
    super(`page ${page}: ${first.path} ${first.message}${others.length === 0 ? "" : ` (and ${others.length} more: ${others.map((other) => other.keyword).join(", ")})`}`);
  }

  /** What went wrong first. */
  get problem(): PaginationProblem {
    return this.problems[0].keyword;
  }
}

/** How the options of a walk are called, in the problems' words. */
const OPTION_NAMES = { firstPage: "firstPage", maxPages: "maxPages" };

interface PageValidator {
  assert(value: unknown): void;
  parse(json: string): unknown;
}

export type PageValidators = { [L in ListName]: PageValidator };

/** `pages` of a profile: its entry passes its validators. */
export async function* walkPages<L extends ListName>(validators: PageValidators, fetchPage: FetchPage, options: PaginationOptions<L>): AsyncGenerator<Lists[L], void, undefined> {
  const { list, firstPage } = options;
  if (!Number.isInteger(firstPage) || firstPage < 0) throw new RangeError(`firstPage must be an integer of 0 or more, not ${firstPage}`);
  const validator = validators[list];
  // No page limit: a walk ends at totalCount, or at the first problem (a loop is one).
  const checks = new PaginationChecks(firstPage, Number.POSITIVE_INFINITY, OPTION_NAMES);
  for (let number = firstPage; ; number++) {
    const body = await fetchPage(number);
    if (typeof body !== "string") validator.assert(body);
    const page = (typeof body === "string" ? validator.parse(body) : body) as Lists[L];
    const { problems, next } = checks.page(number, page);
    // Before the page is given: its records would be past the total, or listed twice.
    if (problems.length > 0) throw new PaginationError(number, problems as [PageProblem, ...PageProblem[]]);
    yield page;
    if (next !== "continue") return;
  }
}

/** `records` of a profile: the records of `walkPages`, one by one. */
export async function* walkRecords<L extends ListName>(
  validators: PageValidators,
  fetchPage: FetchPage,
  options: PaginationOptions<L>,
): AsyncGenerator<Lists[L]["data"][number], void, undefined> {
  for await (const page of walkPages(validators, fetchPage, options)) yield* page.data as Lists[L]["data"][number][];
}
