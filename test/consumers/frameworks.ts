// What the framework tests share: the README's block for a framework (the code a user copies is
// the code that runs), each framework at the version the repository pins (its devDependencies,
// which `npm ci` brings into the npm cache, so a project installs them from there), and the bad
// body every server is sent.
import { readFileSync } from "node:fs";
import path from "node:path";
import { FULL, copy } from "../fixtures.js";
import { ROOT } from "./tarball.js";

/** The ```ts block under the README's `#### heading`: the first before the next heading. */
export function readmeBlock(heading: string): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf(`\n#### ${heading}\n`);
  if (start === -1) throw new Error(`README.md has no "#### ${heading}" heading`);
  const section = readme.slice(start + 1).split(/\n#{1,4} /)[0]!;
  const block = /^```ts\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (block === undefined) throw new Error(`README.md's "#### ${heading}" has no \`\`\`ts block`);
  return block;
}

const DEV_DEPENDENCIES = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> }).devDependencies;

/** `name@version` as the repository's devDependencies pin it. */
export function pinned(name: string): string {
  const version = DEV_DEPENDENCIES[name];
  if (version === undefined || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`package.json pins no exact version of ${name}`);
  return `${name}@${version}`;
}

/**
 * A collector without its name, a number for its e-mail, a day February lacks in a group and a
 * property the contract does not name: the errors of the tolerant records (the strict ones add
 * `extra`).
 */
export function badCollector(): Record<string, unknown> {
  const collector = copy(FULL.Collector) as Record<string, any>;
  delete collector.name;
  collector.fromEmail = { ...collector.fromEmail, email: 7 };
  collector.groups = [{ ...FULL.CollectorGroup, createdAt: "2026-02-30T00:00:00Z" }];
  collector.extra = true;
  return collector;
}

const TOLERANT_ERRORS = {
  name: "is required but missing",
  "fromEmail.email": "must be a string",
  "groups.0.createdAt": "is not a day of the calendar: 2026-02 has 28 days",
};

/** The problem+json answer every framework gives the bad collector, from the tolerant records. */
export const PROBLEM = { type: "about:blank", title: "Invalid Collector", status: 400, errors: TOLERANT_ERRORS };

export async function post(url: string, body: unknown): Promise<{ status: number; body: any; contentType: string | null }> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json(), contentType: response.headers.get("content-type") };
}
