// Fetching one page the way a careful client does: at most --rate requests a second, redirects
// followed only within the origin the walk started at (so that its headers go nowhere else),
// and 429, 5xx, resets and timeouts asked again with a growing wait, or the wait the service
// asks for in Retry-After.
import { Connections, TransportFailure, type GetLimits } from "./http-get.js";
import { EXCERPT_BYTES, excerpt } from "../pages/http-page.js";
import { isRedirect, redirectFailure, redirectTarget } from "../pages/read-limits.js";

export interface FetchSettings extends GetLimits {
  headers: Record<string, string>;
  /** Attempts after the first, for an answer worth asking again. */
  retries: number;
  /** Requests a second at most; undefined: as fast as answers come. */
  rate: number | undefined;
}

export type Fetched = { ok: true; body: Buffer; milliseconds: number } | { ok: false; message: string };

/** The longest wait a Retry-After may ask for before probe gives up instead. */
export const MAX_RETRY_WAIT_MS = 60_000;
const FIRST_BACKOFF_MS = 200;

export class PageFetcher {
  private readonly connections = new Connections();
  private nextStart = 0;

  constructor(private readonly settings: FetchSettings) {}

  async fetch(url: URL): Promise<Fetched> {
    const attempts = this.settings.retries + 1;
    for (let attempt = 1; ; attempt++) {
      await this.keepToRate();
      const started = performance.now();
      let answer;
      try {
        answer = await this.followingRedirects(url);
      } catch (error) {
        // Not the error's own words: it may quote the URL, user name and password included.
        const failure = error instanceof TransportFailure ? error : new TransportFailure(`the request failed (${error instanceof Error ? error.name : typeof error})`, false);
        if (!failure.retry || attempt === attempts) return { ok: false, message: `${failure.message}${afterAttempts(attempt)}` };
        await sleep(backoff(attempt));
        continue;
      }
      const milliseconds = performance.now() - started;
      if (answer.status === 429 || answer.status >= 500) {
        const asked = retryAfterMs(answer.headers["retry-after"]);
        if (attempt === attempts) return { ok: false, message: `answered HTTP ${answer.status}${afterAttempts(attempt)}${saying(answer.body)}` };
        if (asked !== undefined && asked > MAX_RETRY_WAIT_MS) {
          return {
            ok: false,
            message: `answered HTTP ${answer.status} and asked to wait ${Math.ceil(asked / 1000)} s (Retry-After), longer than probe waits (${MAX_RETRY_WAIT_MS / 1000} s)`,
          };
        }
        await sleep(asked ?? backoff(attempt));
        continue;
      }
      if (answer.status < 200 || answer.status > 299) return { ok: false, message: `answered HTTP ${answer.status}, not a page${saying(answer.body)}` };
      return { ok: true, body: answer.body, milliseconds };
    }
  }

  close(): void {
    this.connections.close();
  }

  private async followingRedirects(start: URL) {
    let url = start;
    for (let hop = 0; ; hop++) {
      const answer = await this.ask(url, hop > 0);
      const location = answer.headers.location;
      if (!isRedirect(answer.status) || location === undefined) return answer;
      const target = redirectTarget(location, url, start, hop);
      if ("refused" in target) throw new TransportFailure(target.refused, false);
      url = new URL(target.next.href);
    }
  }

  /** One GET; where a redirect led to it, whatever fails other than the transport is said with the URL's secrets starred. */
  private async ask(url: URL, redirected: boolean) {
    try {
      return await this.connections.get(url, this.settings.headers, this.settings);
    } catch (error) {
      if (!redirected || error instanceof TransportFailure) throw error;
      throw new TransportFailure(redirectFailure(url.href, error), false);
    }
  }

  private async keepToRate(): Promise<void> {
    if (this.settings.rate === undefined) return;
    const now = performance.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 1000 / this.settings.rate;
    if (start > now) await sleep(start - now);
  }
}

function afterAttempts(attempt: number): string {
  return attempt === 1 ? "" : ` (${attempt} attempts)`;
}

function backoff(attempt: number): number {
  return FIRST_BACKOFF_MS * 2 ** (attempt - 1);
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  // Any number of digits: a wait too long to count (Infinity) is still longer than probe waits.
  if (/^[0-9]+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with the day's name (RFC 9110, 5.6.7); Date.parse alone would take "-5" for a year.
  const date = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What the service put in an error's body, quoted: the reason it gives is often there (never a header: D20). */
function saying(body: Buffer): string {
  const said = excerpt(body.subarray(0, EXCERPT_BYTES).toString("utf8"));
  return said === "" ? "" : `: "${said}"`;
}
