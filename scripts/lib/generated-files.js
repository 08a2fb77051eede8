// Writes generated/ or compares it with what the sources produce, the way webpack's
// schema tooling does: the committed files must be exactly what generation gives.
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * @param {string} dir
 * @param {Map<string, string>} files relative path → content
 * @returns {Promise<string[]>} one line per file that differs, is missing or should not be there
 */
export async function compareGeneratedFiles(dir, files) {
  const problems = [];
  for (const [relative, content] of files) {
    const current = await readFile(path.join(dir, relative), "utf8").catch(() => undefined);
    if (current === undefined) problems.push(`${relative}: missing`);
    else if (current !== content) problems.push(`${relative}: differs from what the sources produce`);
  }
  for (const relative of await listFiles(dir)) {
    if (!files.has(relative)) problems.push(`${relative}: not produced by the sources any more`);
  }
  return problems;
}

/** @param {string} dir @param {Map<string, string>} files */
export async function writeGeneratedFiles(dir, files) {
  for (const relative of await listFiles(dir)) {
    if (!files.has(relative)) await rm(path.join(dir, relative));
  }
  for (const [relative, content] of files) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), content);
  }
}

async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join("/"))
    .sort();
}
