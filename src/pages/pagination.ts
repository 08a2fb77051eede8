// Walking a paginated list from a client: every page validated, the walk stopped at
// `totalCount`, and a clear error instead of a loop, a silent gap or a record listed twice when
// a server misbehaves: the rules of pagination-checks.ts, which `probe` reports by.
import type { PAGE_ITEMS, PageName } from "../../generated/record-names.js";
import type { ContractRecords } from "../../generated/types.js";
import type { DecodedRecords } from "../../generated/codec-types.js";
import { responseText, type FetchResponse, type ReadLimits } from "./http-page.js";
import { PageReadError, absoluteUrl, hasCredentials, isRedirect, redirectFailure, redirectTarget } from "./read-limits.js";
import { PaginationChecks, type PageProblem, type PaginationProblem } from "./pagination-checks.js";
import type { Page } from "../records.js";
import { escapeLine } from "../text/escape-line.js";
import { redactedUrl } from "../text/secrets.js";

export type { PageProblem, PaginationProblem } from "./pagination-checks.js";

/** The name of a list: the name of its page record (CollectorPage, …), as the schemas make it. */
export type ListName = PageName;

/** The lists the contract knows, by the name of their page record: a page of the record its `data` holds. */
export type Lists = { [L in ListName]: Page<ContractRecords[(typeof PAGE_ITEMS)[L]]> };

/** A page of list L as the walk hands it out: as it was read, or decoded (every date-time field a Date) when `decode` is true. */
export type WalkedPage<L extends ListName, Decoded extends boolean> = Decoded extends true ? DecodedRecords[L] : Lists[L];

export interface PaginationOptions<L extends ListName, Decoded extends boolean = false> extends ReadLimits {
  /** Which list is walked: its pages are validated as this record. */
  list: L;
  /** Hand out each page (or record) as `decodeX` does: every date-time field a `Date`. The checks of the walk read the page as it was sent. */
  decode?: Decoded;
  /**
   * The number of the first page. The contract does not say whether pages count from 0 or
   * from 1, so there is no default: ask the service.
   */
  firstPage: number;
  /** With a URL template: what `{pageSize}` stands for (a template that holds it needs it). */
  pageSize?: number;
  /** With a URL template: the fetch to ask with (default: the global `fetch`). */
  fetch?: Fetch;
  /** With a URL template: headers of every request (an Authorization header, say); a redirect is followed only within the URL's origin, so they go nowhere else. */
  headers?: Readonly<Record<string, string>>;
  /** With a URL template: ends the walk, and the request under way, when aborted. */
  signal?: Signal;
}

// The package's types name no platform's API (it runs in browsers, Node.js and edge runtimes):
// where the program's types know fetch and AbortSignal (DOM or Node.js types), these are theirs.
/** The runtime's `fetch`, or what the walk needs of one. */
export type Fetch = typeof globalThis extends { fetch: infer F } ? F : (url: string, init: FetchInit) => Promise<FetchResponse>;
/** The runtime's `AbortSignal`, or what the walk needs of one. */
export type Signal = typeof globalThis extends { AbortSignal: { prototype: infer S } } ? S : { readonly aborted: boolean };

/** What the walk passes to `fetch`. */
interface FetchInit {
  headers?: Readonly<Record<string, string>> | undefined;
  signal?: Signal | undefined;
  /** The walk follows redirects itself, within the origin asked (D27). */
  redirect: "manual";
}

type Ask = (url: string, init: FetchInit) => Promise<FetchResponse>;

/**
 * Fetches one page: returns the response body, parsed (any JSON value) or as JSON text.
 * @param page the page number, starting at `firstPage`
 */
export type FetchPage = (page: number) => Promise<unknown>;

/**
 * Where the pages come from: a function that fetches one, or a URL whose `{page}` (and
 * `{pageSize}`) the walk fills, each answer other than 2xx an HttpError.
 */
export type PageSource = FetchPage | string;

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
    // The path holds the service's keys and the message its ids: escaped as every printed text is (D24).
    super(
      escapeLine(`page ${page}: ${first.path} ${first.message}${others.length === 0 ? "" : ` (and ${others.length} more: ${others.map((other) => other.keyword).join(", ")})`}`),
    );
  }

  /** What went wrong first. */
  get problem(): PaginationProblem {
    return this.problems[0].keyword;
  }
}

/** How the options of a walk are called, in the problems' words. */
const OPTION_NAMES = { firstPage: "firstPage", maxPages: "maxPages" };

/** What the walk reads one list's pages with: its profile's check and, when asked, its decodeX. */
export interface PageValidator {
  /** A page the source gave as a value, read once: a valid copy, or ContractValidationError. */
  read(value: unknown): unknown;
  parse(json: string): unknown;
  /** A page as a text or a value, judged and decoded in one read (decodeX): every date-time field a Date; absent, pages are handed out as read. */
  decode?: (body: unknown) => unknown;
}

/** What a walk of one list is told: where it starts and how it asks, not which list (its validator says). */
export type WalkOptions = Omit<PaginationOptions<ListName, boolean>, "list" | "decode">;

/** `pages` of a profile, or of one list: its entry passes the list's validator. */
export async function* walkPages<P>(validator: PageValidator, source: PageSource, options: WalkOptions): AsyncGenerator<P, void, undefined> {
  const { firstPage } = options;
  if (!Number.isInteger(firstPage) || firstPage < 0) throw new RangeError(escapeLine(`firstPage must be an integer of 0 or more, not ${String(firstPage)}`));
  const fetchPage = typeof source === "string" ? fetchFromTemplate(source, options) : source;
  const { decode } = validator;
  // No page limit: a walk ends at totalCount, or at the first problem (a loop is one).
  const checks = new PaginationChecks(firstPage, Number.POSITIVE_INFINITY, OPTION_NAMES);
  for (let number = firstPage; ; number++) {
    const body = await fetchPage(number);
    // A page given as a value is read once, into the copy the walk's checks then read.
    const page = (decode !== undefined ? decode(body) : typeof body === "string" ? validator.parse(body) : validator.read(body)) as ListedPage;
    const { problems, next } = checks.page(number, page);
    // Before the page is given: its records would be past the total, or listed twice.
    if (problems.length > 0) throw new PaginationError(number, problems as [PageProblem, ...PageProblem[]]);
    yield page as P;
    if (next !== "continue") return;
  }
}

/** `readPage` of a profile, or of one list: one response's body, validated as a page of the list. */
export async function readPageWith<P>(parse: (json: string) => unknown, response: FetchResponse, limits: ReadLimits = {}): Promise<P> {
  return parse(await responseText(response, limits)) as P;
}

/** `records` of a profile, or of one list: the records of `walkPages`, one by one. */
export async function* walkRecords<R>(validator: PageValidator, source: PageSource, options: WalkOptions): AsyncGenerator<R, void, undefined> {
  for await (const page of walkPages<ListedPage>(validator, source, options)) yield* page.data as R[];
}

/** Asks for each page at the template's URL: a 2xx body is the page's text, any other status an HttpError. */
function fetchFromTemplate(template: string, options: WalkOptions): FetchPage {
  if (!template.includes("{page}")) throw new TypeError(escapeLine(`the URL must hold {page}, where the page number goes: ${redactedUrl(template)}`));
  const { pageSize } = options;
  if (template.includes("{pageSize}") && (pageSize === undefined || !Number.isInteger(pageSize) || pageSize < 1)) {
    throw new RangeError(escapeLine(`the URL holds {pageSize}: give pageSize, a whole number of 1 or more, not ${String(pageSize)}`));
  }
  const first = absoluteUrl(template.replaceAll("{page}", String(options.firstPage)).replaceAll("{pageSize}", String(pageSize)), pageBase());
  if (first !== undefined && hasCredentials(first)) {
    throw new TypeError(
      escapeLine(`the URL holds a user name or password, which fetch does not send: give them in the headers option (authorization) instead: ${redactedUrl(template)}`),
    );
  }
  const ask = (options.fetch as Ask | undefined) ?? globalFetch();
  const init: FetchInit = { headers: options.headers, signal: options.signal, redirect: "manual" };
  return async (page) => responseText(await askWithinOrigin(ask, template.replaceAll("{page}", String(page)).replaceAll("{pageSize}", String(pageSize)), init), options);
}

/**
 * Asks for `url`, following a redirect only within its origin, as probe does (D27): the caller's
 * headers never reach another origin, and what another origin sends is never read as the
 * service's page.
 */
async function askWithinOrigin(ask: Ask, url: string, init: FetchInit): Promise<FetchResponse> {
  const start = absoluteUrl(url, pageBase());
  let current = start;
  let redirectedBy: string | undefined;
  for (let hop = 0; ; hop++) {
    const asked = current?.href ?? url;
    const response = await askHop(ask, asked, init, redirectedBy);
    const opaque = response.type === "opaqueredirect";
    if (!opaque && !isRedirect(response.status)) return response;
    const target = opaque
      ? { refused: "redirected, and this runtime's fetch does not say where (a browser's does not): not followed" }
      : start === undefined || current === undefined
        ? { refused: "redirected from a URL that is not absolute" }
        : redirectTarget(response.headers?.get("location"), current, start, hop);
    // The URL is redacted only when it is printed: the pages that need no redirect pay nothing for it.
    if ("refused" in target) throw new PageReadError(redactedUrl(asked), "origin", target.refused);
    redirectedBy = asked;
    current = target.next;
  }
}

/**
 * One request of a page's walk. Where a redirect led to it, whatever fails in asking is a
 * PageReadError with the URL's secrets starred, never the runtime's error, which may quote the
 * URL whole; an abort is the caller's, and stays as it is.
 */
async function askHop(ask: Ask, url: string, init: FetchInit, redirectedBy: string | undefined): Promise<FetchResponse> {
  try {
    return await ask(url, init);
  } catch (error) {
    if (redirectedBy === undefined || (init.signal as { aborted?: boolean } | undefined)?.aborted === true) throw error;
    throw new PageReadError(redactedUrl(redirectedBy), "origin", redirectFailure(url, error));
  }
}

/** What a relative URL is read against: the page's address in a browser, none elsewhere. */
function pageBase(): string | undefined {
  return (globalThis as { location?: { href?: string } }).location?.href;
}

/** The runtime's fetch, asked for when the walk starts (a test or a polyfill may set it late). */
function globalFetch(): Ask {
  const { fetch } = globalThis as { fetch?: Ask };
  if (fetch === undefined) throw new TypeError("no global fetch in this runtime: pass one as the fetch option");
  return (url, init) => fetch(url, init);
}

/** What getNextPageParam reads of a page. */
interface ListedPage {
  totalCount: number;
  data: readonly unknown[];
}

/**
 * The next page's number for TanStack Query's infinite queries (`getNextPageParam`), or
 * undefined once the pages hold `totalCount` records or the last one is empty. The page
 * numbers are the query's own (`initialPageParam`: 0 or 1, as the service counts).
 */
export function getNextPageParam(lastPage: ListedPage, allPages: readonly ListedPage[], lastPageParam: number): number | undefined {
  const listed = allPages.reduce((sum, page) => sum + page.data.length, 0);
  return lastPage.data.length === 0 || listed >= lastPage.totalCount ? undefined : lastPageParam + 1;
}
