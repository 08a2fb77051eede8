// A document named on the command line: a file, or, when no file has that name, a package's
// export as Node resolves it from the current folder, through the package's `exports` map, so
// that `@survey-collection/contract/openapi.json` reads the document of the version a project has
// installed, wherever its node_modules put it.
import { existsSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { escapeLine } from "../text/escape-line.js";
import { UsageError } from "./output.js";

/** Where a named document is read, and the name its reports give it. */
export interface DocumentPlace {
  /** As the reports print it: the name given for a file, the file an export resolved to (from `cwd`) for a package's export. */
  name: string;
  /** What is read: a path, or "-" for standard input. */
  path: string;
}

/**
 * A file that exists is read as named, as Node's own command line reads a script; a name that
 * is no file and reads as a package specifier (not `./`, `../`, `/`, a URL or a built-in module)
 * is resolved as `require.resolve` resolves it from `cwd`; anything else is read as the path it
 * is, and fails there as a missing file. A specifier Node cannot resolve is a UsageError saying why.
 */
export function documentPlace(given: string, cwd: string = process.cwd()): DocumentPlace {
  if (given === "-") return { name: given, path: given };
  const asFile = path.resolve(cwd, given);
  if (existsSync(asFile) || !isPackageSpecifier(given)) return { name: given, path: asFile };
  const resolved = resolveExport(given, cwd);
  return { name: shownPath(resolved, cwd), path: resolved };
}

/** What Node reads as a package's name and subpath: no path, no URL, no built-in module. */
function isPackageSpecifier(name: string): boolean {
  if (name === "" || path.isAbsolute(name) || path.win32.isAbsolute(name)) return false;
  if (/^\.\.?(?:[/\\]|$)/.test(name)) return false;
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(name)) return false;
  return !isBuiltin(name);
}

function resolveExport(specifier: string, cwd: string): string {
  try {
    // Node resolves from a module's folder; a module that need not exist, in cwd, makes cwd that folder
    return createRequire(path.join(cwd, "noop.js")).resolve(specifier);
  } catch (error) {
    throw new UsageError(escapeLine(`${specifier}: ${whyUnresolved(specifier, (error as NodeJS.ErrnoException).code, cwd)}`));
  }
}

/** Node's reason by its code alone: its message can quote the name unescaped and the whole search path. */
function whyUnresolved(specifier: string, code: string | undefined, cwd: string): string {
  const { name, subpath } = packageParts(specifier);
  switch (code) {
    case "ERR_PACKAGE_PATH_NOT_EXPORTED":
      return `is no file, and the package ${name}, installed where Node looks from ${cwd}, exports no ${subpath}: name a document its package.json "exports" lists, or a file`;
    case "MODULE_NOT_FOUND":
      return `is no file, and Node finds no ${name} with ${subpath} from ${cwd} (in node_modules there or in any folder above): install the package, or name a file`;
    default:
      return `is no file, and no package export Node can resolve from ${cwd} (${code ?? "no reason given"}): name a package's export, such as @survey-collection/contract/openapi.json, or a file`;
  }
}

/** `@scope/name/sub/path` or `name/sub/path` as the package's name and the subpath its exports are asked for. */
function packageParts(specifier: string): { name: string; subpath: string } {
  const segments = specifier.split("/");
  const nameLength = specifier.startsWith("@") ? 2 : 1;
  const rest = segments.slice(nameLength).join("/");
  return { name: segments.slice(0, nameLength).join("/"), subpath: rest === "" ? "." : `./${rest}` };
}

/** The resolved file as the reports name it: from cwd when it is below it, else whole. */
function shownPath(resolved: string, cwd: string): string {
  const relative = path.relative(cwd, resolved);
  return relative !== "" && relative.split(path.sep)[0] !== ".." && !path.isAbsolute(relative) ? relative : resolved;
}
