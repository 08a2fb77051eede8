// D24: a URL given to probe is printed without its secrets, in every format and every message,
// while the request still carries them.
import { describe, expect, it } from "vitest";
import { redactedUrl } from "../../src/text/secrets.js";
import { runCli } from "../cli/run-cli.js";
import { collectorPage, serve } from "./serve.js";
import { CREDENTIALED_LOCATIONS, CREDENTIALS } from "./credentialed-locations.js";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";

const SECRETS = ["s3cret-password", "alice", "tok-123", "key-456", "sig-789", "sess-0"];

describe("redactedUrl", () => {
  it.each([
    ["http://alice:s3cret@host/c?page=1", "http://***@host/c?page=1"],
    ["https://alice@host:8443/c", "https://***@host:8443/c"],
    ["http://a:p@ss@host/x@y", "http://***@host/x@y"],
    ["http://host/c?page=1&access_token=t&pageSize=5", "http://host/c?page=1&access_token=***&pageSize=5"],
    ["http://host/c?API_KEY=k;sig=s&X-Amz-Signature=v&sessionId=i&password=p", "http://host/c?API_KEY=***;sig=***&X-Amz-Signature=***&sessionId=***&password=***"],
    ["http://host/c?%74oken=t", "http://host/c?%74oken=***"],
    ["http://host/c#access_token=t&page=2", "http://host/c#access_token=***&page=2"],
    ["http://host/c?page=1&pageSize=20&q=keyboard", "http://host/c?page=1&pageSize=20&q=keyboard"],
    // Userinfo the URL parser reads where `scheme://user@` is not written: as the parser reads it, starred.
    ["http:\\\\alice:s3cret@host\\c?page=1", "http://***@host/c?page=1"],
    ["http:alice:s3cret@host/c", "http://***@host/c"],
    ["HTTPS:/alice@host/c", "https://***@host/c"],
    ["http:/\\alice:s3cret@host/c?token=t", "http://***@host/c?token=***"],
    [" http://alice:s3cret@host/c", "http://***@host/c"],
    ["ht\ttp://alice:s3cret@host/c", "http://***@host/c"],
    ["http:\\\\host\\c?page=1", "http:\\\\host\\c?page=1"],
  ])("%s → %s", (url, shown) => {
    expect(redactedUrl(url)).toBe(shown);
  });
});

/**
 * The secret-name rule against its look-alikes: each URL a weaker check of the same shape (one
 * case only, the name as written rather than as a server decodes it, `sig` anywhere in a name,
 * `&` the only separator, the first parameter only, a value that runs past `;` or `#`, a
 * userinfo read past `?` or `#`) would print otherwise. A name says its value is a secret when
 * it holds one of the words anywhere, in any case, its %XX escapes read as a server reads them;
 * `sig` only where no letter follows it. Each row: no secret value printed, every harmless part
 * kept as written.
 */
describe("secrets in a URL, told from their look-alikes", () => {
  const STARRED: [url: string, printed: string, why: string][] = [
    ["http://h/c?ACCESS_TOKEN=v1&page=1", "http://h/c?ACCESS_TOKEN=***&page=1", "the name in capitals"],
    ["http://h/c?Access-Token=v1", "http://h/c?Access-Token=***", "mixed case, a hyphen between the words"],
    ["http://h/c?accesstoken=v1", "http://h/c?accesstoken=***", "no separator between the words"],
    ["http://h/c?x-api-key=v1&APIKEY=v2", "http://h/c?x-api-key=***&APIKEY=***", "key, hyphenated and in capitals"],
    ["http://h/c?client_secret=v1&Password=v2&passwd=v3&pwd=v4", "http://h/c?client_secret=***&Password=***&passwd=***&pwd=***", "secret, passw, pwd"],
    [
      "http://h/c?X-Goog-Signature=v1&Authorization=v2&X-Amz-Credential=v3",
      "http://h/c?X-Goog-Signature=***&Authorization=***&X-Amz-Credential=***",
      "signature, auth, credential inside longer names",
    ],
    ["http://h/c?JSESSIONID=v1&cookie=v2", "http://h/c?JSESSIONID=***&cookie=***", "session in capitals, cookie"],
    ["http://h/c?sig=v1&SIG=v2&api_sig=v3", "http://h/c?sig=***&SIG=***&api_sig=***", "sig at the end of the name, any case"],
    ["http://h/c?sig[]=v1&sig[0]=v2&sig2=v3", "http://h/c?sig[]=***&sig[0]=***&sig2=***", "sig followed by no letter: the array forms PHP and Rails read as sig"],
    ["http://h/c?keyword=v1&author=v2", "http://h/c?keyword=***&author=***", "a harmless name holding a word: starred, the rule reads words anywhere"],
    ["http://h/c?access%5Ftoken=v1&%4bEY=v2", "http://h/c?access%5Ftoken=***&%4bEY=***", "percent-encoded, the hex digits in either case"],
    ["http://h/c?%74oken%ZZ=v1&%74oken%=v2", "http://h/c?%74oken%ZZ=***&%74oken%=***", "percent-encoded, a malformed escape elsewhere in the name"],
    ["http://h/c?access+token=v1&access%20token=v2", "http://h/c?access+token=***&access%20token=***", "+ and %20, a space between the words"],
    ["http://h/c?token=v1&page=1&token=v2", "http://h/c?token=***&page=1&token=***", "a parameter repeated"],
    ["http://h/c#access_token=v1&state=s", "http://h/c#access_token=***&state=s", "in the fragment"],
    ["http://h/c?page=1#x=1&token=v1", "http://h/c?page=1#x=1&token=***", "after & in the fragment"],
    ["http://h/c?page=1;token=v1", "http://h/c?page=1;token=***", "; as the separator"],
    ["http://h/c;jsessionid=v1", "http://h/c;jsessionid=***", "a matrix parameter of the path"],
    ["http://h/c?token=&page=1", "http://h/c?token=***&page=1", "an empty value, starred too"],
    ["http://h/c?token=v1%26page%3D2%23x&page=1", "http://h/c?token=***&page=1", "a value holding &, = and # encoded"],
    ["http://h/c?token=v1=v2&page=1", "http://h/c?token=***&page=1", "a value holding ="],
    ["http://h/c?token=v1#page=2", "http://h/c?token=***#page=2", "a raw # ends the value: the fragment after it kept"],
    ["HTTP://alice:pw@H/c", "HTTP://***@H/c", "a userinfo, the scheme in capitals"],
    ["git+ssh://alice:pw@h:22/a b", "git+ssh://***@h:22/a b", "a userinfo, a scheme with + and a port, printed as written"],
    ["http://alice:p%40w@h/c", "http://***@h/c", "a userinfo holding an encoded @"],
    ["http://:pw@h/c", "http://***@h/c", "a password and no user name"],
    ["http:///alice:pw@h/c", "http://***@h/c", "a third slash, which the URL parser skips"],
    ["\u0001http://alice:pw@h/c", "http://***@h/c", "a leading control character, which the URL parser trims"],
  ];
  const KEPT: [url: string, why: string][] = [
    ["http://h/c?design=1&signup=2&assignment=3&insight=4", "sig inside a word"],
    ["http://h/c?page=1&pageSize=20&q=token&sort=key", "a secret word in a value, not in a name"],
    ["http://h/c?tok=1&ken=2", "a word split over two names"],
    ["http://h/c?t%2Boken=1", "a word split by an encoded +"],
    ["http://h/c?token&page=1", "a secret name with no value"],
    ["http://h/token=v/c?page=1", "name=value in the path, after no ?, #, & or ;"],
    ["http://h/c?e=a@b.c&page=1", "an @ in the query, no userinfo"],
    ["http://h/x@y#a@b", "an @ in the path and the fragment"],
    ["http://h?e=a@b.c", "an @ in the query, no path before it"],
    ["http://h#a@b", "an @ in the fragment, no path before it"],
  ];

  it.each(STARRED)("%s is printed %s (%s)", (url, printed) => {
    const shown = redactedUrl(url);
    expect(shown).toBe(printed);
    expect(shown).not.toMatch(/=v\d|alice|pw@/);
  });

  it.each(KEPT)("%s is printed as written (%s)", (url) => {
    expect(redactedUrl(url)).toBe(url);
  });
});

describe("probe prints no secret of its URL", () => {
  it.each(Object.keys(VALIDATE_FORMATS))("in --format %s, on pages with problems and pages not read, while sending them", async (format) => {
    const authorizations: (string | undefined)[] = [];
    const { origin } = await serve((request, response) => {
      authorizations.push(request.headers.authorization);
      const page = Number(new URL(request.url!, "http://x").searchParams.get("page"));
      if (page === 2) return void response.writeHead(404).end();
      response.writeHead(200, { "content-type": "application/json" }).end(collectorPage(page, 1, 3, ["not-a-uuid"]));
    });
    const url = `${origin.replace("//", "//alice:s3cret-password@")}/c?page={page}&access_token=tok-123&api_key=key-456&sig=sig-789&session=sess-0`;
    const result = await runCli("probe", url, "--list", "CollectorPage", "--first-page", "1", "--format", format);
    expect(result.code).toBe(2);
    const printed = result.stdout + result.stderr;
    expect(printed).toContain("access_token=***");
    for (const secret of SECRETS) expect(printed).not.toContain(secret);
    expect(authorizations[0]).toBe(`Basic ${Buffer.from("alice:s3cret-password").toString("base64")}`);
  });
});

describe("probe follows no redirect that brings a user name or password", () => {
  it.each(CREDENTIALED_LOCATIONS)("in a redirect's Location (%s): not asked, and not printed (was: asked with them as Basic credentials)", async (_name, location) => {
    const asked: { path: string; authorization: string | undefined }[] = [];
    const home = await serve((request, response) => {
      asked.push({ path: request.url!, authorization: request.headers.authorization });
      if (request.url!.startsWith("/trap")) return void response.writeHead(200).end(collectorPage(1, 5, 1, ["trapped"]));
      response.writeHead(302, { location: location(new URL(home.origin).host) }).end();
    });
    const result = await runCli("probe", `${home.origin}/c?page={page}`, "--list", "CollectorPage", "--first-page", "1");
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/(a URL with a user name or password of its own|to another origin, http:\/\/localhost:\d+): not followed, so that /);
    for (const secret of CREDENTIALS) expect(result.stdout + result.stderr).not.toContain(secret);
    expect(asked).toEqual([{ path: "/c?page=1", authorization: undefined }]);
  });

  it("other than the URL's own: a relative redirect keeps the URL's, one of its own is refused", async () => {
    const authorizations: [string, string | undefined][] = [];
    const home = await serve((request, response) => {
      const url = new URL(request.url!, "http://x");
      authorizations.push([url.pathname, request.headers.authorization]);
      if (url.pathname === "/moved") return void response.writeHead(200).end(collectorPage(1, 5, 1, ["c0"]));
      if (url.pathname === "/relative") return void response.writeHead(307, { location: `/moved${url.search}` }).end();
      response.writeHead(307, { location: `http://admin:hunter2@${new URL(home.origin).host}/moved${url.search}` }).end();
    });
    const withAlice = home.origin.replace("//", "//alice:s3cret-password@");
    const alice = `Basic ${Buffer.from("alice:s3cret-password").toString("base64")}`;
    expect((await runCli("probe", `${withAlice}/relative?page={page}`, "--list", "CollectorPage", "--first-page", "1")).code).toBe(0);
    expect(authorizations).toEqual([
      ["/relative", alice],
      ["/moved", alice],
    ]);
    authorizations.length = 0;
    const refused = await runCli("probe", `${withAlice}/own?page={page}`, "--list", "CollectorPage", "--first-page", "1");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`redirected to http://***@${new URL(home.origin).host}/moved?page=1, a URL with a user name or password of its own: not followed`);
    for (const secret of [...CREDENTIALS, "s3cret-password", "alice"]) expect(refused.stdout + refused.stderr).not.toContain(secret);
    expect(authorizations).toEqual([["/own", alice]]);
  });
});
