// What a read of a service may cost and where it may go, for the library's walk and readPage and
// for `probe` alike (D20, D25, D27): a body within maxBodyBytes, read as it arrives; a parse
// within the value budget (page-budget.ts); redirects followed only within the origin asked, so
// that the caller's headers (an API key, a token) never reach another origin.
import { escapeLine } from "../text/escape-line.js";
import { redactedUrl } from "../text/secrets.js";

/** What is read of a URL; every runtime the package runs in has URL, and the package's types name no platform's API. */
export interface WebUrl {
  readonly href: string;
  readonly origin: string;
}
declare const URL: { new (url: string, base?: string): WebUrl; canParse(url: string, base?: string): boolean };

/** `url` as an absolute URL, read against `base` (a browser page's address), or undefined where it is none. */
export function absoluteUrl(url: string, base: string | undefined): WebUrl | undefined {
  return URL.canParse(url, base) ? new URL(url, base) : undefined;
}

/** The most bytes of a page's body read by default: 16 MiB, far above a page of 1 000 full records. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The most redirects followed for one page. */
const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Whether a status asks to go elsewhere (and a Location says where). */
export function isRedirect(status: number): boolean {
  return REDIRECT_STATUSES.has(status);
}

/**
 * Where a redirect may be followed: the next URL, or why not, in words that name both origins
 * (secrets starred). `hop` counts the redirects followed before this one.
 */
export function redirectTarget(location: string | null | undefined, current: WebUrl, start: WebUrl, hop: number): { next: WebUrl } | { refused: string } {
  if (hop >= MAX_REDIRECTS) return { refused: `redirected more than ${MAX_REDIRECTS} times` };
  const next = location !== null && location !== undefined ? absoluteUrl(location, current.href) : undefined;
  if (next === undefined) return { refused: "redirected to a location that is not a URL" };
  if (next.origin !== start.origin) {
    return {
      refused: `redirected from ${redactedUrl(start.origin)} to another origin, ${redactedUrl(next.origin)}: not followed, so that the request's headers are not sent there`,
    };
  }
  return { next };
}

/** A page's response the package would not read: a redirect off the origin asked, a body past maxBodyBytes, or more values than maxValues (D27). */
export class PageReadError extends Error {
  override readonly name = "PageReadError";

  constructor(
    /** The URL asked, its secrets starred. */
    readonly url: string,
    /** Which limit: the origin, the body's bytes, or its values. */
    readonly limit: "origin" | "maxBodyBytes" | "maxValues",
    reason: string,
  ) {
    super(escapeLine(`${url}: ${reason}`));
  }
}
