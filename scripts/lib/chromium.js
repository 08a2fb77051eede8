// Debian's Chromium, driven headless by playwright-core (which downloads no browser of its
// own), for the tests and the screenshot of the HTML reference.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

const CHROMIUM = "/usr/bin/chromium";

/** @returns {Promise<import("playwright-core").Browser>} */
export async function launchChromium() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run scripts/ensure-chromium.sh (npm run test:docs does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // No sandbox as root; no background connections, which this machine's network refuses.
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}
