// Walking a paginated list from a client: every page validated, the walk stopped at
// `totalCount`, and a clear error instead of a loop or a silent gap when a server misbehaves.
import type { PAGE_ITEMS, PageName } from "../generated/record-names.js";
import type { ContractRecords } from "../generated/types.js";
import type { Page } from "./records.js";

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

export type PaginationProblem = "page-number" | "total-changed" | "page-overfull" | "empty-page";

/** A server answered in a way that would make a client loop, skip or double records. */
export class PaginationError extends Error {
  override readonly name = "PaginationError";

  constructor(
    message: string,
    /** What went wrong. */
    readonly problem: PaginationProblem,
    /** The page number requested when it went wrong. */
    readonly page: number,
  ) {
    super(message);
  }
}

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
  let seen = 0;
  let totalCount: number | undefined;
  for (let number = firstPage; ; number++) {
    const body = await fetchPage(number);
    if (typeof body !== "string") validator.assert(body);
    const page = (typeof body === "string" ? validator.parse(body) : body) as Lists[L];
    checkPage(page, number, totalCount);
    totalCount ??= page.totalCount;
    seen += page.data.length;
    if (page.data.length === 0 && seen < totalCount) {
      throw new PaginationError(`page ${number} is empty, but only ${seen} of ${totalCount} records were listed`, "empty-page", number);
    }
    yield page;
    if (seen >= totalCount) return;
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

function checkPage(page: { page: number; pageSize: number; totalCount: number; data: unknown[] }, requested: number, totalCount: number | undefined) {
  if (page.page !== requested) {
    throw new PaginationError(
      `asked for page ${requested} and got page ${page.page}; check firstPage (does the service count pages from ${page.page < requested ? 0 : 1}?)`,
      "page-number",
      requested,
    );
  }
  if (totalCount !== undefined && page.totalCount !== totalCount) {
    throw new PaginationError(
      `totalCount changed from ${totalCount} to ${page.totalCount} on page ${requested}; the list changed while it was read, start again`,
      "total-changed",
      requested,
    );
  }
  if (page.data.length > page.pageSize) {
    throw new PaginationError(`page ${requested} holds ${page.data.length} records, more than its pageSize of ${page.pageSize}`, "page-overfull", requested);
  }
}
