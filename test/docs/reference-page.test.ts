// generated/docs/index.html opened in headless Chromium, offline: the Collector schema and its
// fields are on the page, and links between records lead to them.
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TABLES } from "../contract-table.js";
import { launchChromium } from "../../scripts/lib/chromium.js";

const PAGE_URL = pathToFileURL(path.resolve(import.meta.dirname, "../../generated/docs/index.html")).href;
let browser: Browser;
let page: Page;
const requests: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(PAGE_URL);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("the HTML reference in Chromium", () => {
  it("loads nothing but itself, so it opens offline", () => {
    expect(requests).toEqual([PAGE_URL]);
  });

  it("shows the Collector schema with every field the spec names, required ones marked", async () => {
    const section = page.locator("section#collector");
    await section.scrollIntoViewIfNeeded();
    expect(await section.isVisible()).toBe(true);
    expect(await section.locator("h2").innerText()).toMatch(/^Collector/);
    const rows = section.locator("tr[data-field]");
    const shown = await rows.evaluateAll((elements) =>
      elements.map((row) => ({ field: row.getAttribute("data-field"), required: row.children[2]!.textContent, visible: ((row as unknown as { offsetHeight: number }).offsetHeight ?? 0) > 0 })),
    );
    const { required, optional } = TABLES.Collector;
    expect(shown.map((row) => row.field).sort()).toEqual([...Object.keys(required), ...Object.keys(optional)].sort());
    for (const row of shown) {
      expect(row.visible).toBe(true);
      expect(row.required).toBe(row.field! in required ? "yes" : "no");
    }
  });

  it("links a field's type to its record: fromEmail to FromEmail", async () => {
    await page.locator('section#collector tr[data-field="fromEmail"] a').click();
    expect(new URL(page.url()).hash).toBe("#fromemail");
    const box = await page.locator("section#fromemail h2").boundingBox();
    expect(box!.y).toBeLessThan(100);
  });

  it("renders to a full-size screenshot", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "contract-docs-")), "reference.png");
    await page.goto(PAGE_URL);
    await page.screenshot({ path: file });
    expect(statSync(file).size).toBeGreaterThan(20_000);
  });
});
