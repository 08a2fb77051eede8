// The contract's history (D29): the document of every published version, kept in the package
// as contract/releases/<version>.json, so that a consumer who upgrades can compare the version it
// had with the one installed without a copy of its own. Read from the package that holds this
// module, as a folder of files each hostile until read: a regular file named by a version, within
// a size, parsed as JSON.
import { lstatSync, readFileSync, readdirSync } from "node:fs";
import { escapeLine } from "../text/escape-line.js";

/** Where the history lies in the package, from its root. */
export const RELEASES_FOLDER = "contract/releases";

/** The largest document read (as diff's): hundreds of times a real contract's size. */
const MAX_RELEASE_BYTES = 64 * 1024 * 1024;

/** More files than any history holds: the folder is read no further. */
const MAX_RELEASES = 10_000;

/** A published version as the history names its files: major.minor.patch, no pre-release, each part at most 9 digits. */
export const PLAIN_VERSION = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

const VERSION_FILE = new RegExp(`^(${PLAIN_VERSION.source.slice(1, -1)})\\.json$`);

export class HistoryError extends Error {
  override name = "HistoryError";
}

/** A published version and where its document is. */
export interface Release {
  version: string;
  file: URL;
}

/** The versions of a history, oldest first, each with its document's file. */
export function releasesIn(folder: URL): Release[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    throw new HistoryError(escapeLine(`${folder.pathname}: the contract's history cannot be read (${(error as NodeJS.ErrnoException).code ?? "unknown error"})`));
  }
  if (names.length > MAX_RELEASES) throw new HistoryError(`${folder.pathname}: holds more than ${MAX_RELEASES} files, more than any history; not read`);
  const releases = names.flatMap((name) => {
    const match = VERSION_FILE.exec(name);
    return match === null ? [] : [{ version: match[1]!, file: new URL(name, folder) }];
  });
  return releases.sort((a, b) => compareVersions(a.version, b.version));
}

/** A published version's file as it is: a regular file (no link), within its size. */
export function releaseText(release: Release): string {
  const stat = lstatSync(release.file, { throwIfNoEntry: false });
  const shown = shownName(release);
  if (stat === undefined || !stat.isFile())
    throw new HistoryError(`${shown}: ${stat === undefined ? "is not there" : "is not a regular file"}; the history holds each version's document as a file`);
  if (stat.size > MAX_RELEASE_BYTES) throw new HistoryError(`${shown}: is larger than ${MAX_RELEASE_BYTES} bytes, more than a document can be; not read`);
  return readFileSync(release.file, "utf8");
}

/** A published version's document, parsed; its info.version must be the version its file is named by. */
export function releaseDocument(release: Release): Record<string, unknown> {
  const shown = shownName(release);
  let document: unknown;
  try {
    document = JSON.parse(releaseText(release));
  } catch (error) {
    if (error instanceof HistoryError) throw error;
    throw new HistoryError(`${shown}: is not JSON; the history's files are the documents as released`);
  }
  if (typeof document !== "object" || document === null || Array.isArray(document)) throw new HistoryError(`${shown}: is not a contract document`);
  const version = (document as { info?: { version?: unknown } }).info?.version;
  if (version !== release.version)
    throw new HistoryError(escapeLine(`${shown}: its info.version is ${quoted(version)}, not ${release.version}: each file holds the document of the version it is named by`));
  return document as Record<string, unknown>;
}

/** A value read from a document, as JSON, cut to what a line of an error shows. */
function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? "missing";
  return text.length <= QUOTED_LENGTH ? text : `${text.slice(0, QUOTED_LENGTH)}… (${text.length} characters)`;
}

const QUOTED_LENGTH = 80;

function shownName(release: Release): string {
  return escapeLine(`${RELEASES_FOLDER}/${release.version}.json`);
}

/** The history of the package that holds this module: its contract/releases folder. */
export function ownReleasesFolder(): URL {
  return new URL(`${RELEASES_FOLDER}/`, packageRoot());
}

/** The nearest folder above this module that holds a package.json: the package's root, installed or in its repository. */
export function packageRoot(): URL {
  for (let dir = new URL("./", import.meta.url); ; dir = new URL("../", dir)) {
    if (lstatSync(new URL("package.json", dir), { throwIfNoEntry: false })?.isFile()) return dir;
    if (dir.pathname === "/") throw new HistoryError("no package.json above the package's own modules: the package is not installed whole");
  }
}

/** Orders major.minor.patch versions as numbers. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}
