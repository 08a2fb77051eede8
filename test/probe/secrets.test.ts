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
