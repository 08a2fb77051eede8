// Writes generated/ or compares it with what the sources produce, the way webpack's
// schema tooling does: the committed files must be exactly what generation gives.
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * @param {string} dir
 * @param {Map<string, string>} files relative path → content
 * @param {{ leftovers: boolean }} options `leftovers`: also name files no step produces (a whole run)
 * @returns {Promise<{ file: string, problem: string }[]>} each file that differs, is missing or should not be there
 */
export async function compareGeneratedFiles(dir, files, { leftovers }) {
  const problems = [];
  for (const [relative, content] of files) {
    const current = await readFile(path.join(dir, relative), "utf8").catch(() => undefined);
    if (current === undefined) problems.push({ file: relative, problem: "missing" });
    else if (current !== content) problems.push({ file: relative, problem: "differs from what the sources produce" });
  }
  if (leftovers) {
    for (const relative of await listFiles(dir)) {
      if (!files.has(relative)) problems.push({ file: relative, problem: "not produced by the sources any more" });
    }
  }
  return problems;
}

/** @param {string} dir @param {Map<string, string>} files @param {{ leftovers: boolean }} options `leftovers`: remove files no step produces */
export async function writeGeneratedFiles(dir, files, { leftovers }) {
  if (leftovers) {
    for (const relative of await listFiles(dir)) {
      if (!files.has(relative)) await rm(path.join(dir, relative));
    }
  }
  for (const [relative, content] of files) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), content);
  }
}

/** @param {string} dir */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => /** @type {import("node:fs").Dirent[]} */ ([]));
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .sort();
}
