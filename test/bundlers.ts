// The bundlers users run, each bundling and minifying a program of one module (Rollup's output
// minified by esbuild, as Rollup has no minifier of its own; Rollup as its WebAssembly build, the
// same bundler without a native binary per platform; Rolldown at the version Vite 8 uses).
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

export const BUNDLERS: Record<string, (entry: string) => Promise<string>> = {
  esbuild: async (entry) => {
    const { build } = await import("esbuild");
    const result = await build({ stdin: { contents: entry, resolveDir: ROOT }, bundle: true, minify: true, format: "esm", write: false, logLevel: "silent" });
    return result.outputFiles[0]!.text;
  },
  Rollup: async (entry) => {
    const { rollup } = await import("@rollup/wasm-node");
    const { transform } = await import("esbuild");
    const bundle = await rollup({ input: "entry", plugins: [virtualEntry(entry)], logLevel: "silent" });
    const { output } = await bundle.generate({ format: "esm" });
    return (await transform(output[0].code, { minify: true, format: "esm" })).code;
  },
  "Rolldown (Vite 8)": async (entry) => {
    const { rolldown } = await import("rolldown");
    const bundle = await rolldown({ input: "entry", plugins: [virtualEntry(entry)], logLevel: "silent" });
    const { output } = await bundle.generate({ format: "esm", minify: true });
    return output[0].code;
  },
};

function virtualEntry(code: string) {
  return {
    name: "entry",
    resolveId: (id: string) => (id === "entry" ? id : null),
    load: (id: string) => (id === "entry" ? code : null),
  };
}

/** A program that imports `names` from the built root entry and keeps them, so that no bundler drops them. */
export function programUsing(names: readonly string[]): string {
  return `import { ${names.join(", ")} } from ${JSON.stringify(path.join(ROOT, "dist/src/index.js"))}; globalThis.use = [${names.join(", ")}];`;
}
