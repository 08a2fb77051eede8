#!/usr/bin/env node
// npm run docs:screenshot: writes docs/reference.png, the picture of the HTML reference that
// the README shows. Run it after the reference changes, and commit the picture.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { launchChromium } from "./lib/chromium.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${pathToFileURL(path.join(root, "generated/docs/index.html")).href}#collector`);
  mkdirSync(path.join(root, "docs"), { recursive: true });
  await page.screenshot({ path: path.join(root, "docs/reference.png") });
  console.log("wrote docs/reference.png");
} finally {
  await browser.close();
}
