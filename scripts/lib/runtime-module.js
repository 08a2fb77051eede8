// The hand-written modules of runtime/ as the generated validators ship them: JavaScript with
// the types stripped (TypeScript's transpileModule, nothing else changed) and the declarations
// TypeScript derives from the same source, so the code and its types are written once.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const RUNTIME = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../runtime");

/** @param {string} file */
function source(file) {
  return readFileSync(path.join(RUNTIME, file), "utf8");
}

/** @param {string} file a module of runtime/ @returns {string} its JavaScript (unformatted) */
export function runtimeModule(file) {
  const { outputText } = ts.transpileModule(source(file), {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false, verbatimModuleSyntax: true },
  });
  return outputText;
}

/** @param {string} file a module of runtime/ @returns {string} its declarations (unformatted) */
export function runtimeDeclarations(file) {
  const { outputText, diagnostics } = ts.transpileDeclaration(source(file), { fileName: file, compilerOptions: { declaration: true, isolatedDeclarations: true } });
  if (diagnostics?.length) throw new Error(`runtime/${file}: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("; ")}`);
  return outputText;
}
