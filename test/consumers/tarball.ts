// The package as users get it: `npm pack` of this repository, installed into throw-away
// projects outside it, so that nothing of this repository's node_modules is visible to them.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { exec, npm } from "./exec.js";

export { ROOT, exec } from "./exec.js";

/** A new project in the system's temporary folder, with `files` written into it. */
export function project(name: string, files: Record<string, string>, copyFrom?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `contract-${name}-`));
  if (copyFrom) cpSync(copyFrom, dir, { recursive: true, filter: (source) => !/node_modules|[\\/]dist$/.test(source) });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Installs the run's packed tarball (test/setup/packed-package.ts) and `packages` (from the npm cache when it can), and nothing else. */
export async function install(dir: string, packages: string[]) {
  await exec(npm, ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", inject("packedTarball"), ...packages], dir);
}

export const TYPESCRIPT = "typescript@5.9.3";
