// Debian's Chromium, driven headless by playwright-core (which downloads no browser of its own).
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run scripts/ensure-chromium.sh (npm run test:docs does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // No sandbox as root; no background connections, which this machine's network refuses.
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}
