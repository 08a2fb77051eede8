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
});

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
    expect(await section.locator("h2").textContent()).toMatch(/^Collector/);
    const rows = section.locator("tr[data-field]");
    const shown = await rows.evaluateAll((elements) =>
      elements.map((row) => ({
        field: row.getAttribute("data-field"),
        required: row.children[2]!.textContent,
        visible: ((row as unknown as { offsetHeight: number }).offsetHeight ?? 0) > 0,
      })),
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

  it("keeps, as one types in the search box, only the fields and records that match", async () => {
    await page.goto(PAGE_URL);
    const visible = () =>
      page.locator("section[data-schema]").evaluateAll((sections) =>
        sections
          .filter((section) => (section as unknown as { offsetHeight: number }).offsetHeight > 0)
          .map((section) => ({
            schema: section.getAttribute("data-schema"),
            fields: [...section.querySelectorAll("tr[data-field]")]
              .filter((row) => (row as unknown as { offsetHeight: number }).offsetHeight > 0)
              .map((row) => row.getAttribute("data-field")),
          })),
      );
    await page.fill("#search", "closeDate");
    expect(await visible()).toEqual([{ schema: "Collector", fields: ["closeDate"] }]);
    await page.fill("#search", "uuid organization");
    expect(await visible()).toEqual([{ schema: "CollectorGroup", fields: ["organizationId"] }]);
    await page.fill("#search", "no such thing anywhere");
    expect(await visible()).toEqual([]);
    await page.fill("#search", "");
    expect((await visible()).length).toBe(await page.locator("section[data-schema]").count());
  });

  it("fits a phone 390 px wide: the columns stack and wide tables scroll within themselves", async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(PAGE_URL);
    const widths = await phone.evaluate("({ page: document.documentElement.scrollWidth, viewport: window.innerWidth })");
    expect(widths).toEqual({ page: 390, viewport: 390 });
    const search = await phone.locator("#search").boundingBox();
    expect(search!.width).toBeGreaterThan(300);
    const table = phone.locator("section#collector .scroll");
    const scroll = await table.evaluate((element) => ({ inner: element.scrollWidth, outer: (element as unknown as { clientWidth: number }).clientWidth }));
    expect(scroll.outer).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it("renders to a full-size screenshot", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "contract-docs-")), "reference.png");
    await page.goto(PAGE_URL);
    await page.screenshot({ path: file });
    expect(statSync(file).size).toBeGreaterThan(20_000);
  });
});
