// The package as users get it: `npm pack` of this repository, installed into throw-away
// projects outside it, so that nothing of this repository's node_modules is visible to them.
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
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

/** Each set of packages installed once, into a project of its own: its node_modules folder. */
const installed = new Map<string, Promise<string>>();

/**
 * `install`, once for all the projects of a test file that need the same packages: the first
 * installs them into a project of their own, and each project links its node_modules there (as
 * pnpm links its store), so that only the project's own files and settings differ.
 */
export async function installShared(dir: string, packages: string[]) {
  const key = packages.join(" ");
  let modules = installed.get(key);
  if (modules === undefined) {
    const home = project("modules", { "package.json": JSON.stringify({ name: "modules", private: true }) });
    modules = install(home, packages).then(() => path.join(home, "node_modules"));
    installed.set(key, modules);
  }
  symlinkSync(await modules, path.join(dir, "node_modules"), "dir");
}

export const TYPESCRIPT = "typescript@5.9.3";
