// The package's version, for --version: read from the package.json it ships with, the nearest
// one above this module (dist/src/cli/ when installed, src/cli/ in the repository).
import { existsSync, readFileSync } from "node:fs";

export function packageVersion(): string {
  for (let dir = new URL("./", import.meta.url); ; dir = new URL("../", dir)) {
    const file = new URL("package.json", dir);
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name: string; version: string };
      return `${pkg.name} ${pkg.version}`;
    }
    if (dir.pathname === "/") return "@survey-collection/contract (version unknown)";
  }
}
