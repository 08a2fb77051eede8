// D24: a URL given to probe is printed without its secrets, in every format and every message,
// while the request still carries them.
import { describe, expect, it } from "vitest";
import { redactedUrl } from "../../src/text/secrets.js";
import { runCli } from "../cli/run-cli.js";
import { collectorPage, serve } from "./serve.js";
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
  const NEVER = ["admin", "ad%6Din", "hunter2", "hunter%32"];
  const LOCATIONS: [string, (host: string) => string][] = [
    ["a user name only", (host) => `http://admin@${host}/trap?page=1`],
    ["a user name and password", (host) => `http://admin:hunter2@${host}/trap?page=1`],
    ["a password only", (host) => `http://:hunter2@${host}/trap?page=1`],
    ["both percent-encoded", (host) => `http://ad%6Din:hunter%32@${host}/trap?page=1`],
    ["on another origin", (host) => `http://admin:hunter2@localhost:${host.split(":")[1]}/trap?page=1`],
    ["protocol-relative", (host) => `//admin:hunter2@${host}/trap?page=1`],
    ["written with backslashes", (host) => `http:\\\\admin:hunter2@${host}\\trap?page=1`],
    ["protocol-relative with backslashes", (host) => `\\\\admin:hunter2@${host}/trap?page=1`],
    ["protocol-relative, a slash and a backslash", (host) => `/\\admin:hunter2@${host}/trap?page=1`],
  ];

  it.each(LOCATIONS)("in a redirect's Location (%s): not asked, and not printed (was: asked with them as Basic credentials)", async (_name, location) => {
    const asked: { path: string; authorization: string | undefined }[] = [];
    const home = await serve((request, response) => {
      asked.push({ path: request.url!, authorization: request.headers.authorization });
      if (request.url!.startsWith("/trap")) return void response.writeHead(200).end(collectorPage(1, 5, 1, ["trapped"]));
      response.writeHead(302, { location: location(new URL(home.origin).host) }).end();
    });
    const result = await runCli("probe", `${home.origin}/c?page={page}`, "--list", "CollectorPage", "--first-page", "1");
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/(a URL with a user name or password of its own|to another origin, http:\/\/localhost:\d+): not followed, so that /);
    for (const secret of NEVER) expect(result.stdout + result.stderr).not.toContain(secret);
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
    for (const secret of [...NEVER, "s3cret-password", "alice"]) expect(refused.stdout + refused.stderr).not.toContain(secret);
    expect(authorizations).toEqual([["/own", alice]]);
  });
});
