// What a read of a service may cost and where it may go, for the library's walk and readPage and
// for `probe` alike (D20, D25, D27): a body within maxBodyBytes, read as it arrives; a parse
// within the value budget (page-budget.ts); redirects followed only within the origin asked, so
// that the caller's headers (an API key, a token) never reach another origin, and never to a URL
// that brings a user name or password of its own, so that no credentials are sent that the caller
// did not give (and none are quoted: fetch's own error for such a URL spells the password out).
import { escapeLine } from "../text/escape-line.js";
import { redactedUrl } from "../text/secrets.js";

/** What is read of a URL; every runtime the package runs in has URL, and the package's types name no platform's API. */
export interface WebUrl {
  readonly href: string;
  readonly origin: string;
  readonly username: string;
  readonly password: string;
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
 * Where a redirect may be followed: the next URL, within the origin and bringing no user name or
 * password of its own, or why not, in words that name both origins or the URL (secrets starred).
 * `hop` counts the redirects followed before this one.
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
  // A relative Location keeps the URL's own user name and password (probe's, given by its user); one of its own brings others.
  if (hasCredentials(next) && (next.username !== current.username || next.password !== current.password)) {
    return { refused: `redirected to ${redactedUrl(next.href)}, a URL with a user name or password of its own: not followed, so that no credentials are sent that were not given` };
  }
  return { next };
}

/** Whether a URL carries a user name or password (userinfo), which fetch refuses to ask. */
export function hasCredentials(url: WebUrl): boolean {
  return url.username !== "" || url.password !== "";
}

/**
 * Why a redirect's next URL could not be asked, for an error's message: the URL with its
 * secrets starred, and what failed by its name and code only, as an error raised while asking
 * (fetch's, a socket's) may quote the URL whole.
 */
export function redirectFailure(next: string, error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const { code } = ((error as { cause?: { code?: unknown } } | undefined)?.cause ?? error ?? {}) as { code?: unknown };
  return `redirected to ${redactedUrl(next)}, which could not be asked (${typeof code === "string" ? `${name}, ${code}` : name})`;
}

/**
 * A page's response the package would not read (D27): a redirect off the origin asked, to a URL
 * with a user name or password of its own, or whose request failed; a body past maxBodyBytes;
 * more values than maxValues.
 */
export class PageReadError extends Error {
  override readonly name = "PageReadError";

  constructor(
    /** The URL asked, its secrets starred. */
    readonly url: string,
    /** Which limit: where a redirect may go (within the origin, without credentials of its own, in a few hops), the body's bytes, or its values. */
    readonly limit: "origin" | "maxBodyBytes" | "maxValues",
    reason: string,
  ) {
    super(escapeLine(`${url}: ${reason}`));
  }
}
