// Compiles the validator modules of one profile:
// - `check`: the yes-or-no verdict behind `isX`, by check-code.js, fast and small;
// - `report`: Ajv standalone code (design decision D11) that lists every problem with its
//   JSON Pointer, run only once a value is known to be invalid.
// Both import the format checks from the generated formats module and nothing else.
import standaloneModule from "ajv/dist/standalone/index.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Name } from "ajv/dist/compile/codegen/index.js";
import { DEFS_REF_PREFIX } from "./component-defs.js";
import { buildCheckCode, buildCheckHelpersDeclarations, buildCheckHelpersModule } from "./check-code.js";

export { buildCheckHelpersDeclarations, buildCheckHelpersModule };
import { FORMATS_BY_NAME, formatFunctionNames, loadFormatFunctions } from "./formats-module.js";
import { inlineNullableRefs, inlineRefs, profileSchemas } from "./profiles.js";
import { itemRecordOf } from "./record-table.js";

const SCHEMA_ID = "urn:survey-collection:contract";
/** Ajv's standalone module is CommonJS: its function is the default export as Node.js imports it. */
const standaloneCode = /** @type {(ajv: any, refs: Record<string, string>) => string} */ (/** @type {unknown} */ (standaloneModule));

/**
 * @typedef {{ formatsDir: string, componentSchemas: Record<string, any>, recordNames: string[],
 *   profile: import("./profiles.js").Profile }} ProfileInput
 */

/** @param {ProfileInput} input @returns {string} JavaScript module source (unformatted) */
export function buildCheckModule({ componentSchemas, recordNames, profile }) {
  const formats = formatFunctionNames();
  return [`import { ${Object.values(formats).join(", ")} } from "./formats.js";`, buildCheckCode({ defs: profileSchemas(componentSchemas, profile), recordNames, formats })].join(
    "\n\n",
  );
}

/** The declarations of a check module. @param {{ recordNames: string[] }} input */
export function buildCheckDeclarations({ recordNames }) {
  return [
    `import type { Validator } from "./validator.js";`,
    `/** Where the last call's outermost failing list stopped, if that list is \`list\`, or -1. */`,
    `export declare function lastInvalidItem(list: unknown): number;`,
    ...recordNames.map((name) => `export declare const ${name}: Validator;`),
  ].join("\n\n");
}

/** The declarations of a report module. @param {{ recordNames: string[] }} input */
export function buildReportDeclarations({ recordNames }) {
  return [`import type { ReportingValidator } from "./validator.js";`, ...recordNames.map((name) => `export declare const ${name}: ReportingValidator;`)].join("\n\n");
}

/** @param {ProfileInput} input @returns {Promise<string>} JavaScript module source (unformatted) */
export async function buildReportModule({ formatsDir, componentSchemas, recordNames, profile }) {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    ownProperties: true,
    // src/validation/issues.ts words every issue itself: Ajv's own messages would be dead weight.
    messages: false,
    // A loop over the required names instead of one block of code each: the same issues, less
    // code. (Not loopEnum: its loop needs Ajv's runtime deep-equal, a dependency.)
    loopRequired: 0,
    formats: await loadFormatFunctions(formatsDir),
    code: { source: true, esm: true, optimize: true, formats: new Name(FORMATS_BY_NAME) },
  });
  const defs = withoutPageItems(profileSchemas(componentSchemas, profile), componentSchemas, recordNames);
  ajv.addSchema({ $id: SCHEMA_ID, $defs: inlineRefs(inlineNullableRefs(defs)) });

  const refs = Object.fromEntries(recordNames.map((name) => [`__${name}`, `${SCHEMA_ID}${DEFS_REF_PREFIX}${name}`]));
  const { code: compiled, helpers } = withRuntimeHelpers(withoutEvaluationTracking(withoutSchemaPaths(standaloneCode(ajv, refs).replace(/^"use strict";/, ""))));
  let code = compiled;
  const exports = [];
  for (const name of recordNames) {
    const { validateName } = /** @type {{ source: { validateName: string } }} */ (/** @type {unknown} */ (ajv.getSchema(refs[`__${name}`]))).source;
    code = replaceOnce(code, `export const __${name} = ${validateName};`, "");
    exports.push(`export const ${name} = ${validateName};`);
  }
  const imports = [`import { ${FORMATS_BY_NAME} } from "./formats.js";`, ...(helpers.length > 0 ? [`import { ${helpers.join(", ")} } from "./check-helpers.js";`] : [])];
  return [...imports, code, ...exports].join("\n\n");
}

/** The functions of Ajv's runtime its standalone code requires, by the helper of runtime/check-helpers.ts that does the same. */
const AJV_RUNTIME = { "ajv/dist/runtime/ucs2length": "codePointLength" };

/**
 * Ajv's standalone code still `require`s a few runtime functions, even as ESM; each becomes the
 * helper of our own runtime that does the same (the package has no runtime dependency and ships
 * no require), and one Ajv has that we lack stops the generator.
 * @param {string} code
 */
function withRuntimeHelpers(code) {
  const helpers = new Set();
  /** @type {Record<string, string>} */
  const runtime = AJV_RUNTIME;
  const replaced = code.replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_, /** @type {string} */ name, /** @type {string} */ module) => {
    if (!Object.hasOwn(runtime, module)) throw new Error(`the reports need Ajv's ${module}: add a helper that does the same to runtime/check-helpers.ts and map it in AJV_RUNTIME`);
    helpers.add(runtime[module]);
    return `const ${name} = ${runtime[module]};`;
  });
  if (/\brequire\s*\(/.test(replaced)) throw new Error("the compiled reports require a module in a form this step does not know");
  return { code: replaced, helpers: [...helpers].sort() };
}

/**
 * A page's report checks the envelope alone: its records are checked and reported one by one
 * with their own report (src/validation/record-validator.ts), so the page report never meets an item,
 * and compiling the record into it would only ship code that cannot run.
 * @param {any} defs @param {any} componentSchemas @param {string[]} recordNames
 */
function withoutPageItems(defs, componentSchemas, recordNames) {
  return Object.fromEntries(
    Object.entries(defs).map(([name, schema]) => {
      if (itemRecordOf(componentSchemas[name], recordNames) === undefined) return [name, schema];
      const { data } = schema.properties;
      return [name, { ...schema, properties: { ...schema.properties, data: { ...data, items: true } } }];
    }),
  );
}

/** Ajv puts a `schemaPath` into every error it can report; the issues never use it. @param {string} code */
function withoutSchemaPaths(code) {
  const stripped = code.replace(/schemaPath:"(?:[^"\\]|\\.)*",/g, "");
  if (stripped.includes("schemaPath")) throw new Error("the compiled validators write schemaPath in a form this step does not know");
  return stripped;
}

/**
 * Without what Ajv keeps for unevaluatedProperties and unevaluatedItems, which no schema of the
 * contract uses: `validateN.evaluated = {…}` is a statement at the top of the module, which
 * keeps every record's report in a bundle that uses one record's.
 * @param {string} code
 */
function withoutEvaluationTracking(code) {
  const stripped = code
    .replace(/\bvalidate\d+\.evaluated\s*=\s*\{"props":(?:true|\{[^{}]*\}),"dynamicProps":false,"dynamicItems":false\};?/g, "")
    .replace(
      /const (evaluated\d+)\s*=\s*validate\d+\.evaluated;\s*if\s*\(\1\.dynamicProps\)\s*\{\s*\1\.props\s*=\s*undefined;\s*\}\s*if\s*\(\1\.dynamicItems\)\s*\{\s*\1\.items\s*=\s*undefined;\s*\}/g,
      "",
    );
  const left = stripped.indexOf("evaluated");
  if (left >= 0) throw new Error(`the compiled validators track evaluated properties in a form this step does not know: ${stripped.slice(left - 80, left + 120)}`);
  return stripped;
}

/** @param {string} text @param {string} search @param {string} replacement */
function replaceOnce(text, search, replacement) {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0) throw new Error(`expected exactly one "${search}" in the compiled validators`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}
