// What the contract's pagination implies across the pages of one walk (D6 leaves each page's
// own fields unrelated, so these are checks of the running service, not of a record): the page
// number echoed, no more records than pageSize, totalCount stable, no record id listed twice,
// and the walk ending where totalCount says, without a loop. One set of rules for both walks:
// `probe` reports every problem, and a client's `pages()` and `records()` stop at the first page
// that has one.
import { IdFingerprints } from "./id-fingerprints.js";

/** What can be wrong with a page of a list, given the pages before it. */
export type PaginationProblem = "page-number" | "page-overfull" | "total-changed" | "duplicate-id" | "empty-page" | "past-total" | "loop" | "max-pages";

/** A problem of one page, at a JSON Pointer into its body. */
export interface PageProblem {
  path: string;
  keyword: PaginationProblem;
  message: string;
}

/** How a walk's first page and page limit are called where it is set up: a CLI flag, or an option of `pages()`. */
export interface SettingNames {
  firstPage: string;
  maxPages: string;
}

/** After a page: walk on, or stop (the list is done, or cannot be walked further). */
export type Next = "continue" | "done" | "stop";

interface PageShape {
  page?: unknown;
  pageSize?: unknown;
  totalCount?: unknown;
  data?: unknown;
}

/** Pages in a row that list only records already listed before probe calls it a loop. */
const LOOP_PAGES = 2;

export class PaginationChecks {
  readonly ids = new IdFingerprints();
  /** Records listed so far, and pages read. */
  records = 0;
  pages = 0;
  private totalCount: { value: number; page: number } | undefined;
  private repeatingPages = 0;

  constructor(
    private readonly firstPage: number,
    private readonly maxPages: number,
    private readonly names: SettingNames,
    /** Where a shard walks every n-th page: it ends by the page numbers totalCount and pageSize give, not by the records it saw. */
    private readonly stride = 1,
  ) {}

  /** The problems of page `requested`, and whether the walk goes on. */
  page(requested: number, body: unknown): { problems: PageProblem[]; next: Next } {
    this.pages++;
    const problems: PageProblem[] = [];
    const page = (typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}) as PageShape;
    const data = Array.isArray(page.data) ? page.data : undefined;
    if (typeof page.page === "number" && page.page !== requested) problems.push(this.pageNumberProblem(requested, page.page));
    if (data !== undefined && typeof page.pageSize === "number" && data.length > page.pageSize) {
      problems.push({ path: "/data", keyword: "page-overfull", message: `holds ${data.length} records, more than its pageSize of ${page.pageSize}` });
    }
    if (typeof page.totalCount === "number") this.totalCountSeen(page.totalCount, requested, problems);
    if (data === undefined) return { problems, next: "stop" };
    this.records += data.length;
    this.idsSeen(data, requested, problems);
    return { problems, next: this.next(requested, data.length, typeof page.pageSize === "number" ? page.pageSize : undefined, problems) };
  }

  private pageNumberProblem(requested: number, got: number): PageProblem {
    const hint = this.onFirstPage(requested) && got === 1 - this.firstPage ? this.baseHint() : "";
    return { path: "/page", keyword: "page-number", message: `is ${got}, but page ${requested} was asked for${hint}` };
  }

  /** Whether page `requested` is the walk's first, where a service counting from the other base shows. */
  private onFirstPage(requested: number): boolean {
    return requested === this.firstPage && this.pages === 1 && (this.firstPage === 0 || this.firstPage === 1);
  }

  /**
   * Whether an empty page says the service counts from the other base: asked from 0, a service
   * counting from 1 answers the first page empty; asked from 1, one counting from 0 ends the walk
   * short of exactly its first page. Called on an empty page only, so the first page read empty
   * has listed no record; and a walk short of its total is short by more than a pageSize under 1.
   */
  private countsFromTheOtherBase(requested: number, total: number | undefined, pageSize: number | undefined): boolean {
    if (this.firstPage === 0) return this.onFirstPage(requested);
    return this.firstPage === 1 && total !== undefined && pageSize !== undefined && total - this.records === Math.min(pageSize, total);
  }

  /** The hint of a page numbered from the other base: true only where the numbers seen say so. */
  private baseHint(): string {
    return `; check ${this.names.firstPage} (does the service count pages from ${1 - this.firstPage}?)`;
  }

  private totalCountSeen(value: number, requested: number, problems: PageProblem[]): void {
    const before = this.totalCount;
    this.totalCount = { value, page: requested };
    if (before === undefined || before.value === value) return;
    const moved = value > before.value ? `grew by ${value - before.value}: records were added` : `shrank by ${before.value - value}: records were deleted`;
    problems.push({ path: "/totalCount", keyword: "total-changed", message: `is ${value}, but was ${before.value} on page ${before.page}; it ${moved} while the list was read` });
  }

  private idsSeen(data: unknown[], requested: number, problems: PageProblem[]): void {
    let repeated = 0;
    for (let i = 0; i < data.length; i++) {
      const id = (data[i] as { id?: unknown } | null)?.id;
      const key = typeof id === "string" ? `s${id}` : typeof id === "number" ? `n${id}` : undefined;
      if (key === undefined) continue;
      const firstPage = this.ids.add(key, requested);
      if (firstPage === undefined) continue;
      repeated++;
      problems.push({ path: `/data/${i}/id`, keyword: "duplicate-id", message: `${JSON.stringify(id)} was already listed on page ${firstPage}` });
    }
    this.repeatingPages = data.length > 0 && repeated === data.length ? this.repeatingPages + 1 : 0;
  }

  private next(requested: number, listed: number, pageSize: number | undefined, problems: PageProblem[]): Next {
    const total = this.totalCount?.value;
    if (this.repeatingPages >= LOOP_PAGES) {
      problems.push({ path: "/data", keyword: "loop", message: `${LOOP_PAGES} pages in a row list only records already listed: the walk stops here` });
      return "stop";
    }
    if (this.stride > 1) return this.nextInShard(requested, listed, pageSize, total, problems);
    if (total !== undefined && this.records >= total) {
      if (this.records > total) problems.push({ path: "/data", keyword: "past-total", message: `brings the records listed to ${this.records}, more than totalCount ${total}` });
      return "done";
    }
    if (listed === 0) {
      const expected = total === undefined ? "" : ` of ${total}`;
      const hint = this.countsFromTheOtherBase(requested, total, pageSize) ? this.baseHint() : "";
      problems.push({ path: "/data", keyword: "empty-page", message: `is empty, but only ${this.records}${expected} records were listed${hint}` });
      return "done";
    }
    return this.atMaxPages(problems, total);
  }

  /** In a shard, page `requested` must hold what totalCount and pageSize leave for it. */
  private nextInShard(requested: number, listed: number, pageSize: number | undefined, total: number | undefined, problems: PageProblem[]): Next {
    if (total === undefined || pageSize === undefined || pageSize === 0) return listed === 0 ? "done" : this.atMaxPages(problems, total);
    const before = (requested - this.firstPage) * pageSize;
    const expected = Math.max(0, Math.min(pageSize, total - before));
    if (listed !== expected) {
      problems.push({
        path: "/data",
        keyword: listed > expected ? "past-total" : "empty-page",
        message: `holds ${listed} records; totalCount ${total} and pageSize ${pageSize} leave ${expected} for page ${requested}`,
      });
    }
    // An empty page ends a shard as it ends a walk of every page, however many records totalCount promises.
    if (listed === 0 || before + this.stride * pageSize >= total) return "done";
    return this.atMaxPages(problems, total);
  }

  private atMaxPages(problems: PageProblem[], total: number | undefined): Next {
    if (this.pages < this.maxPages) return "continue";
    const listed = total === undefined ? `${this.records} records` : `${this.records} of ${total} records`;
    problems.push({ path: "/data", keyword: "max-pages", message: `the walk did not end within ${this.names.maxPages} ${this.maxPages} pages (${listed} listed)` });
    return "stop";
  }
}
