// A Node.js project as users write one, from the packed package: type-checked under strict and
// built by tsc, then run once for what it prints, or started as a server on 127.0.0.1, its
// address read from the line it prints ("listening on http://127.0.0.1:PORT"), and stopped when
// the test that started it ends.
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { onTestFinished } from "vitest";
import { TYPESCRIPT, exec, install, project } from "./tarball.js";

// The packages' own declarations are consumers.test.ts's to check (skipLibCheck off); here, the code users write against them.
export const COMPILER_OPTIONS = {
  strict: true,
  module: "nodenext",
  moduleResolution: "nodenext",
  target: "es2022",
  outDir: "dist",
  rootDir: "src",
  skipLibCheck: true,
  types: ["node"],
};
const TSCONFIG = JSON.stringify({ compilerOptions: COMPILER_OPTIONS, include: ["src"] });

/** A new project of `files` beside its package.json and tsconfig.json, `packages` installed and tsc run: its folder. */
async function builtProject(name: string, packages: string[], files: Record<string, string>): Promise<string> {
  const dir = project(name, { "package.json": JSON.stringify({ name, private: true, type: "module" }), "tsconfig.json": TSCONFIG, ...files });
  await install(dir, [TYPESCRIPT, "@types/node@20", ...packages]);
  await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
  return dir;
}

/** Builds a project of one program, `src/main.ts` (beside the modules of `files`), runs it once and resolves to what it printed. */
export async function runProgram(name: string, packages: string[], program: string, files: Record<string, string> = {}): Promise<string> {
  const dir = await builtProject(name, packages, { ...files, "src/main.ts": program });
  return (await exec(process.execPath, ["dist/main.js"], dir)).stdout;
}

/**
 * Builds the project (`files` holds `src/server.ts`), starts it and resolves to the address it
 * prints. `stopWith` is given how to stop it: by default when the running test ends; a file whose
 * tests share one server stops it after them all.
 */
export async function serveProject(
  name: string,
  packages: string[],
  files: Record<string, string>,
  stopWith: (stop: () => Promise<void>) => void = onTestFinished,
): Promise<string> {
  return (await serveProjectIn(name, packages, files, stopWith)).url;
}

/** `serveProject`, resolving to the project's folder too, for the other programs it built (a client). */
export async function serveProjectIn(
  name: string,
  packages: string[],
  files: Record<string, string>,
  stopWith: (stop: () => Promise<void>) => void = onTestFinished,
): Promise<{ url: string; dir: string }> {
  const dir = await builtProject(name, packages, files);
  const server = spawn(process.execPath, ["dist/server.js"], { cwd: dir });
  stopWith(async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await once(server, "exit");
  });
  let output = "";
  return new Promise<{ url: string; dir: string }>((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ url: match[1]!, dir });
    });
    server.stderr.on("data", (chunk) => (output += chunk));
    server.once("exit", (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000).unref();
  });
}
