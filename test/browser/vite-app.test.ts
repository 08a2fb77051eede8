// The packed package in a Vite 8 (Rolldown) app, built and opened in headless Chromium: a page
// that imports isCollectorPage alone ships only its few kilobytes, and a page that asserts and
// uses the Standard Schema gets the same verdicts and issues in the browser as in Node.
import { createServer, type Server } from "node:http";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../scripts/lib/chromium.js";
import { FULL } from "../fixtures.js";
import { exec, install, project } from "../consumers/tarball.js";

const VITE = "vite@8.3.8";
const PAGE = FULL.CollectorPage;
const BAD = { ...PAGE, page: -1 };

const FILES = {
  "package.json": JSON.stringify({ name: "vite-app", private: true, type: "module" }),
  "vite.config.js": `export default { build: { rollupOptions: { input: { verdict: "verdict.html", issues: "issues.html" } } } };`,
  "verdict.html": `<!doctype html><meta charset="utf-8"><pre id="out"></pre><script type="module" src="/verdict.js"></script>`,
  "verdict.js": `import { isCollectorPage } from "@survey-collection/contract";
document.getElementById("out").textContent = JSON.stringify([isCollectorPage(${JSON.stringify(PAGE)}), isCollectorPage(${JSON.stringify(BAD)})]);`,
  "issues.html": `<!doctype html><meta charset="utf-8"><pre id="out"></pre><script type="module" src="/issues.js"></script>`,
  "issues.js": `import { assertCollectorPage, ContractValidationError, CollectorPage } from "@survey-collection/contract/strict";
let issue = null;
try { assertCollectorPage(${JSON.stringify(BAD)}); } catch (error) { if (error instanceof ContractValidationError) issue = error.issues[0]; }
const standard = CollectorPage["~standard"].validate({ ...${JSON.stringify(PAGE)}, extra: 1 });
document.getElementById("out").textContent = JSON.stringify({ issue, standard: standard.issues });`,
};

let browser: Browser;
let server: Server;
let base = "";
let assets: { name: string; bytes: number }[] = [];

beforeAll(async () => {
  const dir = project("vite-app", FILES);
  await install(dir, [VITE]);
  await exec(path.join(dir, "node_modules/.bin/vite"), ["build", "--logLevel", "error"], dir);
  const dist = path.join(dir, "dist");
  assets = readdirSync(path.join(dist, "assets")).map((name) => ({ name, bytes: statSync(path.join(dist, "assets", name)).size }));
  server = createServer((request, response) => {
    const file = path.join(dist, path.normalize(decodeURIComponent(new URL(request.url!, "http://x").pathname)));
    if (!file.startsWith(dist)) return response.writeHead(403).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return response.writeHead(404).end();
    }
    response.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

async function output(page: string): Promise<unknown> {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on("pageerror", (error) => errors.push(error.message));
  await tab.goto(`${base}/${page}`);
  await tab.waitForFunction('document.getElementById("out").textContent !== ""', undefined, { timeout: 10_000 });
  const text = await tab.textContent("#out");
  await tab.close();
  expect(errors).toEqual([]);
  return JSON.parse(text!);
}

describe("a Vite 8 app in Chromium", () => {
  it("gets isCollectorPage's verdicts, and ships it in a few kilobytes", async () => {
    expect(await output("verdict.html")).toEqual([true, false]);
    const verdict = assets.find(({ name }) => name.startsWith("verdict") && name.endsWith(".js"));
    expect(verdict, JSON.stringify(assets)).toBeDefined();
    // The page's own JSON is most of what remains beside the validator.
    expect(verdict!.bytes - JSON.stringify(PAGE).length * 2).toBeLessThan(15 * 1024);
  });

  it("gets the issues of assertX and of the Standard Schema, as in Node", async () => {
    expect(await output("issues.html")).toEqual({
      issue: { path: "/page", keyword: "minimum", message: "must be 0 or more" },
      standard: [{ message: "is not allowed here", path: ["extra"] }],
    });
  });
});
