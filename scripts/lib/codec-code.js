// Generates the codecs (design decision D21): for every record, what `toWireX`, `stringifyX` and
// `decodeX` are made of, from the strict profile's schemas (what is sent is what the strict
// profile admits; what is read is validated first by the entry's own profile).
//
// Written here because no library does what D21 asks without a runtime dependency or eval:
// fast-json-stringify compiles with new Function at run time and sends what JSON.stringify would
// have sent for NaN or a Date (null, the ISO string) without a verdict; typia and TypeBox need
// their own type language. Per record the module holds:
//
// - project: the exact path. A new plain object of the named fields as JSON.stringify would read
//   them (own enumerable properties, each toJSON called with its key, free-form objects rebuilt
//   as JSON), unnamed ones dropped, and everything else kept as it is (NaN, a function, an
//   undefined element) so that the strict check refuses it and its report points at it;
// - write: the fast path of stringifyX. One for-in walk per object, as the checks walk, that
//   validates each named field with the check generator's own expression and writes its JSON text
//   at once; undefined wherever it is not sure (an object of another prototype, an invalid field),
//   and the exact path then decides. In a list, the records after one whose text held a string
//   that needed an escape are sent (SENT_RUN): validated in the same walk into new objects, written
//   by one JSON.stringify; and the list's text is flattened as it grows (FLAT_TEXT);
//
// Every path reads each value once (a field, a toJSON, a free-form value's properties) and own
// properties only: each for-in and index skips what the value does not hold as its own, asked of
// the hasOwnProperty taken when the module loads, so that a prototype a getter or a Proxy trap
// gave a property halfway through the walk adds nothing to a later record.
// - copy: the value read once, each record and list the contract names copied as the check reads
//   it: what the issues of a value decodeX refused are found in, and what a page walk given a
//   page as a value checks;
// - decode: the entry's verdict and the decoded copy (every date-time field a Date) in one read of
//   each property, as the writer validates while it writes: a check followed by a copy would read
//   twice, and a copy followed by a check and a decoding would cost a page's copy more.
import { CheckGenerator } from "./check-code.js";
import { codecFields } from "./codec-fields.js";
import { DATE_TIME_INSTANT } from "./formats-module.js";

/** @typedef {import("./codec-fields.js").Field} Field @typedef {ReturnType<typeof codecFields>} Fields */

/** The helpers of runtime/codec-helpers.ts and runtime/check-helpers.ts the codec module calls. */
const CODEC_HELPERS = [
  "ABSENT",
  "NOT_SENT",
  "dateTimeText",
  "dateTimeJsonOf",
  "dateTimeRead",
  "freeFormBuilt",
  "freeFormCopy",
  "freeFormText",
  "isPlainArray",
  "jsonOf",
  "escapedText",
  "costlyWritten",
  "flattened",
  "listed",
  "plainObjectMaker",
  "prototypesAreSound",
  "reordered",
  "sentRunText",
  "setProperty",
  "unsendableAt",
];
/** Those it may call beside the helpers of the keywords' check code: the module imports the ones its code names. */
const CHECK_HELPERS = ["ArrayPrototype", "getPrototypeOf", "isArray", "isBoxedPrimitive", "isFreeFormObject", "isInteger", "isPlain", "isSent"];

/**
 * @param {{ defs: Record<string, any>, recordNames: string[], formats: Record<string, string> }} input
 *   `defs`: the strict profile's schemas by name; `formats`: format name → the function that checks it
 * @returns {string} the codec module: `projectX`, `stringifyX` and `decodeX` for every record X
 */
export function buildCodecCode({ defs, recordNames, formats }) {
  const generator = new CodecGenerator(defs, formats);
  // The records first: their fields ask the check generator for the functions they call.
  const records = recordNames.flatMap((name) => generator.recordFunctions(name));
  const body = [
    // Taken when the module loads: a getter of the value being read may replace what the globals hold, never these.
    `const isEnumerable = Object.prototype.propertyIsEnumerable;`,
    `const hasOwn = Object.prototype.hasOwnProperty;`,
    `const ownKeys = Object.keys;`,
    ...generator.checks.functions,
    ...records,
    ...generator.lists.values(),
    ...recordNames.map((name) => exportsOf(name)),
  ].join("\n\n");
  const called = (/** @type {string[]} */ names) => names.filter((name) => new RegExp(`\\b${name}\\b`).test(body)).sort();
  return [
    `import { ${called([...Object.values(formats), DATE_TIME_INSTANT]).join(", ")} } from "./formats.js";`,
    `import { ${called([...new Set([...CHECK_HELPERS, ...generator.checks.keywordHelpers])]).join(", ")} } from "./check-helpers.js";`,
    `import { ${called(CODEC_HELPERS).join(", ")} } from "./codec-helpers.js";`,
    body,
  ].join("\n\n");
}

/** The declarations of the codec module. @param {{ recordNames: string[] }} input */
export function buildCodecDeclarations({ recordNames }) {
  return recordNames
    .map((name) =>
      [
        `/** ${name} as toWire${name} sends it, before the strict check; throws UnsendableValue where JSON.stringify would throw. */`,
        `export declare function project${name}(value: unknown): unknown;`,
        `/** What toWire${name} returns, when the fast path is sure of it; otherwise undefined. */`,
        `export declare function build${name}(value: unknown): unknown;`,
        `/** The JSON text toWire${name} would send, when the fast path is sure of it; otherwise undefined. */`,
        `export declare function stringify${name}(value: unknown): string | undefined;`,
        `/** ${name} read once: the copy decode${name} checks and decodes; throws UnsendableValue where a read throws. */`,
        `export declare function copy${name}(value: unknown): unknown;`,
        `/** ${name} read once, judged in the profile \`closed\` names and decoded: a copy whose date-time fields are Dates; undefined where it is invalid or a read throws. */`,
        `export declare function decode${name}(value: unknown, closed: boolean): unknown;`,
      ].join("\n"),
    )
    .join("\n\n");
}

/**
 * How a list's records are written after one whose text held a value JSON.stringify writes for
 * less within one call over many records (costlyWritten: a string that needs an escape): each
 * made a new object (sendX), and each run of them written by one JSON.stringify (a page of strings
 * that need an escape cost 1.36 times the checked JSON.stringify written as text). Every
 * SENT_RUN-th record is written as text again, and where it holds no such value, so are the
 * records after it: a page with one here and there stays text, which costs less where the values
 * are plain.
 */
const SENT_RUN = 16;

/**
 * How long the text of a list's last records grows before the list flattens it (flattened), so
 * that the parts of its records die young: kept to the end of a page of 1 000 collectors holding
 * free-form objects six deep, they outlived several collections, and the collector took 46 % of
 * the writer's time (35 ms a page, 23 ms flattened every 16 384 characters).
 */
const FLAT_TEXT = 16_384;

/** The functions of a record that src/codecs/boundary.ts binds. @param {string} name */
function exportsOf(name) {
  return [
    `/** ${name} as toWire${name} sends it, before the strict check; throws UnsendableValue where JSON.stringify would throw. */`,
    `export function project${name}(value) {`,
    `  try {`,
    `    return project${name}Record(jsonOf(value, ""));`,
    `  } catch (error) {`,
    `    throw unsendableAt(error, undefined);`,
    `  }`,
    `}`,
    ``,
    `/** What toWire${name} returns, when the fast path is sure of it; otherwise undefined. */`,
    `export function build${name}(value) {`,
    `  if (!prototypesAreSound()) return undefined;`,
    `  try {`,
    `    return build${name}Record(jsonOf(value, ""));`,
    `  } catch {`,
    `    return undefined; // a getter or toJSON threw: the exact path says where`,
    `  }`,
    `}`,
    ``,
    `/** The JSON text toWire${name} would send, when the fast path is sure of it; otherwise undefined. */`,
    `export function stringify${name}(value) {`,
    `  if (!prototypesAreSound()) return undefined;`,
    `  try {`,
    `    const text = write${name}Record(jsonOf(value, ""));`,
    // JSON.stringify(toWireX(value)) calls a toJSON a getter left on a prototype: the exact path writes that
    `    return prototypesAreSound() ? text : undefined;`,
    `  } catch {`,
    `    return undefined; // a getter or toJSON threw: the exact path says where`,
    `  }`,
    `}`,
    ``,
    `/** ${name} read once: the copy decode${name} checks and decodes; throws UnsendableValue where a read throws. */`,
    `export function copy${name}(value) {`,
    `  try {`,
    `    return copy${name}Record(value, !prototypesAreSound());`,
    `  } catch (error) {`,
    `    throw unsendableAt(error, undefined);`,
    `  }`,
    `}`,
    ``,
    `/** ${name} read once, judged in the profile \`closed\` names and decoded: a copy whose date-time fields are Dates; undefined where it is invalid or a read throws. */`,
    `export function decode${name}(value, closed) {`,
    `  try {`,
    `    return decode${name}Record(value, !prototypesAreSound(), closed);`,
    `  } catch {`,
    `    return undefined; // a getter or a Proxy threw: copy${name} says where`,
    `  }`,
    `}`,
  ].join("\n");
}

class CodecGenerator {
  /** @param {Record<string, any>} defs @param {Record<string, string>} formats */
  constructor(defs, formats) {
    this.defs = defs;
    this.checks = new CheckGenerator(defs, formats);
    /** @type {Map<string, string>} the list functions, by their name */
    this.lists = new Map();
  }

  /** @param {string} name @returns {string[]} */
  recordFunctions(name) {
    const fields = codecFields(this.defs, name);
    for (const { field } of fields) if (field.kind === "list" && !this.lists.has(field.record)) this.lists.set(field.record, listFunctions(field.record));
    return [
      objectMaker(name, fields),
      projectFunction(name, fields),
      writeFunction(name, fields, this.checks),
      sendFunction(name, fields, this.checks),
      buildFunction(name, fields, this.checks),
      copyFunction(name, fields),
      decodeFunction(name, this.defs[name], fields, this.checks),
    ];
  }
}

/**
 * The exact path: a new object of the named fields, each as JSON.stringify reads it.
 * @param {string} name @param {Fields} fields
 */
function projectFunction(name, fields) {
  const lines = [
    `function project${name}Record(d) {`,
    `  if (typeof d !== "object" || d === null || isArray(d) || isBoxedPrimitive(d)) return d; // JSON.stringify sends no object: the check says so`,
    `  const out = {};`,
    `  for (const k of ownKeys(d)) {`,
    `    try {`,
    `    switch (k) {`,
  ];
  // Fields projected alike share one case: most are kept as they are.
  /** @type {Map<string, string[]>} */
  const byProjection = new Map();
  for (const { name: field, field: kind } of fields) {
    const key = `${readFunction(kind)} ${projectedValue(kind)}`;
    byProjection.set(key, [...(byProjection.get(key) ?? []), field]);
  }
  for (const [key, alike] of byProjection) {
    const [read, ...projectedWords] = key.split(" ");
    const projected = projectedWords.join(" ");
    lines.push(
      ...alike.map((field) => `      case ${JSON.stringify(field)}:`),
      `      {`,
      `        const v = ${read}(d[k], k);`,
      `        if (v !== undefined) out[k] = ${projected};`,
      `        break;`,
      `      }`,
    );
  }
  lines.push(`    }`, `    } catch (error) {`, `      throw unsendableAt(error, k);`, `    }`, `  }`, `  return out;`, `}`);
  return lines.join("\n");
}

/**
 * How the projection reads a field: a date-time field's Invalid Date is an error, never null
 * (dateTimeJsonOf); a free-form field is copied in the same read as its toJSON (freeFormCopy).
 * @param {Field} field
 */
function readFunction(field) {
  if (field.kind === "freeForm") return "freeFormCopy";
  return field.kind === "scalar" && field.dateTime ? "dateTimeJsonOf" : "jsonOf";
}

/** @param {Field} field */
function projectedValue(field) {
  switch (field.kind) {
    case "record":
      return `project${field.record}Record(v)`;
    case "list":
      return `project${field.record}List(v)`;
    case "freeForm":
      return `v`;
    default:
      // JSON has no -0: what JSON.stringify sends of it is 0.
      return field.types.includes("integer") || field.types.includes("number") ? `typeof v === "number" ? v + 0 : v` : `v`;
  }
}

/**
 * The fast path: validates and writes in one walk, or answers undefined.
 * @param {string} name @param {Fields} fields @param {CheckGenerator} checks
 */
function writeFunction(name, fields, checks) {
  const lines = [
    `function write${name}Record(d) {`,
    // What JSON.stringify reads of the record (jsonOf): its toJSON was read, and is not read again.
    `  if (typeof d !== "object" || d === null || !isPlain(d)) return undefined;`,
    `  let s = "";`,
    // Whether the last piece is a string's text, whose closing quote the next piece holds
    `  let q = false;`,
    `  let required = 0;`,
    `  for (const k in d) {`,
    ...ownOnly("d", "k"),
    `    switch (k) {`,
  ];
  for (const { name: field, field: kind, required } of fields) {
    lines.push(`      case ${JSON.stringify(field)}: {`);
    if (kind.kind === "freeForm") {
      lines.push(...freeFormField("freeFormText", kind, required, [keyText(field), `s += t;`], '"null"'), `        break;`, `      }`);
      continue;
    }
    lines.push(...fieldRead(kind, required, `${keyText(field, '"')} s += dateTimeText(v); q = true;`));
    if (kind.kind === "scalar") {
      lines.push(`        if (!(${checks.expression(kind.schema, "v", `${name}/${field}`)})) return undefined;`, ...scalarWrite(kind, field));
    } else {
      lines.push(`        const t = ${writtenValue(kind)};`, `        if (t === undefined) return undefined;`, `        ${keyText(field)}`, `        s += t;`);
    }
    if (required) lines.push(`        required++;`);
    lines.push(`        break;`, `      }`);
  }
  lines.push(`    }`, `  }`, `  if (required !== ${fields.filter(({ required }) => required).length}) return undefined;`, `  return s === "" ? "{}" : s + (q ? '"}' : "}");`, `}`);
  // The check functions of scalar fields take the mode of the walk: this one is always the fast one.
  if (lines.some((line) => line.includes(", x)"))) lines.splice(1, 0, `  const x = false;`);
  return lines.join("\n");
}

/**
 * The statement that appends a field's key: one literal with what comes before it ("{" for the
 * first field, the closing quote of a string before it, a comma) and what follows it: a string's
 * opening quote, or a value of one literal (null, true, false). Pieces of literals only: a key or
 * a quoted string made by concatenating would be a new string each record, and every piece of the
 * text under way survives the young generation's collections, which copy it again each time (a
 * page of 1 000 rows took twice as long); a value in its key's literal is a piece fewer.
 * @param {string} field @param {string} [after]
 */
function keyText(field, after = "") {
  const key = `${JSON.stringify(field)}:${after}`;
  return `s += s === "" ? ${JSON.stringify(`{${key}`)} : q ? ${JSON.stringify(`",${key}`)} : ${JSON.stringify(`,${key}`)}; q = false;`;
}

/**
 * The records of a list that the writer sends as new objects (write lists, SENT_RUN): validates
 * in one walk, as the writer does, and keeps each field's value in an object literal of every
 * field in the schema's order, made before the walk, fields not sent left undefined (which
 * JSON.stringify leaves out): every record of a page is then an object of one layout, which the
 * engine makes and JSON.stringify reads fastest (an object grown field by field in each record's
 * own order, as toWireX's, cost a varied page about four times as much). A record whose keys come
 * in another order is given an object of its own as soon as a key comes out of the schema's order
 * (reordered): the fields kept until then, then each later one as it comes, so that its text has
 * the record's own order, as the writer's text has.
 * @param {string} name @param {Fields} fields @param {CheckGenerator} checks
 */
function sendFunction(name, fields, checks) {
  /** The statement that keeps the value `expr` of field `field`, the `index`-th. @param {string} field @param {number} index @param {string} expr */
  const keep = (field, index, expr) =>
    `{ const w = ${expr}; if (out !== undefined) out[k] = w; else if (last < ${index}) { o[${JSON.stringify(field)}] = w; last = ${index}; } else { out = reordered(o); out[k] = w; } }`;
  const lines = [
    `function send${name}Record(d) {`,
    `  if (typeof d !== "object" || d === null || !isPlain(d)) return undefined;`,
    `  const o = { ${fields.map(({ name: field }) => `${JSON.stringify(field)}: undefined`).join(", ")} };`,
    // The object of a record whose keys come in another order, and the index of the last field kept in o
    `  let out;`,
    `  let last = -1;`,
    `  let required = 0;`,
    `  for (const k in d) {`,
    ...ownOnly("d", "k"),
    `    switch (k) {`,
    ...keptFieldCases(name, fields, checks, { nested: "send", scalar: () => "v", keep }),
    `    }`,
    `  }`,
    `  if (required !== ${fields.filter(({ required }) => required).length}) return undefined;`,
    `  return out === undefined ? o : out;`,
    `}`,
  ];
  // The check functions of scalar fields take the mode of the walk: this one is always the fast one.
  if (lines.some((line) => line.includes(", x)"))) lines.splice(1, 0, `  const x = false;`);
  return lines.join("\n");
}

/**
 * The maker of the record's new objects on the fast path and in decodeX (plainObjectMaker): one a
 * record, so that each is laid out for its own fields. Its body assigns every field of the record
 * to `this` and is never run: the engine gives an object made by `new` room for as many fields as
 * its constructor's text assigns (V8 counts them as it parses), and a record whose fields do not
 * fit grows a second store three fields at a time (a collector's copy took five such stores, and
 * toWireCollectorPage a fifth of its time). The condition is a parameter no call passes, which a
 * minifier cannot drop as it would drop `if (false)`.
 * @param {string} name @param {Fields} fields
 */
function objectMaker(name, fields) {
  return [
    `const ${name}Object = /* @__PURE__ */ plainObjectMaker(function Object(sized) {`,
    `  if (sized) {`,
    ...fields.map(({ name: field }) => `    this[${JSON.stringify(field)}] = undefined;`),
    `  }`,
    `});`,
  ].join("\n");
}

/**
 * The cases of a walk that validates each named field with the check generator's own expression,
 * as the writer does, and keeps its value (toWireX's fast path, and the records the writer sends
 * as objects): `keep(field, index, expr)` is the statement that keeps `expr`, `scalar(kind)` the
 * value of a valid scalar `v`, `nested` the prefix of the functions of nested records and lists.
 * @param {string} name @param {Fields} fields @param {CheckGenerator} checks
 * @param {{ nested: "build" | "send", scalar: (field: Field) => string, keep: (field: string, index: number, expr: string) => string }} how
 * @returns {string[]}
 */
function keptFieldCases(name, fields, checks, { nested, scalar, keep }) {
  return fields.flatMap(({ name: field, field: kind, required }, index) => {
    const lines = [`      case ${JSON.stringify(field)}: {`];
    if (kind.kind === "freeForm") return [...lines, ...freeFormField("freeFormBuilt", kind, required, [keep(field, index, "t")], "null"), `        break;`, `      }`];
    lines.push(...fieldRead(kind, required, keep(field, index, "dateTimeText(v)")));
    if (kind.kind === "scalar") {
      lines.push(`        if (!(${checks.expression(kind.schema, "v", `${name}/${field}`)})) return undefined;`, `        ${keep(field, index, scalar(kind))}`);
    } else {
      lines.push(`        const t = ${nestedValue(nested, kind)};`, `        if (t === undefined) return undefined;`, `        ${keep(field, index, "t")}`);
    }
    if (required) lines.push(`        required++;`);
    lines.push(`        break;`, `      }`);
    return lines;
  });
}

/**
 * The fast path of toWireX: the wire object made and validated in one walk, as the writer does
 * (the same reads, the same checks), or undefined wherever the exact path must decide.
 * @param {string} name @param {Fields} fields @param {CheckGenerator} checks
 */
function buildFunction(name, fields, checks) {
  const lines = [
    `function build${name}Record(d) {`,
    `  if (typeof d !== "object" || d === null || !isPlain(d)) return undefined;`,
    `  const out = new ${name}Object();`,
    `  let required = 0;`,
    `  for (const k in d) {`,
    ...ownOnly("d", "k"),
    `    switch (k) {`,
    ...keptFieldCases(name, fields, checks, { nested: "build", scalar: projectedValue, keep: (_field, _index, expr) => `out[k] = ${expr};` }),
    `    }`,
    `  }`,
    `  return required === ${fields.filter(({ required }) => required).length} ? out : undefined;`,
    `}`,
  ];
  if (lines.some((line) => line.includes(", x)"))) lines.splice(1, 0, `  const x = false;`);
  return lines.join("\n");
}

/**
 * The lines of a free-form field's case in the writer and the fast path: `read` (freeFormText or
 * freeFormBuilt) reads the field, its toJSON and what that gives once; `keep` keeps its result `t`.
 * @param {string} read @param {Extract<Field, { kind: "freeForm" }>} field @param {boolean} required
 * @param {string[]} keep @param {string} nullResult what `read` gives for null
 */
function freeFormField(read, field, required, keep, nullResult) {
  return [
    `        const t = ${read}(d[k], k);`,
    `        if (t === undefined${field.nullable ? "" : ` || t === ${nullResult}`}) return undefined;`,
    `        if (t === ABSENT) break;`,
    ...keep.map((line) => `        ${line}`),
    ...(required ? [`        required++;`] : []),
  ];
}

/**
 * The line that skips a key a for-in met that is not the object's own: one of a prototype, even
 * one a getter or a Proxy trap gave a property halfway through the walk, is never read as a field.
 * Asked of the captured hasOwnProperty, so that no getter can change the answer.
 * @param {string} object @param {string} key
 */
function ownOnly(object, key) {
  return [`    if (!hasOwn.call(${object}, ${key})) continue;`];
}

/**
 * The first lines of a named field's case in the writer and the fast path: its value read once, as
 * JSON.stringify reads it (a getter is called once), then what its toJSON gives. Where the field
 * lets every date-time through (sureDates), a Date's own time value is taken as it is (the same
 * read of its toJSON, dateTimeRead) and its text kept by `keepDate`: made from the time value
 * `v`, it needs no check.
 * @param {Field} field @param {boolean} required @param {string} keepDate
 */
function fieldRead(field, required, keepDate) {
  // jsonOf is called for objects alone: called for every field, it was a tenth of toWireX's time.
  if (field.kind !== "scalar" || !field.dateTime)
    return [`        let v = d[k];`, `        if (typeof v === "object" && v !== null) v = jsonOf(v, k);`, `        if (v === undefined) break;`];
  const sure = `          if (typeof v === "number") { ${keepDate}${required ? " required++;" : ""} break; }`;
  return [
    `        const read = d[k];`,
    `        let v = read;`,
    `        if (typeof read === "object" && read !== null) {`,
    ...(field.sureDates ? [`          v = dateTimeRead(read, k);`, sure] : [`          v = jsonOf(read, k);`]),
    `        }`,
    `        if (v === undefined) break;`,
    // An Invalid Date reads as null: the exact path says so (dateTimeJsonOf), never the wire.
    `        if (v === null && read !== null) return undefined;`,
  ];
}

/** The new value of a nested record or list `v` made by the `prefix` functions (build, send). @param {"build" | "send"} prefix @param {Extract<Field, { kind: "record" | "list" }>} field */
function nestedValue(prefix, field) {
  const made = field.kind === "record" ? `${prefix}${field.record}Record(v)` : `${prefix}${field.record}List(v)`;
  return field.nullable ? `v === null ? null : ${made}` : made;
}

/**
 * The lines that write a valid scalar `v` with its key, by its type at run time. A string is
 * appended as its text between the quotes (the key opens them, the next piece closes them).
 * @param {Extract<Field, { kind: "scalar" }>} field @param {string} name
 */
function scalarWrite(field, name) {
  /** @type {[string, string][]} condition → statements */
  const byType = [];
  for (const type of field.types) {
    if (type === "null") byType.push([`v === null`, keyText(name, "null")]);
    else if (type === "boolean") byType.push([`typeof v === "boolean"`, `if (v) { ${keyText(name, "true")} } else { ${keyText(name, "false")} }`]);
    else if (type === "string") byType.push([`typeof v === "string"`, `${keyText(name, '"')} s += ${field.safeString ? "v" : "escapedText(v)"}; q = true;`]);
    else if (type === "integer" || type === "number") byType.push([`typeof v === "number"`, `${keyText(name)} s += "" + v;`]);
    else throw new Error(`type "${type}" of a scalar field is not supported by the codec generator`);
  }
  const last = /** @type {[string, string]} */ (byType.pop());
  if (byType.length === 0) return [`        ${last[1]}`];
  return [
    ...byType.flatMap(([condition, then], i) => [`        ${i === 0 ? "" : "} else "}if (${condition}) {`, `          ${then}`]),
    `        } else {`,
    `          ${last[1]}`,
    `        }`,
  ];
}

/** @param {Extract<Field, { kind: "record" | "list" }>} field */
function writtenValue(field) {
  const text = field.kind === "record" ? `write${field.record}Record(v)` : `write${field.record}List(v)`;
  return field.nullable ? `v === null ? "null" : ${text}` : text;
}

/**
 * The value read once: a copy of every record and list the contract names, made as the check
 * reads them (own enumerable properties, undefined ones left out, each getter called once), in
 * which everything else is kept as it is (a field's value, an unknown property's, a free-form
 * object), so that the check, the report and the decoding read the copy and the value is never
 * read again. An object JSON.stringify would not send as itself (a toJSON method, a boxed
 * primitive) becomes NOT_SENT, which the check refuses as it refuses the object; a read that
 * throws throws UnsendableValue, located.
 * @param {string} name @param {Fields} fields
 */
function copyFunction(name, fields) {
  const lines = [
    `function copy${name}Record(d, x) {`,
    // No record: the check refuses it as it is, and nothing of it is returned.
    ...recordReading("d", "NOT_SENT"),
    `  const out = new ${name}Object();`,
    `  for (const k in d) {`,
    ...ownEnumerable(),
    `    try {`,
    `      const v = d[k];`,
    `      if (v === undefined) continue;`,
    `      switch (k) {`,
  ];
  for (const { name: field, field: kind } of fields) {
    if (kind.kind !== "record" && kind.kind !== "list") continue;
    lines.push(`        case ${JSON.stringify(field)}:`, `          out[k] = copy${kind.record}${kind.kind === "record" ? "Record" : "List"}(v, x);`, `          break;`);
  }
  lines.push(
    `        default:`,
    `          setProperty(out, k, v);`,
    `      }`,
    `    } catch (error) {`,
    `      throw unsendableAt(error, k);`,
    `    }`,
    `  }`,
    `  return out;`,
    `}`,
  );
  return lines.join("\n");
}

/**
 * decodeX's walk: the entry's verdict and the decoded copy in one read of each property. It reads
 * as the check reads (own enumerable properties where the prototypes are not sound or the object
 * is not plain, undefined ones left out), judges each named field with the check's own expression
 * and every other property as the entry's profile does (`closed`: the strict profile refuses what
 * JSON.stringify would send of it, the tolerant one keeps it), and puts a Date in every date-time
 * field. Undefined for an invalid value: nothing of it is returned.
 * @param {string} name @param {any} schema the record's schema @param {Fields} fields @param {CheckGenerator} checks
 */
function decodeFunction(name, schema, fields, checks) {
  const lines = [
    `function decode${name}Record(d, x, closed) {`,
    ...recordReading("undefined", "undefined"),
    `  const out = new ${name}Object();`,
    `  let required = 0;`,
    `  for (const k in d) {`,
    ...ownEnumerable(),
    `    const v = d[k];`,
    `    if (v === undefined) continue;`,
    `    switch (k) {`,
  ];
  for (const { name: field, field: kind, required } of fields) {
    lines.push(`      case ${JSON.stringify(field)}: {`);
    if (kind.kind === "record" || kind.kind === "list") {
      const decoded = `decode${kind.record}${kind.kind === "record" ? "Record" : "List"}(v, x, closed)`;
      lines.push(`        const t = ${kind.nullable ? `v === null ? null : ${decoded}` : decoded};`, `        if (t === undefined) return undefined;`, `        out[k] = t;`);
    } else {
      const valid = checks.expression(schema.properties[field], "v", `${name}/properties/${field}`);
      lines.push(`        if (!(${valid})) return undefined;`, `        out[k] = ${decodedValue(kind)};`);
    }
    if (required) lines.push(`        required++;`);
    lines.push(`        break;`, `      }`);
  }
  lines.push(
    `      default:`,
    `        if (closed ? isSent(v) : typeof v === "bigint") return undefined;`,
    `        if (isSent(v)) setProperty(out, k, v);`,
    `    }`,
    `  }`,
    `  return required === ${fields.filter(({ required }) => required).length} ? out : undefined;`,
    `}`,
  );
  return lines.join("\n");
}

/**
 * The decoded form of a valid scalar or free-form `v`: a Date for a date-time's text, its instant
 * read from the fields the check of `v` just read (formats/date-time.js).
 * @param {Field} field
 */
function decodedValue(field) {
  if (field.kind !== "scalar" || !field.dateTime) return "v";
  const date = `new Date(${DATE_TIME_INSTANT}(v))`;
  return field.types.includes("null") ? `typeof v === "string" ? ${date} : v` : date;
}

/**
 * The line that skips a key of a for-in in copyX and decodeX that the check would not read: not
 * the object's own and enumerable where only those count (`own`), and else not its own, even one
 * a getter or a Proxy trap gave a prototype halfway through the walk.
 */
function ownEnumerable() {
  return [`    if (own ? !isEnumerable.call(d, k) : !hasOwn.call(d, k)) continue;`];
}

/**
 * What copyX and decodeX read of a record before its properties, one text for both, so that the
 * copy a refusal is reported from is read as the walk that refused it read: no record at all, an
 * object JSON.stringify would not send as itself, and whether only own properties count (the
 * object is not plain, or the prototypes are not sound).
 * @param {string} noRecord what a value that is no record gives @param {string} notSent what such an object gives
 */
function recordReading(noRecord, notSent) {
  return [
    `  if (typeof d !== "object" || d === null || isArray(d)) return ${noRecord};`,
    `  const own = x || !isPlain(d);`,
    `  if (typeof d.toJSON === "function" || (own && isBoxedPrimitive(d))) return ${notSent};`,
  ];
}

/**
 * The same of a list, its length read once. @param {string} noList what a value that is no list
 * gives @param {string} notSent what a list with a toJSON method gives
 */
function listReading(noList, notSent) {
  return [
    `  if (!isArray(a)) return ${noList};`,
    `  const own = x || getPrototypeOf(a) !== ArrayPrototype;`,
    `  if (typeof a.toJSON === "function") return ${notSent};`,
    `  const length = a.length;`,
  ];
}

/**
 * The list functions of a record: projected, written, copied and decoded element by element.
 * @param {string} record
 */
function listFunctions(record) {
  return [
    `function project${record}List(a) {`,
    `  if (!isArray(a)) return a;`,
    `  const length = a.length;`,
    `  const out = [];`,
    `  for (let i = 0; i < length; i++) {`,
    `    try {`,
    // An index the list does not hold is a hole, whatever a prototype holds there (a record cannot be absent).
    `      out[i] = project${record}Record(jsonOf(hasOwn.call(a, i) ? a[i] : undefined, i));`,
    `    } catch (error) {`,
    `      throw unsendableAt(error, "" + i);`,
    `    }`,
    `  }`,
    `  return out;`,
    `}`,
    ``,
    `function write${record}List(a) {`,
    `  if (!isPlainArray(a)) return undefined;`,
    `  const length = a.length;`,
    // The text of the records in flat parts (each run of sent records, and the records written as text before it, flattened), and that of the last ones written as text
    `  let s = "";`,
    `  let last = "";`,
    // The records sent as new objects since the last one written as text, or undefined
    `  let sent;`,
    `  for (let i = 0; i < length; i++) {`,
    `    if (!hasOwn.call(a, i)) return undefined;`,
    `    const d = jsonOf(a[i], i);`,
    `    if (sent === undefined || i % ${SENT_RUN} === 0) {`,
    `      const costly = costlyWritten();`,
    `      const t = write${record}Record(d);`,
    `      if (t === undefined) return undefined;`,
    `      if (sent !== undefined && sent.length !== 0) {`,
    `        s = listed(listed(s, flattened(last)), sentRunText(sent));`,
    `        last = "";`,
    `      }`,
    `      last = listed(last, t);`,
    `      if (last.length > ${FLAT_TEXT}) {`,
    `        s = listed(s, flattened(last));`,
    `        last = "";`,
    `      }`,
    `      sent = costlyWritten() === costly ? undefined : [];`,
    `    } else {`,
    `      const o = send${record}Record(d);`,
    `      if (o === undefined) return undefined;`,
    `      sent.push(o);`,
    `    }`,
    `  }`,
    `  s = listed(s, last);`,
    `  return "[" + (sent !== undefined && sent.length !== 0 ? listed(s, sentRunText(sent)) : s) + "]";`,
    `}`,
    ``,
    `function send${record}List(a) {`,
    `  if (!isPlainArray(a)) return undefined;`,
    `  const length = a.length;`,
    `  const out = [];`,
    `  for (let i = 0; i < length; i++) {`,
    `    if (!hasOwn.call(a, i)) return undefined;`,
    `    const t = send${record}Record(jsonOf(a[i], i));`,
    `    if (t === undefined) return undefined;`,
    `    out.push(t);`,
    `  }`,
    `  return out;`,
    `}`,
    ``,
    `function build${record}List(a) {`,
    `  if (!isPlainArray(a)) return undefined;`,
    `  const length = a.length;`,
    `  const out = new Array(length);`,
    `  for (let i = 0; i < length; i++) {`,
    `    if (!hasOwn.call(a, i)) return undefined;`,
    `    const t = build${record}Record(jsonOf(a[i], i));`,
    `    if (t === undefined) return undefined;`,
    `    out[i] = t;`,
    `  }`,
    `  return out;`,
    `}`,
    ``,
    `function copy${record}List(a, x) {`,
    // No list: the check refuses it as it is, and nothing of it is returned.
    ...listReading("a", "NOT_SENT"),
    `  const out = [];`,
    `  for (let i = 0; i < length; i++) {`,
    `    try {`,
    // An element that is not own and enumerable is absent (D9): a record cannot be absent.
    `      out[i] = (own ? isEnumerable.call(a, i) : hasOwn.call(a, i)) ? copy${record}Record(a[i], x) : undefined;`,
    `    } catch (error) {`,
    `      throw unsendableAt(error, "" + i);`,
    `    }`,
    `  }`,
    `  return out;`,
    `}`,
    ``,
    `function decode${record}List(a, x, closed) {`,
    ...listReading("undefined", "undefined"),
    `  const out = [];`,
    `  for (let i = 0; i < length; i++) {`,
    `    const t = decode${record}Record((own ? isEnumerable.call(a, i) : hasOwn.call(a, i)) ? a[i] : undefined, x, closed);`,
    `    if (t === undefined) return undefined;`,
    `    out[i] = t;`,
    `  }`,
    `  return out;`,
    `}`,
  ].join("\n");
}
