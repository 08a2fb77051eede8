// survey-contract diff <old> <new>: what changed between two versions of the contract, whether
// it breaks anyone, and which version bump it needs (D17).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { AllowListError, DocumentShapeError, allowancesFromFlags, diffDocuments, parseAllowList, type Allowance, type JudgedChange, type LifecyclePolicy } from "../diff/index.js";
import { positionOf, syntaxErrorOffset, withoutByteOrderMark } from "../validation/json-syntax.js";
import { DIFF_FORMATS, type DiffFormat } from "./reporters/diff-formats.js";
import type { ReportedChange } from "./reporters/diff-reporter.js";
import { locatePointers } from "./json-locations.js";
import { EXIT, UsageError, readFailure, type Output } from "./output.js";
import { readWholeInput } from "./read-input.js";

/** What `diff` compares against when given a git ref and no new document. */
export const DEFAULT_DOCUMENT = "generated/openapi.json";

/**
 * The largest document or allow-list diff reads (D25): 64 MiB, hundreds of times the size of a
 * real contract, far below what would exhaust memory.
 */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

export interface DiffOptions {
  /** The previous document's path, or undefined with `against`. */
  previous?: string;
  current: string;
  /** A git ref: the previous document is `current` as it was at that ref. */
  against?: string;
  /** Whether `current` was left to its default, generated/openapi.json: a missing file then says how to name one. */
  currentDefaulted?: boolean;
  allow: string[];
  /** An allow-list file of accepted breaks, each with its reason. */
  allowFile?: string;
  format: DiffFormat;
  checkVersion: boolean;
  /** The day and the notice the deprecation lifecycle is judged by (D23). */
  lifecycle: LifecyclePolicy;
}

interface ReadDocument {
  name: string;
  text: string;
  document: Record<string, any>;
  /** Whether `name` is a file of the checkout (not `ref:path`), where an annotation can point. */
  inCheckout: boolean;
}

export async function diffCommand(options: DiffOptions, out: Output): Promise<number> {
  const allowances = await readAllowances(options);
  if (options.currentDefaulted && !existsSync(options.current)) {
    throw new UsageError(
      `no document given, and ${options.current} (where this package keeps its own) is not here: name the contract document, as in survey-contract diff --against ${options.against ?? "origin/main"} contract/openapi.json`,
    );
  }
  const previous = options.against === undefined ? await readDocument(options.previous!) : await readAtRef(options.against, options.current);
  const current = await readDocument(options.current);
  const { changes, blocking, version } = compareBoth(previous, current, { lifecycle: options.lifecycle, allowances });
  DIFF_FORMATS[options.format].reporter(out)({
    previous: { name: previous.name, version: version.previous },
    current: { name: current.name, version: version.current },
    changes: placeChanges(changes, previous, current),
    blocking,
    version,
    checkVersion: options.checkVersion,
  });
  return blocking > 0 || (options.checkVersion && !version.ok) ? EXIT.INVALID : EXIT.OK;
}

/** The changes; a document that cannot be compared (misshapen, nested too deep, a reference cycle that constrains nothing) is an input error naming it. */
function compareBoth(previous: ReadDocument, current: ReadDocument, policy: Parameters<typeof diffDocuments>[2]): ReturnType<typeof diffDocuments> {
  try {
    return diffDocuments(previous.document, current.document, policy);
  } catch (error) {
    if (!(error instanceof DocumentShapeError)) throw error;
    const name = error.side === "previous" ? previous.name : error.side === "current" ? current.name : `${previous.name} or ${current.name}`;
    throw new UsageError(`${name}: ${error.message}`);
  }
}

/**
 * Each change with where it is: in the new document, or in the old one for what is gone when
 * the old one is a file of the checkout; a document read from git is no file an annotation can
 * point to, so what is gone is placed where it was, in the new document.
 */
function placeChanges(changes: JudgedChange[], previous: ReadDocument, current: ReadDocument): ReportedChange[] {
  if (changes.length === 0) return [];
  const pointers = changes.map((change) => change.pointer);
  const inCurrent = locatePointers(current.text, pointers);
  const inPrevious = locatePointers(previous.text, pointers);
  return changes.map((change) => {
    const here = inCurrent.get(change.pointer)!;
    const there = inPrevious.get(change.pointer)!;
    const [file, { line, column }] = here.exact || !there.exact || !previous.inCheckout ? [current.name, here] : [previous.name, there];
    return { ...change, file, line, column };
  });
}

async function readAllowances(options: DiffOptions): Promise<Allowance[]> {
  try {
    const fromFlags = allowancesFromFlags(options.allow);
    if (options.allowFile === undefined) return fromFlags;
    return [...fromFlags, ...parseAllowList(await readText(options.allowFile), options.allowFile)];
  } catch (error) {
    if (error instanceof AllowListError) throw new UsageError(error.message);
    throw error;
  }
}

async function readDocument(file: string): Promise<ReadDocument> {
  return parseDocument(file, await readText(file), true);
}

/** A file's text, within MAX_DOCUMENT_BYTES; anything that stops it is a UsageError naming the file. */
async function readText(file: string): Promise<string> {
  try {
    const overLimit = (how: string) => `is larger than ${MAX_DOCUMENT_BYTES} bytes, more than a document can be: ${how}; not read further`;
    return (await readWholeInput({ name: file, path: file, ndjson: false }, MAX_DOCUMENT_BYTES, overLimit)).toString("utf8");
  } catch (error) {
    throw new UsageError(`${file}: ${readFailure(error)}`);
  }
}

/** `file` as it was at a git ref, read with `git show`, so a pull request can be checked against main with no copied baseline. */
async function readAtRef(ref: string, file: string): Promise<ReadDocument> {
  const name = `${ref}:${file}`;
  try {
    const stdout = await git(file, ["show", `${ref}:./${path.basename(file)}`], MAX_DOCUMENT_BYTES);
    return parseDocument(name, stdout.toString("utf8"), false);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") {
      throw new UsageError(`${name}: is larger than ${MAX_DOCUMENT_BYTES} bytes, more than any contract document; not read further`);
    }
    if (!(await commitIsHere(ref, file))) throw new UsageError(await missingRefWords(ref, file));
    if (!(await pathIsAt(ref, file))) return absentBaseline(name);
    const said = String((error as { stderr?: string }).stderr ?? (error as Error).message)
      .trim()
      .split("\n")[0];
    const reason = said === undefined || said === "" ? "" : ` (${said})`;
    throw new UsageError(`${name}: cannot be read from git${reason}; is this a git checkout, and does the ref hold the file?`);
  }
}

/**
 * A document the ref does not hold yet (the pull request that first adds it) is compared with a
 * contract of no records at 0.0.0: every record is added, a minor bump, rather than a failure
 * that would block the change that starts the contract.
 */
function absentBaseline(name: string): ReadDocument {
  const document = { openapi: "3.1.0", info: { title: "no contract yet", version: "0.0.0" }, components: { schemas: {} } };
  return { name: `${name} (not there: a new document, every record added)`, text: JSON.stringify(document), document, inCheckout: false };
}

async function commitIsHere(ref: string, file: string): Promise<boolean> {
  return git(file, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], 4096).then(
    () => true,
    () => false,
  );
}

async function pathIsAt(ref: string, file: string): Promise<boolean> {
  const listed = await git(file, ["ls-tree", "--name-only", ref, "--", `./${path.basename(file)}`], 64 * 1024).catch(() => undefined);
  return listed === undefined || listed.length > 0;
}

/** Why the ref is not here, and what to run: a shallow clone (actions/checkout's default) holds one commit and no other branch. */
async function missingRefWords(ref: string, file: string): Promise<string> {
  const shallow = await git(file, ["rev-parse", "--is-shallow-repository"], 4096).then(
    (stdout) => stdout.toString("utf8").trim() === "true",
    () => false,
  );
  const head = `${ref}:${file}: cannot be read from git: ${ref} is not a commit of this clone`;
  if (shallow) {
    return `${head}, which is shallow (actions/checkout fetches one commit unless its step says fetch-depth: 0): fetch the history, with fetch-depth: 0 or git fetch --unshallow origin`;
  }
  return `${head}: fetch it (git fetch origin, for origin/ refs) or name a branch, tag or commit that is here`;
}

/** Runs git offline where `file` is, so that the repository is the one holding it, wherever the command runs. */
async function git(file: string, args: string[], maxBuffer: number): Promise<Buffer> {
  const { stdout } = await promisify(execFile)("git", [...GIT_OFFLINE, ...args], {
    cwd: path.dirname(file),
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
 * all, so a missing object is an input error instead.
 */
const GIT_OFFLINE = ["-c", "protocol.allow=never", "-c", "core.fsmonitor=false"];
const GIT_OFFLINE_ENV = { GIT_NO_LAZY_FETCH: "1", GIT_TERMINAL_PROMPT: "0" };

function parseDocument(name: string, raw: string, inCheckout: boolean): ReadDocument {
  const text = withoutByteOrderMark(raw);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const { line, column } = positionOf(text, Math.max(0, syntaxErrorOffset(text)));
    throw new UsageError(`${name}:${line}:${column}: malformed JSON; give the package's openapi.json`);
  }
  return { name, text, document: document as Record<string, any>, inCheckout };
}
