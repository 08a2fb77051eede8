// The inputs `validate` reads, from its arguments: files as named, `-` for standard input,
// directories walked for .json, .ndjson and .jsonl files (sorted, names starting with a dot
// left out, each directory entered once however symbolic links loop), and glob patterns
// expanded (glob.ts). A walk or a glob takes regular files and links to them only (D25): a
// named pipe would block the run, a device such as /dev/zero never ends; each is said and
// left unread. What they find is taken once by its real path, however many patterns,
// directories or links lead to it.
import { readdirSync, realpathSync, statSync, type Stats } from "node:fs";
import { expandGlob, isGlob } from "./glob.js";
import { childPath, pathOf, type FoundPath } from "./paths.js";

export interface Input {
  /** The path as printed, or "-" for standard input. */
  name: string;
  /** The path as the file system takes it (bytes, for a name found by a walk), or "-" for standard input. */
  path: string | Buffer;
  ndjson: boolean;
}

/** An argument that names nothing to read, or a file a walk or a glob left unread, and why. */
export interface NotRead {
  name: string;
  message: string;
}

const RECORD_FILE = /\.(json|ndjson|jsonl)$/i;
const NDJSON_FILE = /\.(ndjson|jsonl)$/i;

/**
 * @returns the inputs in order, and what is not read: an argument that names nothing (a
 *   pattern that matches no file, a directory with no record file), or a file a walk or a glob
 *   found that is not a regular file, each with why
 */
export function expandInputs(args: readonly string[], allNdjson: boolean): { inputs: Input[]; notRead: NotRead[] } {
  const inputs: Input[] = [];
  const notRead: NotRead[] = [];
  const walk = new Walk();
  const add = (name: string, path: string | Buffer) => inputs.push({ name, path, ndjson: allNdjson || NDJSON_FILE.test(name) });
  for (const argument of args) {
    const kind = argument === "-" ? "file" : kindOf(argument);
    if (kind === "file" || isSpecial(kind) || (kind === undefined && !isGlob(argument))) {
      // Named on its own: read whatever it is, within the input limits (read-input.ts).
      add(argument, argument);
      continue;
    }
    walk.startArgument();
    for (const entry of kind === "directory" ? [pathOf(argument)] : expandGlob(argument)) walk.take(entry, { walked: false });
    if (!walk.matched && walk.skipped.length === 0) {
      notRead.push({ name: argument, message: kind === "directory" ? "is a directory with no .json, .ndjson or .jsonl file" : "matches no file" });
    }
    for (const entry of walk.found) add(entry.name, entry.path);
    notRead.push(...walk.skipped);
  }
  return { inputs, notRead };
}

/** What walks and globs take, shared by every argument of a run, so that each file is taken once. */
class Walk {
  /** Each directory entered, by real path, and whether it held a record file. */
  private readonly directories = new Map<string, boolean>();
  private readonly files = new Set<string>();
  /** Of the current argument: the files no argument before it took, what it left unread, whether it named any record file at all. */
  found: FoundPath[] = [];
  skipped: NotRead[] = [];
  matched = false;

  startArgument(): void {
    this.found = [];
    this.skipped = [];
    this.matched = false;
  }

  /** One path a glob or a walk found: a directory walked, a regular file taken once, anything else skipped and said. */
  take(entry: FoundPath, { walked }: { walked: boolean }): void {
    const kind = kindOf(entry.path);
    if (kind === "directory") this.walkDirectory(entry);
    else if (kind === "file") {
      if (walked && !RECORD_FILE.test(entry.base)) return;
      this.matched = true;
      const real = realKey(entry.path);
      if (real === undefined || this.files.has(real)) return;
      this.files.add(real);
      this.found.push(entry);
    } else if (isSpecial(kind) && (!walked || RECORD_FILE.test(entry.base))) {
      this.matched = true;
      this.skipped.push({ name: entry.name, message: `is ${kind}, not a regular file: directories and patterns are read for regular files only; name it on its own to read it` });
    }
  }

  private walkDirectory(dir: FoundPath): void {
    const real = realKey(dir.path);
    if (real === undefined) return;
    const held = this.directories.get(real);
    if (held !== undefined) {
      // Entered already (by an earlier argument, or a link looping back): what it holds was taken there.
      this.matched ||= held;
      return;
    }
    this.directories.set(real, false);
    const matchedBefore = this.matched;
    this.matched = false;
    for (const name of namesIn(dir.path)) {
      if (name[0] === DOT) continue; // .git and the like, as a shell's * leaves them out
      this.take(childPath(dir, name), { walked: true });
    }
    this.directories.set(real, this.matched);
    this.matched ||= matchedBefore;
  }
}

function namesIn(dir: Buffer): Buffer[] {
  try {
    return readdirSync(dir, { encoding: "buffer" }).sort(Buffer.compare);
  } catch {
    return [];
  }
}

const DOT = 0x2e;

type Kind = "directory" | "file" | `a ${string}` | undefined;

/** What a path names, following symbolic links, with one stat: undefined when it names nothing. */
function kindOf(path: string | Buffer): Kind {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    return undefined;
  }
  if (stats.isDirectory()) return "directory";
  if (stats.isFile()) return "file";
  return specialKind(stats);
}

/** How a file that is neither a regular file nor a directory is called. */
function specialKind(stats: Stats): `a ${string}` {
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isSocket()) return "a socket";
  return "a special file";
}

function isSpecial(kind: Kind): kind is `a ${string}` {
  return kind !== undefined && kind.startsWith("a ");
}

/** The real path, as bytes: the native call, since the JavaScript one decodes a path as UTF-8 and loses what is not. */
function realKey(path: Buffer): string | undefined {
  try {
    return realpathSync.native(path, { encoding: "buffer" }).toString("latin1");
  } catch {
    return undefined;
  }
}
