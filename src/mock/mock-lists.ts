// The lists the mock serves: page p of a list holds records made by ./testing from seeds that
// depend on the list's seed and the records' places alone, so any page is made on its own, in
// time proportional to its size, however long the list. The records of a list cycle through
// RECORDS_MADE made ones (each made once, then copied), their ids unique by place, so that a
// list of a million records costs what a list of a thousand does. Faults (a
// lie, a failure, a delay) are opt-in, for testing clients against a service that misbehaves.
import { PAGE_ITEMS, type PageName } from "../../generated/record-names.js";
import * as codec from "../../generated/validators/codecs.js";
import { makeNamed } from "../testing/index.js";
import { seededRandom } from "../testing/make-record.js";

export type Lie = "totalCount" | "page" | "duplicate";
export const LIES: readonly Lie[] = ["totalCount", "page", "duplicate"];

export interface MockOptions {
  /** The number of the first page (default 1: the contract leaves it open, the mock must pick). */
  firstPage?: number;
  /** Records in each list (default 137). */
  total?: number;
  /** The page size when a request gives none (default 20). */
  pageSize?: number;
  /** The largest page size a request may ask for (default 1000, at most MAX_PAGE_SIZE). */
  maxPageSize?: number;
  /** The same seed serves the same records (default 1). */
  seed?: number;
  /** Where each list is served (default /collectors and /survey-responses). */
  paths?: Partial<Record<PageName, string>>;
  /** The query parameters of the page number and the page size (default page and pageSize). */
  pageParam?: string;
  pageSizeParam?: string;
  /**
   * Serve exactly the properties the contract names. By default each record carries one more
   * (`servedBy`), as a newer service may send, which the tolerant profile lets clients ignore.
   */
  strict?: boolean;
  /** Milliseconds to wait before each answer (default 0). */
  latency?: number;
  /** The share of requests answered 500, from 0 to 1, chosen by the seed (default 0). */
  failRate?: number;
  /** Make every page lie: totalCount shrinking by one a page, the page number off by one, or each page repeating the last record of the page before. */
  lie?: Lie;
}

export const DEFAULT_PATHS: Record<PageName, string> = { CollectorPage: "/collectors", SurveyResponsePage: "/survey-responses" };

/** What the mock answers, whatever carries it. */
export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Different records a list cycles through. */
const RECORDS_MADE = 1000;

/** The largest page number a request can give (nine digits are read) and so the largest first page. */
export const MAX_PAGE_NUMBER = 999_999_999;
/** The largest page size a request may ask for unless maxPageSize says otherwise. */
export const DEFAULT_MAX_PAGE_SIZE = 1000;
/** The largest page size the mock can be set to serve: a page of this many records is about 15 MB of JSON. */
export const MAX_PAGE_SIZE = 10_000;
/** The most records a list can hold: every place has its own id (a uuid's last 12 hex digits). */
export const MAX_TOTAL = 16 ** 12;

type Settings = Required<Omit<MockOptions, "lie" | "paths">> & { lie: Lie | undefined; paths: Record<PageName, string> };

export class MockLists {
  private readonly settings: Settings;
  private requests = 0;
  private readonly failures: () => number;
  private readonly made = new Map<PageName, Record<string, unknown>[]>();
  /** The --latency waits under way, ended at once by close(). */
  private readonly waits = new Set<() => void>();
  private closed = false;

  constructor(options: MockOptions = {}) {
    this.settings = settingsFrom(options);
    this.failures = seededRandom(this.settings.seed ^ 0x5f3759df);
  }

  /** The answer to GET `pathAndQuery`; undefined for a path the mock does not serve. Never rejects. */
  async answer(method: string, pathAndQuery: string): Promise<MockAnswer | undefined> {
    // A request target is a path: `//x` must not read as a host, nor `*` or an absolute URL be served.
    const url = pathAndQuery.startsWith("/") && URL.canParse(`http://mock.invalid${pathAndQuery}`) ? new URL(`http://mock.invalid${pathAndQuery}`) : undefined;
    if (url === undefined) return problem(400, "the request target is not a path the mock can read");
    const list = (Object.keys(this.settings.paths) as PageName[]).find((name) => this.settings.paths[name] === url.pathname);
    if (list === undefined) return undefined;
    if (this.closed) return closing();
    if (this.settings.latency > 0) await this.wait(this.settings.latency);
    if (this.closed) return closing();
    if (method !== "GET" && method !== "HEAD") return problem(405, `${method} is not served here: the mock lists records with GET`, { allow: "GET, HEAD" });
    this.requests++;
    if (this.settings.failRate > 0 && this.failures() < this.settings.failRate) return problem(500, "a failure the mock was asked to make (--fail-rate)");
    const page = this.number(url.searchParams.get(this.settings.pageParam), this.settings.firstPage);
    const pageSize = this.number(url.searchParams.get(this.settings.pageSizeParam), this.settings.pageSize);
    if (page === undefined || page < this.settings.firstPage) return problem(400, `${this.settings.pageParam} must be a whole number from ${this.settings.firstPage}`);
    if (pageSize === undefined || pageSize < 1 || pageSize > this.settings.maxPageSize) {
      return problem(400, `${this.settings.pageSizeParam} must be a whole number from 1 to ${this.settings.maxPageSize}`);
    }
    return { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(this.page(list, page, pageSize)) };
  }

  /**
   * Ends every wait for the latency at once, and answers 503 to what was waiting and to every
   * request from now on: a server shutting down answers promptly.
   */
  close(): void {
    this.closed = true;
    for (const end of this.waits) end();
    this.waits.clear();
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.waits.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      this.waits.add(end);
    });
  }

  /** A page as it is served (its number and size checked as a request's are), parsed or decoded. */
  servedPage(list: PageName, page: number, pageSize = this.settings.pageSize, decode = false): unknown {
    if (!Number.isSafeInteger(page) || page < this.settings.firstPage || page > MAX_PAGE_NUMBER)
      throw new RangeError(`page must be a whole number from ${this.settings.firstPage}, not ${page}`);
    if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > this.settings.maxPageSize)
      throw new RangeError(`pageSize must be from 1 to ${this.settings.maxPageSize}, not ${pageSize}`);
    const served = JSON.parse(JSON.stringify(this.page(list, page, pageSize)));
    // The mock's pages are valid by construction (its tests say so): decoded as the root entry's decodeX decodes a valid page.
    return decode ? codec[`decode${list}`](served, false) : served;
  }

  /** Page `page` of `list`, `pageSize` records at most, with the lie asked for. */
  page(list: PageName, page: number, pageSize: number): { page: number; pageSize: number; totalCount: number; data: unknown[] } {
    const { total, firstPage, lie } = this.settings;
    const index = page - firstPage;
    const first = index * pageSize;
    const data: unknown[] = [];
    for (let place = first; place < Math.min(total, first + pageSize); place++) data.push(this.record(list, place));
    if (lie === "duplicate" && index > 0 && data.length > 0) data[0] = this.record(list, first - 1);
    return {
      page: lie === "page" ? page + 1 : page,
      pageSize,
      totalCount: lie === "totalCount" ? Math.max(0, total - index) : total,
      data,
    };
  }

  /** The record at `place` of `list`: the same for the same seed, its id unique by place. */
  private record(list: PageName, place: number): unknown {
    const item = PAGE_ITEMS[list];
    const id = item === "SurveyResponse" ? uuidAt(place) : `${item.toLowerCase()}-${place}`;
    return { ...this.madeRecord(list, place % RECORDS_MADE), id };
  }

  private madeRecord(list: PageName, slot: number): Record<string, unknown> {
    let made = this.made.get(list);
    if (made === undefined) this.made.set(list, (made = []));
    if (made[slot] === undefined) {
      const record = makeNamed(PAGE_ITEMS[list], undefined, { seed: this.settings.seed * 1_000_003 + slot }) as unknown as Record<string, unknown>;
      made[slot] = this.settings.strict ? record : { ...record, servedBy: "survey-contract mock" };
    }
    return made[slot];
  }

  private number(given: string | null, fallback: number): number | undefined {
    if (given === null) return fallback;
    return /^[0-9]{1,9}$/.test(given) ? Number(given) : undefined;
  }
}

function settingsFrom(options: MockOptions): Settings {
  const settings: Settings = {
    firstPage: options.firstPage ?? 1,
    total: options.total ?? 137,
    pageSize: options.pageSize ?? 20,
    maxPageSize: options.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE,
    seed: options.seed ?? 1,
    paths: { ...DEFAULT_PATHS, ...options.paths },
    pageParam: options.pageParam ?? "page",
    pageSizeParam: options.pageSizeParam ?? "pageSize",
    strict: options.strict ?? false,
    latency: options.latency ?? 0,
    failRate: options.failRate ?? 0,
    lie: options.lie,
  };
  for (const name of ["firstPage", "total", "pageSize", "maxPageSize", "seed", "latency"] as const) {
    if (!Number.isSafeInteger(settings[name]) || settings[name] < 0) throw new RangeError(`${name} must be a whole number of 0 or more, not ${settings[name]}`);
  }
  // What the options allow is what the handler serves: no option makes every request a 400, or an id invalid.
  if (settings.firstPage > MAX_PAGE_NUMBER)
    throw new RangeError(`firstPage must be at most ${MAX_PAGE_NUMBER}, the largest page number a request can give, not ${settings.firstPage}`);
  if (settings.maxPageSize < 1 || settings.maxPageSize > MAX_PAGE_SIZE) throw new RangeError(`maxPageSize must be from 1 to ${MAX_PAGE_SIZE}, not ${settings.maxPageSize}`);
  if (settings.pageSize < 1 || settings.pageSize > settings.maxPageSize)
    throw new RangeError(`pageSize must be from 1 to maxPageSize (${settings.maxPageSize}), not ${settings.pageSize}`);
  if (settings.total > MAX_TOTAL) throw new RangeError(`total must be at most ${MAX_TOTAL}, the records whose ids stay unique and valid, not ${settings.total}`);
  if (!(settings.failRate >= 0 && settings.failRate <= 1)) throw new RangeError(`failRate must be from 0 to 1, not ${settings.failRate}`);
  if (settings.lie !== undefined && !LIES.includes(settings.lie)) throw new RangeError(`lie must be one of ${LIES.join(", ")}, not ${String(settings.lie)}`);
  for (const path of Object.values(settings.paths)) if (!path.startsWith("/")) throw new RangeError(`a path must start with /, not ${path}`);
  return settings;
}

/** A uuid (version 4 layout) that encodes `place`. */
function uuidAt(place: number): string {
  const hex = place.toString(16).padStart(12, "0");
  return `00000000-0000-4000-8000-${hex}`;
}

function closing(): MockAnswer {
  return problem(503, "the mock is shutting down", { connection: "close" });
}

function problem(status: number, message: string, headers: Record<string, string> = {}): MockAnswer {
  return { status, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ error: message }) };
}
