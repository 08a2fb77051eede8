// The check generator itself, run in this process: the validators it writes for the contract's
// schemas give the verdict of an independent JSON Schema implementation on the differential
// corpus and the verdict D9 defines on values JSON.parse never makes; it refuses what it does
// not understand. (The rest of the suite runs the committed generated/ modules; this file is
// what mutation testing of the generator relies on.)
import { Validator } from "@cfworker/json-schema";
import { build } from "esbuild";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FORMATS as FORMAT_DEFINITIONS, formatFunctionNames } from "../scripts/lib/formats-module.js";
import { buildCheckCode, buildCheckHelpersDeclarations, buildCheckHelpersModule } from "../scripts/lib/check-code.js";
import { PROFILES as GENERATOR_PROFILES, profileSchemas } from "../scripts/lib/profiles.js";
import { javascript, typescript } from "../scripts/lib/typescript-module.js";
import { buildCheckModule } from "../scripts/lib/validators.js";
import { RECORD_NAMES } from "../generated/record-names.js";
import { PROFILES, type ProfileName } from "./profiles.js";
import { COMPONENTS, recordDocument } from "./hostile/contract-schemas.js";
import { cases } from "./depth.js";
import { CORPUS_SIZE, differentialCorpus } from "./hostile/corpus.js";
import { validRecord } from "./hostile/arbitraries.js";
import { d9Verdict, twisted } from "./hostile/non-json.js";

/** Each format's check, by the name the generated code imports it under (formats/vocabulary.json). */
const FORMATS = formatFunctionNames();
const FORMAT_CHECKS: Record<string, unknown> = Object.fromEntries(
  await Promise.all(Object.values(FORMAT_DEFINITIONS).map(async ({ file, check }) => [check, (await import(`../formats/${file}`))[check]])),
);

type Validators = Record<string, (value: unknown) => boolean>;

/** The generated check module, bundled with its helpers and the formats/ sources, evaluated here. */
async function generatedValidators(defs: Record<string, unknown>, recordNames: readonly string[]): Promise<Validators> {
  const modules: Record<string, string> = {
    "check.ts": buildCheckCode({ defs, recordNames: [...recordNames], formats: FORMATS }).replace(
      /^import \{/,
      `import { ${Object.keys(FORMAT_CHECKS).join(", ")} } from "./formats.js";\nimport {`,
    ),
    "check-helpers.js": buildCheckHelpersModule(),
  };
  const result = await build({
    stdin: { contents: 'export * from "./check.ts";', loader: "ts", resolveDir: "/virtual" },
    bundle: true,
    format: "cjs",
    write: false,
    logLevel: "error",
    external: ["./formats.js"],
    plugins: [
      {
        name: "virtual",
        setup(plugin) {
          plugin.onResolve({ filter: /^\.\/(check\.ts|check-helpers\.js)$/ }, (args) => ({ path: args.path.slice(2), namespace: "virtual" }));
          plugin.onLoad({ filter: /.*/, namespace: "virtual" }, (args) => ({
            contents: modules[args.path],
            loader: args.path.endsWith(".ts") ? "ts" : "js",
            resolveDir: "/virtual",
          }));
        },
      },
    ],
  });
  const module = { exports: {} as Validators };
  const require = (name: string) => {
    if (name !== "./formats.js") throw new Error(`unexpected import ${name}`);
    return FORMAT_CHECKS;
  };
  new Function("module", "exports", "require", result.outputFiles[0]!.text)(module, module.exports, require);
  return module.exports;
}

/** Generated anew for each test, so that a change of the generator shows in every test that runs it. */
function checksFor(profile: ProfileName): Promise<Validators> {
  return generatedValidators(profileSchemas(COMPONENTS, profile), RECORD_NAMES);
}

describe.each(PROFILES)("the generated %s check", (profile) => {
  describe.each(RECORD_NAMES)("%s", (record) => {
    it(`gives @cfworker/json-schema's verdict on ${CORPUS_SIZE} values of the differential corpus`, async () => {
      const check = (await checksFor(profile))[record]!;
      const reference = new Validator(recordDocument(record, profile) as never, "2020-12", true);
      fc.assert(
        fc.property(differentialCorpus(record, profile), (value) => {
          expect(check(value), JSON.stringify(value)).toBe(reference.validate(value).valid);
        }),
        { numRuns: CORPUS_SIZE },
      );
    });

    it("gives D9's verdict on values JSON.parse never makes", async () => {
      const check = (await checksFor(profile))[record]!;
      const schema = COMPONENTS[record]!;
      fc.assert(
        fc.property(twisted(validRecord(record, profile), schema), ({ kind, value }) => {
          expect(check(value), kind).toBe(d9Verdict(value, schema, check));
        }),
        { numRuns: cases(300) },
      );
    });
  });
});

describe("the check generator refuses what it does not understand", () => {
  const generate = (defs: Record<string, unknown>) => buildCheckCode({ defs, recordNames: ["R"], formats: FORMATS });
  const record = (property: unknown) => ({ R: { type: "object", properties: { p: property }, required: ["p"] } });

  it.each([
    [{ type: "string", pattern: "^a" }, 'R/properties/p: keyword "pattern" has no check code; give it one in scripts/vocabulary/'],
    [{ type: "string", format: "email" }, 'R/properties/p: format "email" has no check'],
    [{ type: "tuple" }, 'R/properties/p: type "tuple" is not supported'],
    [{ $ref: "#/$defs/Missing" }, "$ref #/$defs/Missing names no schema"],
    [{ $ref: "https://example.com/x" }, "unsupported $ref https://example.com/x"],
    [{ minimum: 0 }, 'R/properties/p: type-specific keywords need a "type" beside them'],
    [{ maximum: 0 }, 'need a "type" beside them'],
    [{ format: "uuid" }, 'need a "type" beside them'],
    [{ items: {} }, 'need a "type" beside them'],
    [{ properties: {} }, 'need a "type" beside them'],
    [{ enum: [{ a: 1 }] }, "R/properties/p: only null, strings, numbers and booleans are supported in enum and const"],
    [{ const: [1] }, "only null, strings, numbers and booleans"],
    [{ type: "object", additionalProperties: { type: "string" } }, "additionalProperties other than true or false"],
    [{ anyOf: [{ type: "string" }, { type: "string", pattern: "^a" }] }, 'R/properties/p/anyOf/1: keyword "pattern" has no check code'],
    [{ type: "array", items: { type: "array", uniqueItems: true } }, 'R/properties/p/items: keyword "uniqueItems" has no check code'],
    // Check code for another type than the schema's would be emitted nowhere: the generator stops.
    [{ type: "integer", minLength: 1 }, 'R/properties/p: "minLength" applies to string, not to type integer: the check generator would emit no code for it'],
    [{ type: ["boolean", "null"], minimum: 0 }, '"minimum" applies to number, integer, not to type boolean, null'],
    [{ minLength: 1 }, 'need a "type" beside them in the check generator ("minLength" applies to string)'],
    [{ type: "object", properties: {}, minProperties: 1 }, 'R/properties/p: keyword "minProperties" has no check code'],
  ])("%j", (property, message) => {
    expect(() => generate(record(property))).toThrow(message);
  });

  it("a record with a keyword it does not know, by reference", () => {
    expect(() => generate({ R: { type: "object", properties: {}, maxProperties: 3 } })).toThrow('R: keyword "maxProperties" beside the properties');
  });

  it("an object that requires names but lists no properties", () => {
    expect(() => generate(record({ type: "object", required: ["q"] }))).toThrow('required "q" must also be in properties');
  });

  it("a required name that is not a property", () => {
    expect(() => generate({ R: { type: "object", properties: {}, required: ["p"] } })).toThrow('required "p" must also be in properties');
  });
});

describe("each keyword the generator knows, on schemas the contract does not use yet", () => {
  const SYNTHETIC = {
    R: {
      type: "object",
      required: ["n"],
      properties: {
        n: { type: "number", minimum: 1, maximum: 5 },
        c: { const: "A" },
        yes: true,
        no: false,
        inner: { type: "object", title: "Inner", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false },
        other: { type: "object", properties: { b: { type: "integer" } } },
        empty: { type: "object", additionalProperties: false },
        strings: { type: "array", items: { type: "string" } },
        integers: { type: "array", items: { type: "integer", maximum: 9 } },
        anything: {},
        either: { anyOf: [{ type: "string" }, { type: "integer" }] },
        maybe: { type: ["string", "null"] },
        list: { type: "array" },
        free: { type: "object" },
        annotated: { type: "boolean", title: "t", description: "d", examples: [true], $comment: "c", default: false, deprecated: true, readOnly: true, writeOnly: false },
        "not an identifier": { type: "boolean" },
        literals: { enum: [1, true, null] },
        freeByReference: { $ref: "#/$defs/Free" },
        nullableRecord: { $ref: "#/$defs/NullableRecord" },
      },
    },
    Free: { type: "object" },
    NullableRecord: { type: ["object", "null"], properties: { a: { type: "string" } } },
  };
  const base = { n: 3 };
  const cases: [string, unknown, boolean][] = [
    ["a number within its bounds", { n: 1.5 }, true],
    ["the bounds themselves", { n: 5 }, true],
    ["below the minimum", { n: 0.5 }, false],
    ["above the maximum", { n: 5.5 }, false],
    ["NaN for a number", { n: NaN }, false],
    ["Infinity for a number", { n: Infinity }, false],
    ["a string for a number", { n: "3" }, false],
    ["the required field missing", {}, false],
    ["the const", { ...base, c: "A" }, true],
    ["another value than the const", { ...base, c: "B" }, false],
    ["anything for a true schema", { ...base, yes: [{}] }, true],
    ["anything at all for a false schema", { ...base, no: null }, false],
    ["an inline record", { ...base, inner: { a: "x" } }, true],
    ["an inline record missing its field", { ...base, inner: {} }, false],
    ["an inline closed record with more", { ...base, inner: { a: "x", b: 1 } }, false],
    ["a second inline record, nothing required", { ...base, other: {} }, true],
    ["the second inline record with its field", { ...base, other: { b: 2 } }, true],
    ["the second inline record with a wrong field", { ...base, other: { b: "2" } }, false],
    ["the first record's field missing in the second", { ...base, other: { b: 1 }, inner: { b: 1 } }, false],
    ["an object that admits no property, empty", { ...base, empty: {} }, true],
    ["an object that admits no property, with one", { ...base, empty: { a: 1 } }, false],
    ["an array for an object that admits no property", { ...base, empty: [] }, false],
    ["a list of strings", { ...base, strings: ["a", "b"] }, true],
    ["a list of strings holding a number", { ...base, strings: ["a", 1] }, false],
    ["a list of small integers", { ...base, integers: [1, 9] }, true],
    ["a list of integers holding a large one", { ...base, integers: [10] }, false],
    ["anything for an empty schema", { ...base, anything: { deep: [1] } }, true],
    ["a string for either", { ...base, either: "s" }, true],
    ["an integer for either", { ...base, either: 2 }, true],
    ["a boolean for either", { ...base, either: true }, false],
    ["null for a string or null", { ...base, maybe: null }, true],
    ["a number for a string or null", { ...base, maybe: 1 }, false],
    ["any array for a list", { ...base, list: [1, "x", null] }, true],
    ["an object for a list", { ...base, list: {} }, false],
    ["an object for a free-form object", { ...base, free: { a: 1 } }, true],
    ["an array for a free-form object", { ...base, free: [] }, false],
    ["a boolean with every annotation", { ...base, annotated: true }, true],
    ["a property name that is not an identifier", { ...base, "not an identifier": false }, true],
    ["a number among the literals", { ...base, literals: 1 }, true],
    ["a boolean among the literals", { ...base, literals: true }, true],
    ["null among the literals", { ...base, literals: null }, true],
    ["a value not among the literals", { ...base, literals: "1" }, false],
    ["a free-form object by reference, its contents not read", { ...base, freeByReference: { big: BigInt(1) } }, true],
    ["an array for a free-form object by reference", { ...base, freeByReference: [] }, false],
    ["null for a nullable record by reference", { ...base, nullableRecord: null }, true],
    ["the nullable record by reference", { ...base, nullableRecord: { a: "x" } }, true],
    ["the nullable record with a wrong field", { ...base, nullableRecord: { a: 1 } }, false],
    ["that property holding a string", { ...base, "not an identifier": "no" }, false],
  ];

  it.each(PROFILES)("%s profile: every keyword decides as JSON Schema says", async (profile) => {
    // The tolerant schemas keep their annotations, which the generator must pass over.
    const { R } = await generatedValidators(profile === "strict" ? profileSchemas(SYNTHETIC, profile) : SYNTHETIC, ["R"]);
    for (const [what, value, valid] of cases) expect(R!(value), what).toBe(valid);
    expect(R!({ ...base, unknown: 1 }), "an unknown property").toBe(profile === "tolerant");
    expect(R!(Object.assign(Object.create({ n: 3 }), {})), "an inherited required field").toBe(false);
  });
});

describe("the committed check modules are exactly what the generator writes", () => {
  const generated = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../generated/validators", file), "utf8");

  it.each(GENERATOR_PROFILES)("%s-check.js", async (profile) => {
    const source = buildCheckModule({ formatsDir: "", componentSchemas: COMPONENTS, recordNames: [...RECORD_NAMES], profile });
    expect(await javascript(source)).toBe(generated(`${profile}-check.js`));
  });

  // Under mutation testing runtime/ is instrumented, so its copy cannot match the committed one.
  const instrumented = readFileSync(path.resolve(import.meta.dirname, "../runtime/check-helpers.ts"), "utf8").includes("stryMutAct");

  it.skipIf(instrumented)("check-helpers.js", async () => {
    expect(await javascript(buildCheckHelpersModule())).toBe(generated("check-helpers.js"));
  });

  it.skipIf(instrumented)("check-helpers.d.ts declares every helper the module exports", async () => {
    expect(await typescript(buildCheckHelpersDeclarations())).toBe(generated("check-helpers.d.ts"));
    const exported = [...buildCheckHelpersModule().matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]);
    const declared = [...buildCheckHelpersDeclarations().matchAll(/^export declare (?:const|function) (\w+)/gm)].map((match) => match[1]);
    expect(declared.sort()).toEqual(exported.sort());
  });
});
