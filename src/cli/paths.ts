// Paths found by walking directories and expanding globs, kept as the bytes the file system
// gave: a name that is not UTF-8 (any byte but / and NUL is allowed on Linux) would otherwise
// be decoded with U+FFFD in it, name no file, and be skipped. Each path also has a printable
// name, the bytes that are not UTF-8 written as \xNN, for reports.
import { isUtf8 } from "node:buffer";
import { firstInvalidUtf8 } from "./lines.js";

export interface FoundPath {
  /** The path as the file system takes it. */
  path: Buffer;
  /** The path as printed: UTF-8 as it is, any other byte as \xNN. */
  name: string;
  /** The last segment as printed, which patterns match. */
  base: string;
}

const SLASH = 0x2f;

/** A path given as text (an argument, a pattern's fixed part). */
export function pathOf(text: string): FoundPath {
  return { path: Buffer.from(text), name: text, base: text.slice(text.lastIndexOf("/") + 1) };
}

/** `name` inside `dir`. */
export function childPath(dir: FoundPath, name: Buffer): FoundPath {
  const base = printable(name);
  if (dir.path.length === 0) return { path: Buffer.from(name), name: base, base };
  const endsInSlash = dir.path[dir.path.length - 1] === SLASH;
  return {
    path: Buffer.concat(endsInSlash ? [dir.path, name] : [dir.path, Buffer.from("/"), name]),
    name: endsInSlash ? `${dir.name}${base}` : `${dir.name}/${base}`,
    base,
  };
}

/** Bytes as text: UTF-8 as it is, each byte outside a well-formed sequence as \xNN. */
function printable(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString("utf8");
  let text = "";
  let rest = bytes;
  for (let bad = firstInvalidUtf8(rest); bad !== -1; bad = firstInvalidUtf8(rest)) {
    text += `${rest.toString("utf8", 0, bad)}\\x${rest[bad]!.toString(16).padStart(2, "0")}`;
    rest = rest.subarray(bad + 1);
  }
  return text + rest.toString("utf8");
}
