// survey-contract changes: what changed between the version of the contract a project had and
// the one installed, read from the installed package's own history (D29), for the side asked.
import { readFileSync } from "node:fs";
import { changesBetween } from "../changes/changelog.js";
import { breaksSide, changesForSide, type Side } from "../changes/for-side.js";
import { HistoryError, ownReleasesFolder, packageRoot, releaseDocument, releasesIn, type Release } from "../changes/history.js";
import { DocumentShapeError } from "../diff/index.js";
import { NoLockedVersion, lockedBefore } from "./locked-version.js";
import { EXIT, UsageError, type Output } from "./output.js";
import { CHANGES_FORMATS, type ChangesFormat } from "./reporters/changes-formats.js";

export interface ChangesOptions {
  from?: string;
  to?: string;
  sides: Side[];
  format: ChangesFormat;
}

export async function changesCommand(options: ChangesOptions, out: Output): Promise<number> {
  const { name, version: installed } = ownPackage();
  const releases = historyOf();
  const to = options.to ?? installed;
  const [from, fromFound] = options.from === undefined ? await versionBefore(name, to) : [options.from, "--from"];
  const changes = compared(
    release(releases, from, options.from === undefined ? `${fromFound}, ${from},` : "--from"),
    to === installed ? installedRelease(releases, installed) : release(releases, to, "--to"),
  );
  CHANGES_FORMATS[options.format].reporter(out)({
    name,
    from,
    to,
    fromFound,
    sides: options.sides.map((side) => ({ side, changes: changesForSide(changes, side) })),
  });
  return changes.some((change) => options.sides.some((side) => breaksSide(change, side))) ? EXIT.INVALID : EXIT.OK;
}

function ownPackage(): { name: string; version: string } {
  const manifest = JSON.parse(readFileSync(new URL("package.json", packageRoot()), "utf8")) as { name: string; version: string };
  return { name: manifest.name, version: manifest.version };
}

function historyOf(): Release[] {
  try {
    return releasesIn(ownReleasesFolder());
  } catch (error) {
    if (error instanceof HistoryError) throw new UsageError(error.message);
    throw error;
  }
}

/** The version the lockfile locked before, and where it was found. */
async function versionBefore(name: string, installed: string): Promise<[string, string]> {
  try {
    const { version, commit } = await lockedBefore(name, installed);
    return [version, `the version package-lock.json locked at ${commit}`];
  } catch (error) {
    if (error instanceof NoLockedVersion) throw new UsageError(`no version before ${installed} found: ${error.message}; give the version the project had, --from <version>`);
    throw error;
  }
}

function release(releases: Release[], version: string, flag: string): Release {
  const found = releases.find((candidate) => candidate.version === version);
  if (found !== undefined) return found;
  const published = releases.map((candidate) => candidate.version);
  throw new UsageError(`${flag} ${version}: not a version in this package's history (${published.length === 0 ? "it holds none" : `it holds ${published.join(", ")}`})`);
}

/** The installed version's document: its file in the history, or, for a version not released yet (a working tree), the package's own openapi.json. */
function installedRelease(releases: Release[], installed: string): Release {
  return releases.find((candidate) => candidate.version === installed) ?? { version: installed, file: new URL("generated/openapi.json", packageRoot()) };
}

function compared(from: Release, to: Release) {
  try {
    return changesBetween(releaseDocument(from), releaseDocument(to));
  } catch (error) {
    if (error instanceof HistoryError || error instanceof DocumentShapeError) throw new UsageError(error.message);
    throw error;
  }
}
