// Deterministic benchmark pages: every field of every record filled, values varied by a
// seeded generator so that no two records are alike and every run sees the same text.

// The same seeded generator the package's fixtures use (npm run bench builds first). An internal
// module has no declarations in dist/: its type is read from the source it is built from.
/** @type {typeof import("../src/testing/make-record.js")} */
const { seededRandom } = await import(new URL("../dist/src/testing/make-record.js", import.meta.url).href);

export { seededRandom };

/** @typedef {() => number} Random a seeded generator of numbers in [0, 1) */

const COLLECTOR_TYPES = ["SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"];
const COLLECTOR_STATUSES = ["OPEN", "CLOSED", "DRAFT", "DELETED", "INACTIVE", "SCHEDULED", "RESPONSE_LIMIT_EXCEEDED"];
const RESPONSE_STATUSES = ["CREATED", "IN_PROGRESS", "COMPLETED", "PENDING_REVIEW", "REVIEWED", "ARCHIVED", "CANCELLED", "EXPIRED"];

/** @template T @param {Random} random @param {readonly T[]} values @returns {T} */
function pick(random, values) {
  return values[Math.floor(random() * values.length)];
}

/** @param {Random} random @param {number} max an integer in [0, max) */
function integer(random, max) {
  return Math.floor(random() * max);
}

/** @param {number} n */
function pad(n, width = 2) {
  return String(n).padStart(width, "0");
}

/** @param {Random} random */
function dateTime(random) {
  const offsets = ["Z", "+01:00", "-05:30", "+09:00"];
  const fraction = random() < 0.5 ? `.${pad(integer(random, 1000), 3)}` : "";
  return `20${pad(20 + integer(random, 7))}-${pad(1 + integer(random, 12))}-${pad(1 + integer(random, 28))}T${pad(integer(random, 24))}:${pad(integer(random, 60))}:${pad(integer(random, 60))}${fraction}${pick(random, offsets)}`;
}

/** @param {Random} random */
function uuid(random) {
  const hex = (/** @type {number} */ n) => Array.from({ length: n }, () => "0123456789abcdef"[integer(random, 16)]).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/** @param {Random} random @param {number} i */
function group(random, i) {
  return {
    id: 1000 + i,
    name: `Group ${i}`,
    departmentId: uuid(random),
    organizationId: uuid(random),
    createdAt: dateTime(random),
  };
}

/** @param {Random} random @param {number} i */
export function collector(random, i) {
  return {
    id: `col_${i.toString(36)}`,
    name: `Collector ${i}`,
    responseLimit: 100 + integer(random, 10000),
    completedResponsesCount: integer(random, 5000),
    surveyId: 1 + integer(random, 100000),
    type: pick(random, COLLECTOR_TYPES),
    openDate: dateTime(random),
    closeDate: dateTime(random),
    fromEmail: { email: `surveys+${i}@example.com`, name: `Research team ${i % 17}` },
    senderId: `sender-${integer(random, 100)}`,
    messageText: "Tell us how we did: it takes two minutes and helps us improve.",
    closedMessage: "This survey is closed. Thank you for your interest.",
    showUnsubscribe: random() < 0.5,
    status: pick(random, COLLECTOR_STATUSES),
    createdAt: dateTime(random),
    updatedAt: dateTime(random),
    dynamicParameters: { campaign: `c${integer(random, 50)}`, wave: integer(random, 4) },
    isActive: random() < 0.8,
    isDeleted: random() < 0.05,
    buttonText: "Start the survey",
    provider: "provider-name",
    templateId: `tpl-${integer(random, 300)}`,
    phoneNumber: `+1 555 ${pad(integer(random, 10000), 4)}`,
    parameters: { locale: "en", retries: integer(random, 3) },
    limitByIp: random() < 0.5,
    limitByCookie: random() < 0.5,
    surveyTitle: `Customer satisfaction ${integer(random, 20)}`,
    groups: [group(random, i * 2), group(random, i * 2 + 1)],
  };
}

/** @param {Random} random @param {number} _i */
export function surveyResponse(random, _i) {
  return {
    id: uuid(random),
    status: pick(random, RESPONSE_STATUSES),
    contactId: 1 + integer(random, 1e6),
    collectorId: `col_${integer(random, 1e4).toString(36)}`,
    expireIn: `P${1 + integer(random, 30)}D`,
    content: { q1: integer(random, 11), q2: "Friendly and quick.", q3: [integer(random, 5), integer(random, 5)] },
    maxScore: 100,
    totalScore: integer(random, 101),
    dynamicParameters: { source: "email", wave: integer(random, 4) },
    duration: integer(random, 3600),
    surveyId: 1 + integer(random, 100000),
    createdAt: dateTime(random),
    updatedAt: dateTime(random),
  };
}

/** @param {"collectors" | "responses"} kind @param {number} size */
export function page(kind, size) {
  const random = seededRandom(size * 7 + (kind === "collectors" ? 1 : 2));
  const make = kind === "collectors" ? collector : surveyResponse;
  return { page: 1, pageSize: size, totalCount: size * 3, data: Array.from({ length: size }, (_, i) => make(random, i)) };
}

// Varied pages, as a real list looks: each optional field present, null or absent at random
// (so records differ in shape), 0 to 3 groups, date-times with and without fractions of
// several lengths and with several offsets, uuids in lower and upper case, names all different.

const OFFSETS = ["Z", "+14:00", "+00:00", "+01:00", "-05:30", "+09:00", "-11:00", "+05:45"];

/** @param {Random} random */
function variedDateTime(random) {
  const digits = [0, 0, 1, 2, 3, 3, 6, 9][integer(random, 8)];
  const fraction = digits === 0 ? "" : `.${Array.from({ length: digits }, () => integer(random, 10)).join("")}`;
  const day = 1 + integer(random, 28);
  return `${1990 + integer(random, 40)}-${pad(1 + integer(random, 12))}-${pad(day)}T${pad(integer(random, 24))}:${pad(integer(random, 60))}:${pad(integer(random, 60))}${fraction}${pick(random, OFFSETS)}`;
}

/** @param {Random} random */
function variedUuid(random) {
  const id = uuid(random);
  return random() < 0.3 ? id.toUpperCase() : id;
}

/** @param {Random} random @param {number} count */
function words(random, count) {
  const vocabulary = ["spring", "customer", "pulse", "checkout", "onboarding", "retail", "north", "team", "annual", "beta", "mobile", "store", "feedback", "nps", "wave"];
  return `${Array.from({ length: count }, () => pick(random, vocabulary)).join(" ")} ${integer(random, 1e6).toString(36)}`;
}

/**
 * Sets `record[key]` to `value()` (60 %), null (15 %) or leaves it out (25 %).
 * @type {OptionalField}
 */
function sometimes(random, record, key, value) {
  const roll = random();
  if (roll < 0.6) record[key] = value();
  else if (roll < 0.75) record[key] = null;
}

/** @param {Random} random @param {number} i */
function variedGroup(random, i) {
  return { id: i, name: words(random, 2), departmentId: variedUuid(random), organizationId: variedUuid(random), createdAt: variedDateTime(random) };
}

/**
 * Draws whether an optional field is present and sets it (optional, or always when every field is wanted).
 * @typedef {(random: Random, record: Record<string, unknown>, key: string, value: () => unknown) => void} OptionalField
 */

/**
 * Sets `record[key]` to `value()` after the same draw as optional(), so that the values after it are the same.
 * @type {OptionalField}
 */
function always(random, record, key, value) {
  random();
  record[key] = value();
}

/** @param {Random} random @param {number} i @param {OptionalField} [optional] */
export function variedCollector(random, i, optional = sometimes) {
  /** @type {Record<string, unknown>} */
  const record = { id: `${integer(random, 1e9).toString(36)}${i}`, name: words(random, 3) };
  optional(random, record, "responseLimit", () => integer(random, 100000));
  record.completedResponsesCount = integer(random, 5000);
  optional(random, record, "surveyId", () => 1 + integer(random, 1e6));
  record.type = pick(random, COLLECTOR_TYPES);
  optional(random, record, "openDate", () => variedDateTime(random));
  optional(random, record, "closeDate", () => variedDateTime(random));
  optional(random, record, "fromEmail", () =>
    random() < 0.5 ? { email: `${words(random, 1).replace(" ", ".")}@example.org` } : { email: `team${i}@example.com`, name: words(random, 2) },
  );
  optional(random, record, "senderId", () => `sender-${integer(random, 1e5)}`);
  optional(random, record, "messageText", () => words(random, 12));
  optional(random, record, "closedMessage", () => words(random, 8));
  optional(random, record, "showUnsubscribe", () => random() < 0.5);
  record.status = pick(random, COLLECTOR_STATUSES);
  record.createdAt = variedDateTime(random);
  record.updatedAt = variedDateTime(random);
  optional(random, record, "dynamicParameters", () => ({ campaign: words(random, 1), wave: integer(random, 9) }));
  record.isActive = random() < 0.8;
  record.isDeleted = random() < 0.05;
  optional(random, record, "buttonText", () => words(random, 2));
  optional(random, record, "provider", () => "provider-name");
  optional(random, record, "templateId", () => `tpl-${integer(random, 1e4)}`);
  optional(random, record, "phoneNumber", () => `+${1 + integer(random, 99)} ${integer(random, 1e9)}`);
  optional(random, record, "parameters", () => ({ locale: pick(random, ["en", "fr", "de", "ja"]), retries: integer(random, 3) }));
  record.limitByIp = random() < 0.5;
  record.limitByCookie = random() < 0.5;
  optional(random, record, "surveyTitle", () => words(random, 4));
  optional(random, record, "groups", () => Array.from({ length: integer(random, 4) }, (_, g) => variedGroup(random, i * 4 + g)));
  return record;
}

/** @param {Random} random @param {number} _i @param {OptionalField} [optional] */
export function variedSurveyResponse(random, _i, optional = sometimes) {
  /** @type {Record<string, unknown>} */
  const record = { id: variedUuid(random), status: pick(random, RESPONSE_STATUSES) };
  optional(random, record, "contactId", () => 1 + integer(random, 1e7));
  optional(random, record, "collectorId", () => `${integer(random, 1e9).toString(36)}`);
  optional(random, record, "expireIn", () => `P${1 + integer(random, 90)}D`);
  optional(random, record, "content", () => ({ q1: integer(random, 11), q2: words(random, 6), q3: [integer(random, 5)] }));
  optional(random, record, "maxScore", () => 10 * integer(random, 20));
  optional(random, record, "totalScore", () => integer(random, 200));
  optional(random, record, "dynamicParameters", () => ({ source: pick(random, ["email", "sms", "web"]), wave: integer(random, 9) }));
  optional(random, record, "duration", () => integer(random, 36000));
  record.surveyId = 1 + integer(random, 1e6);
  record.createdAt = variedDateTime(random);
  record.updatedAt = variedDateTime(random);
  return record;
}

/** @param {"collectors" | "responses"} kind @param {number} size */
export function variedPage(kind, size, seed = 1) {
  const random = seededRandom(seed * 7919 + size * 7 + (kind === "collectors" ? 1 : 2));
  const make = kind === "collectors" ? variedCollector : variedSurveyResponse;
  return { page: 3, pageSize: size, totalCount: size * 5 + integer(random, size), data: Array.from({ length: size }, (_, i) => make(random, i)) };
}

// The page kinds of the serialization table: the varied page, and pages each of which holds much
// of one kind of value, since a writer's cost per byte differs by kind (a number, a string that
// needs an escape, a free-form object) where JSON.stringify's barely does.

/** The fields of each record that hold any string, and those that hold any integer. */
const STRING_FIELDS = {
  collectors: ["id", "name", "senderId", "messageText", "closedMessage", "buttonText", "templateId", "phoneNumber", "surveyTitle"],
  responses: ["collectorId", "expireIn"],
};
const INTEGER_FIELDS = {
  collectors: ["responseLimit", "completedResponsesCount", "surveyId"],
  responses: ["contactId", "maxScore", "totalScore", "duration", "surveyId"],
};
const FREE_FORM_FIELDS = { collectors: ["dynamicParameters", "parameters"], responses: ["content", "dynamicParameters"] };
const REQUIRED_FIELDS = {
  collectors: ["id", "name", "completedResponsesCount", "type", "status", "createdAt", "updatedAt", "isActive", "isDeleted", "limitByIp", "limitByCookie"],
  responses: ["id", "status", "surveyId", "createdAt", "updatedAt"],
};

/** A printable ASCII text of `length` characters that needs no escape. @param {Random} random @param {number} length */
function asciiText(random, length) {
  let s = "";
  while (s.length < length) s += words(random, 1) + " ";
  return s.slice(0, length);
}

/** A short text in which a quote, a backslash, a newline or a control character needs an escape. @param {Random} random */
function escapedWords(random) {
  const escapes = ['"', "\\", "\n", "\t", "\u0001", "\r\n"];
  return `${words(random, 2)}${pick(random, escapes)}${words(random, 2)}`;
}

/** A short text holding an emoji (a surrogate pair). @param {Random} random */
function emojiWords(random) {
  return `${words(random, 2)} ${pick(random, ["😀", "🎉", "👍🏽", "🚀", "𝄞"])} ${words(random, 1)}`;
}

/** A free-form object of `keys` flat values: short strings, numbers, booleans, null. @param {Random} random @param {number} keys */
function flatObject(random, keys) {
  /** @type {Record<string, unknown>} */
  const object = {};
  for (let k = 0; k < keys; k++) {
    const roll = k % 4;
    object[`key${k}`] = roll === 0 ? words(random, 1) : roll === 1 ? integer(random, 1e6) : roll === 2 ? random() < 0.5 : k % 8 === 3 ? null : integer(random, 1000) / 8;
  }
  return object;
}

/** A free-form object nested `depth` levels deep, a few values and an array at each. @param {Random} random @param {number} depth */
function deepObject(random, depth) {
  /** @type {Record<string, unknown>} */
  const object = { label: words(random, 1), count: integer(random, 1000), on: random() < 0.5, tags: [words(random, 1), integer(random, 9)] };
  if (depth > 1) object.child = deepObject(random, depth - 1);
  return object;
}

/**
 * A record of `kind` with every optional field present (as the varied page makes it where it
 * draws one), then changed by `change`.
 * @param {"collectors" | "responses"} kind @param {Random} random @param {number} i
 * @param {(record: Record<string, any>) => void} change
 */
function fullRecord(kind, random, i, change) {
  const record = /** @type {Record<string, any>} */ (kind === "collectors" ? variedCollector(random, i, always) : variedSurveyResponse(random, i, always));
  change(record);
  return record;
}

/** @typedef {(kind: "collectors" | "responses", random: Random, i: number) => Record<string, unknown>} RecordMaker */

/** @type {Record<string, RecordMaker>} the records of each page kind */
const PAGE_KIND_RECORDS = {
  "long ASCII strings (100–300 characters)": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of STRING_FIELDS[kind]) record[field] = asciiText(random, 100 + integer(random, 201));
      if (kind === "responses") record.content = { q1: asciiText(random, 100 + integer(random, 201)), q2: asciiText(random, 100 + integer(random, 201)) };
    }),
  "only required fields": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of Object.keys(record)) if (!REQUIRED_FIELDS[kind].includes(field)) delete record[field];
    }),
  "small values (short strings and numbers)": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of STRING_FIELDS[kind]) if (field !== "id") record[field] = words(random, 1).slice(0, 3 + integer(random, 5));
      for (const field of INTEGER_FIELDS[kind]) record[field] = integer(random, 100);
      for (const field of FREE_FORM_FIELDS[kind]) record[field] = { a: integer(random, 10), b: words(random, 1).slice(0, 4) };
    }),
  "large numbers (1e12–1e15)": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of INTEGER_FIELDS[kind]) record[field] = 1e12 + integer(random, 1e15 - 1e12);
      for (const field of FREE_FORM_FIELDS[kind]) record[field] = { n: 1e12 + integer(random, 1e15), m: integer(random, 1e15) / 1e3 };
    }),
  "strings that need an escape": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of STRING_FIELDS[kind]) record[field] = escapedWords(random);
      if (kind === "responses") record.content = { q1: escapedWords(random), q2: escapedWords(random) };
    }),
  "strings holding an emoji": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of STRING_FIELDS[kind]) record[field] = emojiWords(random);
      if (kind === "responses") record.content = { q1: emojiWords(random), q2: emojiWords(random) };
    }),
  "free-form objects of 20 flat keys": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of FREE_FORM_FIELDS[kind]) record[field] = flatObject(random, 20);
    }),
  "free-form objects 6 deep": (kind, random, i) =>
    fullRecord(kind, random, i, (record) => {
      for (const field of FREE_FORM_FIELDS[kind]) record[field] = deepObject(random, 6);
    }),
};

/** The page kinds of the serialization table, by name: the varied page first. */
export const PAGE_KINDS = ["varied", ...Object.keys(PAGE_KIND_RECORDS)];

/**
 * A page of `size` records of page kind `name` (PAGE_KINDS).
 * @param {string} name @param {"collectors" | "responses"} kind @param {number} size
 */
export function pageOfKind(name, kind, size) {
  if (name === "varied") return variedPage(kind, size);
  const make = PAGE_KIND_RECORDS[name];
  if (make === undefined) throw new Error(`no page kind ${name}: ${PAGE_KINDS.join(", ")}`);
  const random = seededRandom(size * 7 + (kind === "collectors" ? 1 : 2) + PAGE_KINDS.indexOf(name) * 104_729);
  return { page: 2, pageSize: size, totalCount: size * 4, data: Array.from({ length: size }, (_, i) => make(kind, random, i)) };
}
