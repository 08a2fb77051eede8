#!/usr/bin/env node
// npm run generate            writes generated/ from schemas/ and formats/
// npm run generate -- --check  writes nothing; exits 1 naming each file of generated/ that
//                              differs from what the sources produce
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildOpenApiDocument } from "./lib/openapi-document.js";
import { buildRecordTypes } from "./lib/record-types.js";
import { buildOpenApiTypes } from "./lib/openapi-types.js";
import { buildEnumModule } from "./lib/enums.js";
import { buildRecordNamesModule } from "./lib/record-names.js";
import { buildValidatorTypes } from "./lib/validator-types.js";
import { buildCheckHelpersModule, buildCheckModule, buildReportModule } from "./lib/validators.js";
import { buildFormatsModule } from "./lib/formats-module.js";
import { buildRecordTableModule } from "./lib/record-table.js";
import { buildRecordJsonSchemas } from "./lib/record-json-schemas.js";
import { buildTestingSchemasModule } from "./lib/testing-schemas.js";
import { PROFILES } from "./lib/profiles.js";
import { readSchemaFiles } from "./lib/schema-files.js";
import { compareGeneratedFiles, writeGeneratedFiles } from "./lib/generated-files.js";
import { referenceModel } from "./lib/reference-model.js";
import { referenceMarkdown } from "./lib/reference-markdown.js";
import { referenceHtml } from "./lib/reference-html.js";
import { BANNER, typescript } from "./lib/typescript-module.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dirs = {
  schemas: path.join(root, "schemas"),
  formats: path.join(root, "formats"),
  generated: path.join(root, "generated"),
};

async function main() {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } } });
  if (values.help) {
    console.log("Usage: npm run generate [-- --check]\n\n  (no flag)  write generated/ from schemas/ and formats/\n  --check    write nothing; exit 1 if generated/ differs from what the sources produce");
    return;
  }
  const files = await generate();
  if (values.check) {
    const problems = await compareGeneratedFiles(dirs.generated, files);
    if (problems.length > 0) {
      console.error(`generated/ is out of date:\n${problems.map((p) => `  generated/${p}`).join("\n")}\nRun \`npm run generate\` and commit the result.`);
      process.exitCode = 1;
      return;
    }
    console.log(`generated/ matches schemas/ and formats/ (${files.size} files).`);
    return;
  }
  await writeGeneratedFiles(dirs.generated, files);
  console.log(`wrote ${files.size} files to generated/`);
}

/** @returns {Promise<Map<string, string>>} every file of generated/, by relative path */
async function generate() {
  const { version } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
  const schemaFiles = await readSchemaFiles(dirs.schemas);
  const document = await buildOpenApiDocument({ schemasDir: dirs.schemas, files: schemaFiles, version });
  const componentSchemas = document.components.schemas;
  const recordNames = Object.keys(componentSchemas).filter((name) => componentSchemas[name].type === "object");
  const enumSchemas = schemaFiles.filter(({ schema }) => Array.isArray(schema.enum));

  const files = new Map();
  files.set("openapi.json", `${JSON.stringify({ "x-generated": BANNER, ...document }, null, 2)}\n`);
  const reference = referenceModel(document);
  files.set("docs/reference.md", referenceMarkdown(reference, BANNER));
  files.set("docs/index.html", referenceHtml(reference, BANNER));
  files.set("types.ts", await typescript(await buildRecordTypes(componentSchemas)));
  files.set("openapi-types.ts", await typescript(await buildOpenApiTypes(document)));
  files.set("enums.ts", await typescript(buildEnumModule(enumSchemas)));
  files.set("record-names.ts", await typescript(buildRecordNamesModule(recordNames)));
  files.set("validators/validator.ts", await typescript(buildValidatorTypes()));
  // Generated JavaScript that TypeScript cannot type: each module types its exports by hand.
  files.set("validators/formats.ts", await typescript(await buildFormatsModule(dirs.formats), "// @ts-nocheck"));
  files.set("validators/check-helpers.ts", await typescript(buildCheckHelpersModule(), "// @ts-nocheck"));
  files.set("testing/schemas.ts", await typescript(buildTestingSchemasModule({ componentSchemas })));
  for (const profile of PROFILES) {
    const input = { formatsDir: dirs.formats, componentSchemas, recordNames, profile };
    files.set(`validators/${profile}-check.ts`, await typescript(buildCheckModule(input), "// @ts-nocheck"));
    files.set(`validators/${profile}-report.ts`, await typescript(await buildReportModule(input), "// @ts-nocheck"));
    files.set(`validators/${profile}-records.ts`, await typescript(buildRecordTableModule(input)));
    for (const [file, text] of buildRecordJsonSchemas({ ...input, banner: BANNER })) files.set(file, text);
  }
  return files;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
