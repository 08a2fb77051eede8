// Glob patterns for the inputs of `validate`, expanded by the command itself so that a quoted
// pattern means the same on every shell (Windows' cmd.exe and PowerShell expand nothing, and
// bash leaves a pattern that matches nothing as it is). Node 20 has no fs.glob.
//
// `*` any characters but `/`, `?` one, `[abc]` / `[a-z]` / `[!abc]` one of a set, `**` any
// number of directories. As in a shell, `*` and `?` do not match a leading dot. Names are read
// as bytes (paths.ts), so a name that is not UTF-8 is found like any other: a pattern matches
// its printable form.
import { readdirSync, type Dirent } from "node:fs";
import { childPath, pathOf, type FoundPath } from "./paths.js";

export function isGlob(argument: string): boolean {
  return /[*?[]/.test(argument);
}

/**
 * The paths that match `pattern`, sorted, directories ending the pattern included. `**` enters
 * each directory once, so the time is linear in the tree whatever the depth.
 */
export function expandGlob(pattern: string): FoundPath[] {
  const segments = pattern.split(/[\\/]/);
  const firstGlob = segments.findIndex(isGlob);
  const base = segments.slice(0, firstGlob).join("/");
  const matches = new Map<string, FoundPath>();
  walk(pathOf(base), segments.slice(firstGlob), matches);
  return [...matches.values()].sort((a, b) => Buffer.compare(a.path, b.path));
}

function walk(dir: FoundPath, rest: string[], matches: Map<string, FoundPath>): void {
  const [segment, ...after] = rest;
  if (segment === undefined) {
    matches.set(dir.path.toString("latin1"), dir);
    return;
  }
  if (segment === "**") {
    walk(dir, after, matches);
    for (const entry of entriesOf(dir)) {
      if (entry.isDirectory() && entry.name[0] !== DOT) walk(childPath(dir, entry.name), rest, matches);
    }
    return;
  }
  if (!isGlob(segment)) {
    walk(childPath(dir, Buffer.from(segment)), after, matches);
    return;
  }
  const matcher = segmentMatcher(segment);
  for (const entry of entriesOf(dir)) {
    const child = childPath(dir, entry.name);
    if (!matcher.test(child.base)) continue;
    if (after.length === 0) matches.set(child.path.toString("latin1"), child);
    else if (entry.isDirectory() || entry.isSymbolicLink()) walk(child, after, matches);
  }
}

const DOT = 0x2e;

function entriesOf(dir: FoundPath): Dirent<Buffer>[] {
  try {
    return readdirSync(dir.path.length === 0 ? "." : dir.path, { withFileTypes: true, encoding: "buffer" }).sort((a, b) => Buffer.compare(a.name, b.name));
  } catch {
    return [];
  }
}

/** One path segment's pattern as a regular expression over a whole name. */
export function segmentMatcher(segment: string): RegExp {
  let source = "";
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else if (c === "[") {
      const end = segment.indexOf("]", i + 2);
      if (end === -1) source += "\\[";
      else {
        const body = segment.slice(i + 1, end);
        const negated = body.startsWith("!") || body.startsWith("^");
        const set = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, (x) => `\\${x}`);
        source += `[${negated ? "^" : ""}${set}]`;
        i = end;
      }
    } else source += c.replace(/[.+^${}()|\\\]]/g, (x) => `\\${x}`);
  }
  const leadingDot = segment.startsWith(".") ? "" : "(?!\\.)";
  return new RegExp(`^${leadingDot}${source}$`, "s");
}
