// Where `diff --against` reads its baseline: the file a git ref holds at the path given, found
// by the path's names in the repository and never through a symbolic link on either side, with
// git kept offline.
import { execFile } from "node:child_process";
import { lstatSync } from "node:fs";
import { lstat, realpath } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { UsageError, readFailure } from "./output.js";

/** Where `--against` reads: the repository that holds the document, and the document's path in it. */
interface PlaceInRepository {
  /** The repository's top folder, as git names it. */
  top: string;
  /** The document's path from the top, name by name, as the ref's tree is walked. */
  names: string[];
}

/** The text the ref holds at the path given, or undefined where it holds none and the caller allows it. */
export interface TextAtRef {
  /** `ref:path`, the path from the repository's top. */
  name: string;
  /** The path from the repository's top. */
  inRepository: string;
  text: string | undefined;
}

/**
 * The document the ref holds at the path given, so a pull request is checked against main with
 * no copied baseline. The path is read by its names in the repository, never through a symbolic
 * link on either side: git reads a path in a commit without following links, so a link in the
 * checkout would compare the file it leads to with whatever the ref holds at another path, or
 * with nothing at all. A ref holding no document is an input error unless `allowNewDocument`.
 */
export async function textAtRef(ref: string, file: string, allowNewDocument: boolean, maxBytes: number): Promise<TextAtRef> {
  const place = await placeInRepository(file);
  const inRepository = place.names.join("/");
  const name = `${ref}:${inRepository}`;
  try {
    const commit = await commitAt(ref, place.top);
    if (commit === undefined) throw new UsageError(await missingRefWords(ref, name, place.top));
    const blob = await blobAtRef(ref, commit, place);
    if (blob === undefined && !allowNewDocument) throw new UsageError(absentWords(ref, name, inRepository));
    if (blob === undefined) return { name, inRepository, text: undefined };
    if (allowNewDocument) {
      throw new UsageError(
        `--allow-new-document: ${ref} holds ${inRepository} already, so this change does not add the document: remove the flag, and the change is compared with the document ${ref} holds`,
      );
    }
    const stdout = await git(place.top, ["cat-file", "blob", blob], maxBytes);
    return { name, inRepository, text: stdout.toString("utf8") };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") {
      throw new UsageError(`${name}: is larger than ${maxBytes} bytes, more than any contract document; not read further`);
    }
    throw new UsageError(`${name}: cannot be read from git${gitSaid(error)}; is this a git checkout, and does the ref hold the file?`);
  }
}

/** What git said when it failed, its first line in parentheses, or nothing. */
function gitSaid(error: unknown): string {
  const said = String((error as { stderr?: string }).stderr ?? (error as Error).message)
    .trim()
    .split("\n")[0];
  return said === undefined || said === "" ? "" : ` (${said})`;
}

/**
 * Why a ref holding no document is no pass: compared with an empty contract, any change, a
 * break included, is an addition. A document moved, or named through a path the ref never held,
 * would pass unseen.
 */
function absentWords(ref: string, name: string, inRepository: string): string {
  return (
    `${name}: ${ref} holds no ${inRepository}, and with no document to compare with every change would pass as new: ` +
    `if this change adds the document, pass --allow-new-document (for this change only); if it moves the document, compare the file ${ref} holds (git show ${ref}:<its path>) with the new one, survey-contract diff <old> <new>`
  );
}

/**
 * The repository holding `file` and the file's path in it, by the names given: `..` is the
 * folder of the name before it (refused after a link, where the system reads it elsewhere), the
 * repository's top is found where the path's folder really is and must be a folder the path
 * names, and no name from there on may be a symbolic link, nor the repository one nested in the
 * repository of the current folder (a submodule).
 */
async function placeInRepository(file: string): Promise<PlaceInRepository> {
  const absolute = pathByNames(file);
  const top = await repositoryTop(file, absolute);
  const prefixes = prefixesOf(absolute);
  const realTop = await realPath(top);
  // The shallowest folder of the path that is the top: a link below it back to the top is refused as any other.
  let at = -1;
  for (let i = 0; i < prefixes.length && at === -1; i++) if ((await realPath(prefixes[i]!)) === realTop) at = i;
  if (at === -1) throw new UsageError(await throughLinkWords(file, prefixes, top));
  const names = prefixes.slice(at + 1).map((prefix) => path.basename(prefix));
  for (let i = 0; i < names.length; i++) {
    const stat = await lstat(prefixes[at + 1 + i]!).catch((error: unknown) => {
      throw new UsageError(`${file}: ${readFailure(error)}`);
    });
    const shown = names.slice(0, i + 1).join("/");
    if (stat.isSymbolicLink()) {
      throw new UsageError(
        `${file}: ${shown} is a symbolic link in the checkout, and --against reads the document at the path given, which at the ref is no link: name the document by its own path in the repository`,
      );
    }
    if (i === names.length - 1 && !stat.isFile()) throw new UsageError(`${file}: ${stat.isDirectory() ? "is a directory" : "is not a regular file"}; name the contract document`);
  }
  if (names.length === 0) throw new UsageError(`${file}: is the repository's folder; name the contract document in it`);
  await refuseNestedRepository(file, realTop);
  return { top, names };
}

/**
 * `file` as an absolute path read name by name from the current folder (which the system gives
 * with no link in it), as git reads a path in a tree: `..` is the folder the name before it is
 * in. The system reads `link/..` as the folder above where the link leads, so `..` after a
 * symbolic link, or after a name that is no folder, is refused.
 */
function pathByNames(file: string): string {
  const root = path.parse(file).root;
  let current = root === "" ? process.cwd() : path.resolve(root);
  let given = root;
  // A backslash is a character of a name on POSIX systems, a separator on Windows.
  for (const name of file.slice(root.length).split(path.sep === "/" ? "/" : /[\\/]/)) {
    if (name === "" || name === ".") continue;
    if (name === "..") {
      const kind = kindOf(current);
      if (kind !== "folder") {
        throw new UsageError(
          `${file}: .. follows ${given}, which is ${kind}: the system reads .. there elsewhere than the path says; name the document by its path in the repository, without ..`,
        );
      }
      current = path.dirname(current);
    } else {
      current = path.join(current, name);
    }
    given = given === root ? `${root}${name}` : `${given}/${name}`;
  }
  return current;
}

function kindOf(file: string): string {
  try {
    const stat = lstatSync(file);
    return stat.isSymbolicLink() ? "a symbolic link" : stat.isDirectory() ? "folder" : "not a folder";
  } catch {
    return "not there";
  }
}

/** `/a/b/c` as `/`, `/a`, `/a/b`, `/a/b/c`. */
function prefixesOf(absolute: string): string[] {
  const prefixes = [absolute];
  while (path.dirname(prefixes[0]!) !== prefixes[0]) prefixes.unshift(path.dirname(prefixes[0]!));
  return prefixes;
}

async function realPath(file: string): Promise<string | undefined> {
  return realpath(file).catch(() => undefined);
}

/** The top of the repository that holds the file's folder, asked where that folder really is. */
async function repositoryTop(file: string, absolute: string): Promise<string> {
  const folder = await realpath(path.dirname(absolute)).catch((error: unknown) => {
    throw new UsageError(`${file}: ${readFailure(error)}`);
  });
  try {
    const top = (await git(folder, ["rev-parse", "--show-toplevel"], 64 * 1024)).toString("utf8").replace(/\n$/, "");
    if (top !== "") return path.resolve(top);
  } catch (error) {
    throw new UsageError(`${file}: is in no git working tree${gitSaid(error)}: --against reads the previous document from the repository that holds it`);
  }
  throw new UsageError(`${file}: is in no git working tree: --against reads the previous document from the repository that holds it`);
}

/** Why a path that never names the repository's top folder is refused: the link that takes it there. */
async function throughLinkWords(file: string, prefixes: string[], top: string): Promise<string> {
  for (const prefix of prefixes.toReversed()) {
    if ((await lstat(prefix).catch(() => undefined))?.isSymbolicLink()) {
      return `${file}: reaches the repository at ${top} through the symbolic link ${prefix}, not through the repository's own folder: name the document by its path from ${top}`;
    }
  }
  return `${file}: is not inside ${top}, the repository git finds for its folder; name the document by its path from ${top}`;
}

/**
 * A document in a repository of its own inside the current one (a submodule, checked out or
 * cloned there) is refused: its refs are that repository's, which the change under review does
 * not hold, and a change could make a folder one to choose its own baseline.
 */
async function refuseNestedRepository(file: string, realTop: string | undefined): Promise<void> {
  const here = await git(process.cwd(), ["rev-parse", "--show-toplevel"], 64 * 1024).then(
    (stdout) => realPath(stdout.toString("utf8").replace(/\n$/, "")),
    () => undefined,
  );
  if (here === undefined || realTop === undefined) return;
  const inside = path.relative(here, realTop);
  if (inside === "" || inside === ".." || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) return;
  throw new UsageError(
    `${file}: is in ${inside}, a repository of its own (a submodule) inside the one here, ${here}: --against reads the refs of the repository that holds the document; name a document of this repository, or run the command in ${inside}`,
  );
}

/** The commit `ref` names, or undefined when the clone holds none. */
async function commitAt(ref: string, top: string): Promise<string | undefined> {
  return git(top, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], 4096).then(
    (stdout) => stdout.toString("utf8").trim(),
    () => undefined,
  );
}

interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  name: Buffer;
}

/**
 * The blob the commit holds at the path, walked name by name, each name matched byte for byte;
 * undefined where a name is not there. A symbolic link, a submodule, a file where a folder should
 * be, a folder where the document should be, or the name spelled in another case is refused.
 */
async function blobAtRef(ref: string, commit: string, { top, names }: PlaceInRepository): Promise<string | undefined> {
  const whole = `${ref}:${names.join("/")}`;
  let tree = commit;
  for (const [i, name] of names.entries()) {
    const shown = names.slice(0, i + 1).join("/");
    const entry = (await treeEntries(top, tree, name, 64 * 1024)).find((candidate) => candidate.name.equals(Buffer.from(name)));
    if (entry === undefined) {
      const other = await spelledOtherwise(top, tree, name);
      if (other === undefined) return undefined;
      const held = [...names.slice(0, i), other].join("/");
      throw new UsageError(`${whole}: ${ref} holds ${held}, spelled otherwise than ${shown}: name the document as the repository spells it`);
    }
    const last = i === names.length - 1;
    if (entry.mode === "120000") throw new UsageError(`${whole}: at ${ref}, ${shown} is a symbolic link, which --against does not follow: name the document by its own path`);
    if (entry.mode === "160000") throw new UsageError(`${whole}: at ${ref}, ${shown} is a submodule, a repository of its own: name a document of this repository`);
    if (!last && entry.type !== "tree") throw new UsageError(`${whole}: at ${ref}, ${shown} is a file, not a folder`);
    if (last && entry.type !== "blob") throw new UsageError(`${whole}: at ${ref}, ${shown} is a folder, not a document`);
    tree = entry.object;
  }
  return tree;
}

/** A tree's entries, or only the one named `name` (given literally, never as a pattern). */
async function treeEntries(top: string, tree: string, name: string | undefined, maxBuffer: number): Promise<TreeEntry[]> {
  const only = name === undefined ? [] : ["--", name];
  const listed = await git(top, ["--literal-pathspecs", "ls-tree", "-z", "--full-tree", tree, ...only], maxBuffer);
  const entries: TreeEntry[] = [];
  for (let start = 0; start < listed.length;) {
    const end = listed.indexOf(0, start);
    const line = listed.subarray(start, end === -1 ? listed.length : end);
    const tab = line.indexOf(0x09);
    const [mode = "", type = "", object = ""] = line.subarray(0, tab).toString("utf8").split(" ");
    entries.push({ mode, type, object, name: line.subarray(tab + 1) });
    start = end === -1 ? listed.length : end + 1;
  }
  return entries;
}

/** The name of the tree that is `name` spelled in another case (or another Unicode form), if any. */
async function spelledOtherwise(top: string, tree: string, name: string): Promise<string | undefined> {
  const folded = (text: string) => text.normalize("NFC").toLowerCase();
  const entries = await treeEntries(top, tree, undefined, 16 * 1024 * 1024).catch(() => []);
  return entries.map((entry) => entry.name.toString("utf8")).find((candidate) => folded(candidate) === folded(name));
}

/** Why the ref is not here, and what to run: a shallow clone (actions/checkout's default) holds one commit and no other branch. */
async function missingRefWords(ref: string, name: string, top: string): Promise<string> {
  const shallow = await git(top, ["rev-parse", "--is-shallow-repository"], 4096).then(
    (stdout) => stdout.toString("utf8").trim() === "true",
    () => false,
  );
  const head = `${name}: cannot be read from git: ${ref} is not a commit of this clone`;
  if (shallow) {
    return `${head}, which is shallow (actions/checkout fetches one commit unless its step says fetch-depth: 0): fetch the history, with fetch-depth: 0 or git fetch --unshallow origin`;
  }
  return `${head}: fetch it (git fetch origin, for origin/ refs) or name a branch, tag or commit that is here`;
}

/** Runs git offline in `folder`. */
export async function git(folder: string, args: string[], maxBuffer: number): Promise<Buffer> {
  const { stdout } = await promisify(execFile)("git", [...GIT_OFFLINE, ...args], {
    cwd: folder,
    encoding: "buffer",
    maxBuffer,
    env: { ...process.env, ...GIT_OFFLINE_ENV },
  });
  return stdout;
}

/**
 * git reads the baseline from the objects at hand, and nothing else: in a partial clone a
 * missing object would be fetched from the promisor remote, running the program the
 * repository's own config names (remote.<name>.uploadpack); no lazy fetch, and no transport at
 * all, so a missing object is an input error instead. Nor does it verify a signature: with
 * log.showSignature set, `git log` runs the program gpg.program names on each signed commit.
 */
const GIT_OFFLINE = ["-c", "protocol.allow=never", "-c", "core.fsmonitor=false", "-c", "log.showSignature=false"];
const GIT_OFFLINE_ENV = { GIT_NO_LAZY_FETCH: "1", GIT_TERMINAL_PROMPT: "0" };
