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
import { VOCABULARY } from "../vocabulary/index.js";

/** Keywords the check reads nothing from (annotations), and those with check code, from the vocabulary. */
const ANNOTATIONS = new Set(Object.keys(VOCABULARY).filter((keyword) => VOCABULARY[keyword].check === "ignored"));
const OBJECT_KEYWORDS = new Set(["properties", "required", "additionalProperties"]);
const SUPPORTED = new Set(Object.keys(VOCABULARY).filter((keyword) => VOCABULARY[keyword].check !== undefined));
/** Keywords whose conditions stand beside a value's `type`, by the type they apply to, in the order they are emitted. */
const NUMBER_KEYWORDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"];
const STRING_KEYWORDS = ["format"];

/**
 * @param {{ defs: Record<string, any>, recordNames: string[], formats: Record<string, string> }} input
 *   `defs`: the profile's schemas by name; `formats`: format name → the function that checks it
 * @returns {string} the body of the check module: one exported `Validator` per record
 */
export function buildCheckCode({ defs, recordNames, formats }) {
  const generator = new CheckGenerator(defs, formats);
  for (const name of recordNames) generator.functionForRef(`${DEFS_REF_PREFIX}${name}`);
  return [
    `import { ${HELPER_NAMES.join(", ")} } from "./check-helpers.js";`,
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

const HELPER_NAMES = [
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

/** generated/validators/check-helpers.js: what the check modules of both profiles share. */
export function buildCheckHelpersModule() {
  return CHECK_HELPERS;
}

/** generated/validators/check-helpers.d.ts. */
export function buildCheckHelpersDeclarations() {
  return `export declare const ArrayPrototype: readonly unknown[];
export declare const getPrototypeOf: (value: object) => object | null;
export declare const isArray: (value: unknown) => value is unknown[];
export declare const isInteger: (value: unknown) => boolean;
export declare function isPlain(d: object): boolean;
export declare function hasToJson(d: object): boolean;
export declare function isJsonObject(d: object): boolean;
export declare function isBoxedPrimitive(d: object): boolean;
export declare function sentProperties(d: object): Record<string, unknown>;
export declare function isSent(v: unknown): boolean;
export declare function sentElement(a: readonly unknown[], i: number): unknown;
export declare function isFreeFormObject(v: unknown): boolean;`;
}

const CHECK_HELPERS = `const ObjectPrototype = Object.prototype;
export const ArrayPrototype = Array.prototype;
export const getPrototypeOf = Object.getPrototypeOf;
export const isArray = Array.isArray;
export const isInteger = Number.isInteger;
const objectTag = Object.prototype.toString;
const isEnumerable = Object.prototype.propertyIsEnumerable;

/** Fast mode reads properties directly only on objects JSON.parse could have made. */
export function isPlain(d) {
  const prototype = getPrototypeOf(d);
  return prototype === ObjectPrototype || prototype === null;
}

/** JSON.stringify calls a toJSON method, own or inherited, instead of sending the object. */
export function hasToJson(d) {
  return typeof d.toJSON === "function";
}

/** Exact mode: whether JSON.stringify sends this object (not null) as a JSON object. */
export function isJsonObject(d) {
  return !isArray(d) && !hasToJson(d) && !isBoxedPrimitive(d);
}

/** new Number(1), new String("a"), Object(1n): JSON.stringify sends the primitive (or throws). */
export function isBoxedPrimitive(d) {
  if (objectTag.call(d) === "[object Object]" && !(Symbol.toStringTag in d)) return false;
  // Listed here, not at the top of the module, so that importing it reads nothing.
  for (const unbox of [Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf, BigInt.prototype.valueOf]) {
    try {
      unbox.call(d);
      return true;
    } catch {
      // not this kind of box
    }
  }
  return false;
}

/** Exact mode: the own enumerable properties JSON.stringify would send, on an object with no prototype. */
export function sentProperties(d) {
  const sent = Object.create(null);
  for (const key of Object.keys(d)) {
    const value = d[key];
    if (value !== undefined) sent[key] = value;
  }
  return sent;
}

/** Whether JSON.stringify sends a property holding this value (it drops the others, and throws on a BigInt). */
export function isSent(v) {
  return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
}

/**
 * Exact mode: element i of an array as D9 reads it: null for a hole or an element that is not
 * own and enumerable (an inherited one is absent), and null for what JSON.stringify cannot send.
 */
export function sentElement(a, i) {
  if (!isEnumerable.call(a, i)) return null;
  const v = a[i];
  return isSent(v) ? v : null;
}

/** A free-form object (D3): any JSON object; its contents are never read. A plain one is known at a glance. */
export function isFreeFormObject(v) {
  return typeof v === "object" && v !== null && ((isPlain(v) && v.toJSON === undefined) || isJsonObject(v));
}
`;

class CheckGenerator {
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
  }

  get functions() {
    return [...this.bodies.values()];
  }

  functionForRef(ref) {
    if (!ref.startsWith(DEFS_REF_PREFIX)) throw new Error(`unsupported $ref ${ref}: only ${DEFS_REF_PREFIX}Name`);
    const name = ref.slice(DEFS_REF_PREFIX.length);
    const schema = this.defs[name];
    if (schema === undefined) throw new Error(`$ref ${ref} names no schema`);
    return this.functionFor(`ref:${name}`, `check${name}`, (fn) =>
      schema.type === "object" && this.isRecord(schema) ? this.objectBody(fn, schema, name) : `function ${fn}(v, x) {\n  return ${this.expression(schema, "v", name)};\n}`,
    );
  }

  /** Registers a function once per key, before its body is built, so recursive refs work. */
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

  /** A JavaScript expression that is true when `v` is valid against `schema`. */
  expression(schema, v, where) {
    if (schema === false) return "false";
    for (const keyword of Object.keys(schema)) {
      if (!SUPPORTED.has(keyword)) throw new Error(`${where}: keyword "${keyword}" has no check code; give it one in scripts/vocabulary/`);
    }
    const conditions = [];
    if (schema.$ref !== undefined) conditions.push(`${this.functionForRef(schema.$ref)}(${v}, x)`);
    if (schema.anyOf !== undefined) conditions.push(`(${schema.anyOf.map((branch, i) => this.expression(branch, v, `${where}/anyOf/${i}`)).join(" || ")})`);
    conditions.push(...this.keywordConditions(schema, v, ["enum", "const"], where));
    if (schema.type !== undefined) conditions.push(this.typeExpression(schema, v, where));
    else if ([...NUMBER_KEYWORDS, ...STRING_KEYWORDS, "items", ...OBJECT_KEYWORDS].some((k) => schema[k] !== undefined)) {
      throw new Error(`${where}: type-specific keywords need a "type" beside them in the check generator`);
    }
    return conditions.length === 0 ? "true" : conditions.join(" && ");
  }

  typeExpression(schema, v, where) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const alternatives = types.map((type) => {
      switch (type) {
        case "null":
          return `${v} === null`;
        case "boolean":
          return `typeof ${v} === "boolean"`;
        case "string":
          return [`typeof ${v} === "string"`, ...this.keywordConditions(schema, v, STRING_KEYWORDS, where)].join(" && ");
        case "integer":
          return [`isInteger(${v})`, ...this.keywordConditions(schema, v, NUMBER_KEYWORDS, where)].join(" && ");
        case "number":
          return [`typeof ${v} === "number"`, `isFinite(${v})`, ...this.keywordConditions(schema, v, NUMBER_KEYWORDS, where)].join(" && ");
        case "array":
          return `isArray(${v})${schema.items === undefined ? "" : ` && ${this.arrayFunction(schema.items, where)}(${v}, x)`}`;
        case "object":
          return this.isRecord(schema) ? `${this.objectFunction(schema, where)}(${v}, x)` : `isFreeFormObject(${v})`;
        default:
          throw new Error(`${where}: type "${type}" is not supported by the check generator`);
      }
    });
    return `(${alternatives.join(" || ")})`;
  }

  /** The conditions the vocabulary's check code emits for those of `keywords` the schema has. */
  keywordConditions(schema, v, keywords, where) {
    const context = { formats: this.formats, where, literal: (value) => literal(value, where) };
    return keywords.filter((keyword) => schema[keyword] !== undefined).flatMap((keyword) => VOCABULARY[keyword].check(schema, v, context));
  }

  /** A record names its properties or admits none; any other object is free-form (D3). */
  isRecord(schema) {
    if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== "boolean") {
      throw new Error("additionalProperties other than true or false is not supported by the check generator");
    }
    return schema.properties !== undefined || schema.additionalProperties === false || schema.required !== undefined;
  }

  arrayFunction(items, where) {
    const key = `items:${JSON.stringify(items)}`;
    const hint = items.$ref ? `check${items.$ref.slice(DEFS_REF_PREFIX.length)}List` : "checkItems";
    return this.functionFor(key, hint, (fn) =>
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

  objectFunction(schema, where) {
    const key = `object:${JSON.stringify(schema)}`;
    return this.functionFor(key, "checkObject", (fn) => this.objectBody(fn, schema, where));
  }

  /**
   * One walk over the keys a for-in loop sees, with a `switch` on the key: the reads do not
   * depend on the object's hidden class, so records of many shapes (optional fields present
   * or not) cost what records of one shape do; only enumerable properties count, as
   * JSON.stringify sends them; and unknown keys are met where they are, not counted apart.
   */
  objectBody(fn, schema, where) {
    for (const keyword of Object.keys(schema)) {
      if (keyword !== "type" && !OBJECT_KEYWORDS.has(keyword) && !ANNOTATIONS.has(keyword)) {
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

function literal(value, where) {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return JSON.stringify(value);
  throw new Error(`${where}: only null, strings, numbers and booleans are supported in enum and const`);
}
