// The package as users get it, packed once for the whole run (`npm pack` of the built
// repository) into the run's temporary folder; the tests that install it read its path with
// `inject("packedTarball")` (test/consumers/tarball.ts).
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT, exec, npm } from "../consumers/exec.js";

declare module "vitest" {
  export interface ProvidedContext {
    packedTarball: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "contract-pack-"));
  await exec(npm, ["pack", "--pack-destination", dir, "--silent"], ROOT);
  const file = readdirSync(dir).find((name) => name.endsWith(".tgz"));
  if (!file) throw new Error("npm pack wrote no tarball");
  project.provide("packedTarball", path.join(dir, file));
}
