// Generates the `check` validators: the yes-or-no answer behind every `isX`.
//
// Written here rather than taken from Ajv, whose standalone output we still use for the
// reports (every problem, with paths and messages). For a bare verdict Ajv's code is several
// times larger than it needs to be (an error object at every exit, evaluation tracking) and
// pays for design decision D9 with a hasOwnProperty call per property. This generator covers
// only the keywords the contract uses and fails loudly on any other, and it checks in two
// modes:
//
// - fast (x = false), for the plain objects JSON.parse makes: each object must have
//   Object.prototype or null as prototype and no toJSON; its keys are walked once with a
//   for-in loop and a switch on the key, which sees exactly the enumerable properties
//   JSON.stringify sends (as long as nothing enumerable and no toJSON was added to
//   Object.prototype or Array.prototype: checked once per call, by fastModeIsSound) and
//   costs the same whatever the shape of the object;
// - exact (x = true), the reference semantics of D9: each object is first reduced to its own
//   enumerable properties whose value is not undefined (what JSON.stringify would send), an
//   array element reads as JSON.stringify reads it (undefined, a function or a symbol as null),
//   and anything JSON.stringify would not send as the JSON type the schema names (a toJSON
//   method, a boxed primitive, a BigInt) is invalid.
//
// On a plain object the two modes read the same values, so a verdict of the fast mode is final
// (an invalid record of a page is not judged twice); an object or array the fast mode cannot
// read (another prototype, a toJSON) is judged by the exact mode on the spot, and everything
// is, when the prototypes are not sound. Whatever the value (a proxy, a throwing getter), the
// exported validators return false instead of throwing.
import { DEFS_REF_PREFIX } from "./component-defs.js";
import { runtimeDeclarations, runtimeModule } from "./runtime-module.js";
import { VOCABULARY, checkKeywordsFor, checkKeywordsForAnyType, isAnnotation, walkKeywordsFor } from "../vocabulary/index.js";

/**
 * The check code of a keyword that has some (checkKeywordsFor lists only those).
 * @param {string} keyword
 * @returns {import("../vocabulary/definition.js").CheckCode}
 */
function checkCodeOf(keyword) {
  const check = VOCABULARY[keyword].check;
  if (typeof check !== "function") throw new Error(`"${keyword}" has no check code of its own`);
  return check;
}

/** Keywords the check knows (annotations it ignores, and those with check code), from the vocabulary. */
const SUPPORTED = new Set(Object.keys(VOCABULARY).filter((keyword) => VOCABULARY[keyword].check !== undefined));
/** What the walk reads of a record beside `type`: its properties, required names and additionalProperties. */
const OBJECT_KEYWORDS = new Set(walkKeywordsFor("object"));
/** Keywords that constrain only some types: each needs a `type` beside it that it applies to. */
const TYPE_SPECIFIC = Object.keys(VOCABULARY).filter((keyword) => VOCABULARY[keyword].appliesTo !== undefined);
/** The helpers every check module imports for its walk; keywords add their own (`helpers` in the vocabulary). */
const WALK_HELPERS = [
  "ArrayPrototype",
  "getPrototypeOf",
  "hasToJson",
  "isArray",
  "isFreeFormObject",
  "isInteger",
  "isJsonObject",
  "isPlain",
  "isSent",
  "sentElement",
  "sentProperties",
];

/**
 * @param {{ defs: Record<string, any>, recordNames: string[], formats: Record<string, string> }} input
 *   `defs`: the profile's schemas by name; `formats`: format name → the function that checks it
 * @returns {string} the body of the check module: one exported `Validator` per record
 */
export function buildCheckCode({ defs, recordNames, formats }) {
  const generator = new CheckGenerator(defs, formats);
  for (const name of recordNames) generator.functionForRef(`${DEFS_REF_PREFIX}${name}`);
  const helpers = [...new Set([...WALK_HELPERS, ...generator.keywordHelpers])].sort();
  return [
    `import { ${helpers.join(", ")} } from "./check-helpers.js";`,
    [
      `/**`,
      ` * Whether the fast mode may trust a for-in loop and direct reads: nothing enumerable was added`,
      ` * to Array.prototype or Object.prototype (an inherited element or key), nor a toJSON method.`,
      ` */`,
      `function fastModeIsSound() {`,
      `  for (const _ in ArrayPrototype) return false;`,
      `  return !("toJSON" in ArrayPrototype);`,
      `}`,
    ].join("\n"),
    [
      `/** The outermost list that failed in the last call (the one written last), and where it stopped. */`,
      `let invalidList = null;`,
      `let invalidItem = -1;`,
      ``,
      `/** Where the last call's outermost failing list stopped, if that list is \`list\`, or -1: a page's report starts there. */`,
      `export function lastInvalidItem(list) {`,
      `  return list === invalidList ? invalidItem : -1;`,
      `}`,
    ].join("\n"),
    ...generator.functions,
    ...recordNames.map((name) => {
      const check = generator.functionForRef(`${DEFS_REF_PREFIX}${name}`);
      return [
        `export const ${name} = (data) => {`,
        `  invalidList = null;`,
        `  try {`,
        `    return ${check}(data, !fastModeIsSound());`,
        `  } catch {`,
        `    return false; // a throwing getter or proxy trap: JSON.stringify would throw too`,
        `  }`,
        `};`,
      ].join("\n");
    }),
  ].join("\n\n");
}

/** generated/validators/check-helpers.js: what the check modules of both profiles share, from runtime/check-helpers.ts. */
export function buildCheckHelpersModule() {
  return runtimeModule("check-helpers.ts");
}

/** generated/validators/check-helpers.d.ts, from the same source. */
export function buildCheckHelpersDeclarations() {
  return runtimeDeclarations("check-helpers.ts");
}

/** The check generator, whose expressions the codec generator (codec-code.js) also validates scalar fields with. */
export class CheckGenerator {
  /** @param {Record<string, any>} defs @param {Record<string, string>} formats */
  constructor(defs, formats) {
    this.defs = defs;
    this.formats = formats;
    /** @type {Map<string, string>} function name → its code, in the order of first use */
    this.bodies = new Map();
    /** @type {Map<string, string>} ref or inline key → function name */
    this.names = new Map();
    /** @type {Map<string, number>} preferred name → how many functions asked for it */
    this.nameCounts = new Map();
    /** @type {Set<string>} the helpers the emitted keyword conditions call */
    this.keywordHelpers = new Set();
  }

  get functions() {
    return [...this.bodies.values()];
  }

  /** @param {string} ref @returns {string} */
  functionForRef(ref) {
    if (!ref.startsWith(DEFS_REF_PREFIX)) throw new Error(`unsupported $ref ${ref}: only ${DEFS_REF_PREFIX}Name`);
    const name = ref.slice(DEFS_REF_PREFIX.length);
    const schema = this.defs[name];
    if (schema === undefined) throw new Error(`$ref ${ref} names no schema`);
    return this.functionFor(`ref:${name}`, `check${name}`, (/** @type {string} */ fn) =>
      schema.type === "object" && this.isRecord(schema) ? this.objectBody(fn, schema, name) : `function ${fn}(v, x) {\n  return ${this.expression(schema, "v", name)};\n}`,
    );
  }

  /**
   * Registers a function once per key, before its body is built, so recursive refs work.
   * @param {string} key @param {string} preferredName @param {(name: string) => string} build @returns {string} the function's name
   */
  functionFor(key, preferredName, build) {
    const known = this.names.get(key);
    if (known) return known;
    const count = (this.nameCounts.get(preferredName) ?? 0) + 1;
    this.nameCounts.set(preferredName, count);
    const name = count === 1 ? preferredName : `${preferredName}${count}`;
    this.names.set(key, name);
    this.bodies.set(name, "");
    this.bodies.set(name, build(name));
    return name;
  }

  /** A JavaScript expression that is true when `v` is valid against `schema`. @param {any} schema @param {string} v @param {string} where @returns {string} */
  expression(schema, v, where) {
    if (schema === false) return "false";
    for (const keyword of Object.keys(schema)) {
      if (!SUPPORTED.has(keyword) && !isAnnotation(keyword)) throw new Error(`${where}: keyword "${keyword}" has no check code; give it one in scripts/vocabulary/`);
    }
    this.assertEveryConditionEmitted(schema, where);
    const conditions = [];
    if (schema.$ref !== undefined) conditions.push(`${this.functionForRef(schema.$ref)}(${v}, x)`);
    if (schema.anyOf !== undefined)
      conditions.push(`(${schema.anyOf.map((/** @type {any} */ branch, /** @type {number} */ i) => this.expression(branch, v, `${where}/anyOf/${i}`)).join(" || ")})`);
    conditions.push(...this.keywordConditions(schema, v, checkKeywordsForAnyType(), where));
    if (schema.type !== undefined) conditions.push(this.typeExpression(schema, v, where));
    return conditions.length === 0 ? "true" : conditions.join(" && ");
  }

  /**
   * A keyword constrains the types it applies to; beside no `type`, or beside types it does not
   * apply to, this generator would emit nothing for it: it stops instead of ignoring it.
   * @param {any} schema @param {string} where
   */
  assertEveryConditionEmitted(schema, where) {
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
    for (const keyword of TYPE_SPECIFIC) {
      if (schema[keyword] === undefined) continue;
      const appliesTo = VOCABULARY[keyword].appliesTo ?? [];
      if (types.length === 0)
        throw new Error(`${where}: type-specific keywords need a "type" beside them in the check generator ("${keyword}" applies to ${appliesTo.join(", ")})`);
      if (!types.some((/** @type {string} */ type) => appliesTo.includes(type))) {
        throw new Error(`${where}: "${keyword}" applies to ${appliesTo.join(", ")}, not to type ${types.join(", ")}: the check generator would emit no code for it`);
      }
    }
  }

  /** @param {any} schema @param {string} v @param {string} where */
  typeExpression(schema, v, where) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const alternatives = types.map((/** @type {string} */ type) => {
      switch (type) {
        case "null":
          return `${v} === null`;
        case "boolean":
          return `typeof ${v} === "boolean"`;
        case "string":
          return [`typeof ${v} === "string"`, ...this.keywordConditions(schema, v, checkKeywordsFor("string"), where)].join(" && ");
        case "integer":
          return [`isInteger(${v})`, ...this.keywordConditions(schema, v, checkKeywordsFor("integer"), where)].join(" && ");
        case "number":
          return [`typeof ${v} === "number"`, `isFinite(${v})`, ...this.keywordConditions(schema, v, checkKeywordsFor("number"), where)].join(" && ");
        case "array":
          return [
            `isArray(${v})`,
            ...(schema.items === undefined ? [] : [`${this.arrayFunction(schema.items, where)}(${v}, x)`]),
            ...this.keywordConditions(schema, v, checkKeywordsFor("array"), where),
          ].join(" && ");
        case "object":
          return this.isRecord(schema) ? `${this.objectFunction(schema, where)}(${v}, x)` : `isFreeFormObject(${v})`;
        default:
          throw new Error(`${where}: type "${type}" is not supported by the check generator`);
      }
    });
    return `(${alternatives.join(" || ")})`;
  }

  /** The conditions the vocabulary's check code emits for those of `keywords` the schema has. @param {any} schema @param {string} v @param {string[]} keywords @param {string} where */
  keywordConditions(schema, v, keywords, where) {
    const context = { formats: this.formats, where, literal: (/** @type {unknown} */ value) => literal(value, where) };
    const present = keywords.filter((keyword) => schema[keyword] !== undefined);
    for (const keyword of present) for (const helper of VOCABULARY[keyword].helpers ?? []) this.keywordHelpers.add(helper);
    return present.flatMap((keyword) => checkCodeOf(keyword)(schema, v, context));
  }

  /** A record names its properties or admits none; any other object is free-form (D3). @param {any} schema */
  isRecord(schema) {
    if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== "boolean") {
      throw new Error("additionalProperties other than true or false is not supported by the check generator");
    }
    return schema.properties !== undefined || schema.additionalProperties === false || schema.required !== undefined;
  }

  /** @param {any} items @param {string} where */
  arrayFunction(items, where) {
    const key = `items:${JSON.stringify(items)}`;
    const hint = items.$ref ? `check${items.$ref.slice(DEFS_REF_PREFIX.length)}List` : "checkItems";
    return this.functionFor(key, hint, (/** @type {string} */ fn) =>
      [
        `function ${fn}(a, x) {`,
        `  if (x) {`,
        `    if (hasToJson(a)) return false;`,
        `  } else if (getPrototypeOf(a) !== ArrayPrototype || a.toJSON !== undefined) return ${fn}(a, true);`,
        `  for (let i = 0; i < a.length; i++) {`,
        `    const v = x ? sentElement(a, i) : a[i];`,
        `    if (!(${this.expression(items, "v", `${where}/items`)})) {`,
        `      invalidItem = i;`,
        `      invalidList = a;`,
        `      return false;`,
        `    }`,
        `  }`,
        `  return true;`,
        `}`,
      ].join("\n"),
    );
  }

  /** @param {any} schema @param {string} where */
  objectFunction(schema, where) {
    const key = `object:${JSON.stringify(schema)}`;
    return this.functionFor(key, "checkObject", (/** @type {string} */ fn) => this.objectBody(fn, schema, where));
  }

  /**
   * One walk over the keys a for-in loop sees, with a `switch` on the key: the reads do not
   * depend on the object's hidden class, so records of many shapes (optional fields present
   * or not) cost what records of one shape do; only enumerable properties count, as
   * JSON.stringify sends them; and unknown keys are met where they are, not counted apart.
   * @param {string} fn @param {any} schema @param {string} where
   */
  objectBody(fn, schema, where) {
    for (const keyword of Object.keys(schema)) {
      if (keyword !== "type" && !OBJECT_KEYWORDS.has(keyword) && !isAnnotation(keyword)) {
        throw new Error(`${where}: keyword "${keyword}" beside the properties of a record is not supported by the check generator`);
      }
    }
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    for (const name of required) {
      if (!(name in properties)) throw new Error(`${where}: required "${name}" must also be in properties for the check generator`);
    }
    const closed = schema.additionalProperties === false;
    const lines = [
      `function ${fn}(d, x) {`,
      `  if (typeof d !== "object" || d === null) return false;`,
      `  if (x) {`,
      `    if (!isJsonObject(d)) return false;`,
      `    d = sentProperties(d);`,
      `  } else if (!isPlain(d) || d.toJSON !== undefined) return ${fn}(d, true);`,
      `  let required = 0;`,
      `  for (const k in d) {`,
      `    const v = d[k];`,
      `    switch (k) {`,
    ];
    for (const [name, propertySchema] of Object.entries(properties)) {
      const valid = this.expression(propertySchema, "v", `${where}/properties/${name}`);
      lines.push(`      case ${JSON.stringify(name)}:`);
      if (required.has(name)) {
        lines.push(`        if (v !== undefined) {`, `          if (!(${valid})) return false;`, `          required++;`, `        }`);
      } else {
        lines.push(`        if (v !== undefined && !(${valid})) return false;`);
      }
      lines.push(`        break;`);
    }
    lines.push(`      default:`);
    // An unnamed value JSON.stringify drops is absent; one it cannot send fails the record.
    lines.push(closed ? `        if (isSent(v)) return false;` : `        if (typeof v === "bigint") return false;`);
    lines.push(`    }`, `  }`, `  return required === ${required.size};`, `}`);
    return lines.join("\n");
  }
}

/** @param {any} value @param {string} where */
function literal(value, where) {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return JSON.stringify(value);
  throw new Error(`${where}: only null, strings, numbers and booleans are supported in enum and const`);
}
