// survey-contract probe <url>: walks a live list page by page, judges every page as its record,
// and checks what the contract's pagination implies across pages (../pagination-checks.ts, the
// rules a client's walk follows too).
// Problems are reported like validate's, each page's URL in place of a file.
import { profileName, recordEntry } from "./profiles.js";
import { Latencies } from "../probe/latency.js";
import { MAX_PAGE_VALUES, holdsMoreValuesThan } from "../pages/page-budget.js";
import { PageFetcher } from "../probe/page-fetcher.js";
import { PaginationChecks, type Next, type PageProblem } from "../pages/pagination-checks.js";
import { VALIDATE_FORMATS } from "./reporters/validate-formats.js";
import { runExitCode, type InputError, type RunSummary, type ValidateProblem, type ValidateReporter } from "./reporters/validate-reporter.js";
import { locatePointers } from "./json-locations.js";
import { RecordJudge, type JudgeSink } from "./record-judge.js";
import { UsageError, type Output } from "./output.js";
import { redactedUrl } from "../text/secrets.js";
import type { ProbeSettings } from "./probe-options.js";

export async function probeCommand(template: string, settings: ProbeSettings, out: Output): Promise<number> {
  const urls = pageUrls(template, settings);
  const reporter = VALIDATE_FORMATS[settings.format].reporter(out, settings.list);
  const run = new ProbeRun(reporter);
  const entry = recordEntry(settings.list, settings);
  const judge = new RecordJudge(entry, { each: false }, run, "");
  const shard = settings.shard ?? { index: 1, count: 1 };
  const checks = new PaginationChecks(settings.firstPage, settings.maxPages, { firstPage: "--first-page", maxPages: "--max-pages" }, shard.count);
  const fetcher = new PageFetcher({ headers: settings.header, timeoutMs: settings.timeout, maxBodyBytes: settings.maxBodyBytes, retries: settings.retries, rate: settings.rate });
  const latencies = new Latencies();
  const started = performance.now();

  /** One page fetched, judged and checked: whether the walk goes on. */
  async function walkedPage(page: number, url: string, shown: string): Promise<Next> {
    const fetched = await fetcher.fetch(new URL(url));
    if (!fetched.ok) {
      run.inputError({ file: shown, message: fetched.message });
      return "stop";
    }
    latencies.add(fetched.milliseconds);
    if (holdsMoreValuesThan(fetched.body, MAX_PAGE_VALUES)) {
      run.inputError({ file: shown, message: `holds more than ${MAX_PAGE_VALUES} JSON values, more than a page's parse may cost; not parsed` });
      return "stop";
    }
    const read = judge.document(fetched.body, shown);
    if (read === undefined) {
      if (fetched.body.toString("utf8").trim() === "") run.inputError({ file: shown, message: "answered with an empty body, not a page" });
      return "stop";
    }
    const { problems, next } = checks.page(page, read.value);
    if (problems.length > 0) run.invalid(placed(problems, read.text, shown), { file: shown });
    return next;
  }

  try {
    for (let page = settings.firstPage + shard.index - 1; ; page += shard.count) {
      // Printed without its secrets (D24): the userinfo and secret query parameters as ***.
      const url = urls(page);
      const shown = redactedUrl(url);
      run.startPage();
      const next = await walkedPage(page, url, shown);
      run.endPage(shown);
      if (next !== "continue") break;
    }
  } finally {
    fetcher.close();
  }
  return run.finish({
    command: "probe",
    record: settings.list,
    profile: profileName(settings),
    walk: {
      url: redactedUrl(urls(settings.firstPage + shard.index - 1)),
      pages: checks.pages,
      records: checks.records,
      seconds: (performance.now() - started) / 1000,
      ...(latencies.count === 0 ? {} : { latency: latencies.summary()! }),
      idsNotKept: checks.ids.notKept,
    },
  });
}

/**
 * The URL of each page: {page} and {pageSize} in the template replaced. Refused unless it is an
 * http(s) URL with {page} for every page the walk can ask for, all at one origin: a {page} in
 * the port or the host would give URLs that do not parse, or another service, part way.
 */
function pageUrls(template: string, { pageSize, firstPage, maxPages, shard }: Pick<ProbeSettings, "pageSize" | "firstPage" | "maxPages" | "shard">): (page: number) => string {
  if (!template.includes("{page}"))
    throw new UsageError("put {page} in the URL where the page number goes, such as 'http://127.0.0.1:3000/collectors?page={page}&pageSize={pageSize}'");
  const urlOf = (page: number) => template.replaceAll("{page}", String(page)).replaceAll("{pageSize}", String(pageSize));
  const lastPage = firstPage + maxPages * (shard?.count ?? 1);
  const [first, last] = [urlOf(firstPage), urlOf(lastPage)].map((url) => (URL.canParse(url) ? new URL(url) : undefined));
  if (first === undefined || (first.protocol !== "http:" && first.protocol !== "https:")) throw new UsageError("the URL must be an absolute http:// or https:// URL");
  if (last?.origin !== first.origin) {
    throw new UsageError(`put {page} in the URL's path or query: with page ${lastPage} (the last --max-pages allows) it names another service, or no URL`);
  }
  return urlOf;
}

/** Pagination problems placed in the page's body by their pointers. */
function placed(problems: PageProblem[], text: string, url: string): ValidateProblem[] {
  const locations = locatePointers(
    text,
    problems.map((problem) => problem.path),
  );
  return problems.map((problem) => {
    const at = locations.get(problem.path);
    return { file: url, line: at?.line, column: at?.column, ...problem };
  });
}

/** One walk: counts pages with problems and pages not read, and tells the reporter. */
class ProbeRun implements JudgeSink {
  private pages = 0;
  private pagesWithProblems = 0;
  private inputErrors = 0;
  private thisPageInvalid = false;
  private inputErrorsBefore = 0;

  constructor(private readonly reporter: ValidateReporter) {}

  startPage(): void {
    this.pages++;
    this.thisPageInvalid = false;
    this.inputErrorsBefore = this.inputErrors;
  }

  endPage(url: string): void {
    const inputErrors = this.inputErrors - this.inputErrorsBefore;
    this.reporter.inputDone({ file: url, ndjson: false, records: inputErrors > 0 ? 0 : 1, invalidRecords: this.thisPageInvalid ? 1 : 0, inputErrors });
  }

  judged(): void {}

  invalid(problems: ValidateProblem[], where: { file: string; line?: number }): void {
    if (!this.thisPageInvalid) this.pagesWithProblems++;
    this.thisPageInvalid = true;
    this.reporter.invalidRecord(problems, where);
  }

  inputError(error: InputError): void {
    this.inputErrors++;
    this.reporter.inputError(error);
  }

  finish(walk: Pick<RunSummary, "command" | "record" | "profile" | "walk">): number {
    const summary: RunSummary = { ...walk, inputs: this.pages, records: this.pages - this.inputErrors, invalidRecords: this.pagesWithProblems, inputErrors: this.inputErrors };
    this.reporter.finish(summary);
    return runExitCode(summary);
  }
}
