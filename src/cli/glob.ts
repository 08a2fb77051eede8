// Glob patterns for the inputs of `validate`, expanded by the command itself so that a quoted
// pattern means the same on every shell (Windows' cmd.exe and PowerShell expand nothing, and
// bash leaves a pattern that matches nothing as it is). Node 20 has no fs.glob.
//
// `*` any characters but `/`, `?` one, `[abc]` / `[a-z]` / `[!abc]` one of a set, `**` any
// number of directories. As in a shell, `*` and `?` do not match a leading dot.
import { readdirSync, type Dirent } from "node:fs";

export function isGlob(argument: string): boolean {
  return /[*?[]/.test(argument);
}

/** The paths that match `pattern`, sorted, directories ending the pattern included. */
export function expandGlob(pattern: string): string[] {
  const segments = pattern.split(/[\\/]/);
  const firstGlob = segments.findIndex(isGlob);
  const base = segments.slice(0, firstGlob).join("/");
  const matches: string[] = [];
  walk(base, segments.slice(firstGlob), matches);
  return [...new Set(matches)].sort();
}

function walk(dir: string, rest: string[], matches: string[]): void {
  const [segment, ...after] = rest;
  if (segment === undefined) {
    matches.push(dir);
    return;
  }
  if (segment === "**") {
    walk(dir, after, matches);
    for (const entry of entriesOf(dir)) {
      if (entry.isDirectory() && !entry.name.startsWith(".")) walk(join(dir, entry.name), rest, matches);
    }
    return;
  }
  if (!isGlob(segment)) {
    walk(join(dir, segment), after, matches);
    return;
  }
  const matcher = segmentMatcher(segment);
  for (const entry of entriesOf(dir)) {
    if (!matcher.test(entry.name)) continue;
    if (after.length === 0) matches.push(join(dir, entry.name));
    else if (entry.isDirectory() || entry.isSymbolicLink()) walk(join(dir, entry.name), after, matches);
  }
}

function join(dir: string, name: string): string {
  return dir === "" ? name : dir === "/" ? `/${name}` : `${dir}/${name}`;
}

function entriesOf(dir: string): Dirent[] {
  try {
    return readdirSync(dir === "" ? "." : dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
