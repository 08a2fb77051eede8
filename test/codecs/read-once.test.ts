// Every codec reads each value once, and own properties only (D21): a table over the codecs
// (stringifyX, toWireX, decodeX, in both entries), the kinds of field a page holds and the tricks a
// value may play while it is read: a getter or a Proxy trap that answers differently the second
// time, and one that pollutes Object.prototype or Array.prototype halfway through the walk. The
// outcome is always what one read of the value saw: the same as the codec gives for the value held
// plainly as one of its readings, or a ContractValidationError, never another throw; what is sent
// passes the strict check, and no inherited property is ever sent or decoded as an own one.
import { describe, expect, it } from "vitest";
import * as tolerant from "../../src/index.js";
import * as strict from "../../src/strict.js";
import { ContractValidationError } from "../../src/index.js";
import { FULL, copy } from "../fixtures.js";
import { strictProjection } from "./app-values.js";

type Holder = Record<PropertyKey, unknown>;
type PageName = "CollectorPage" | "SurveyResponsePage";
type Codec = "stringify" | "toWire" | "decode";
type Entry = Record<string, (value: unknown) => unknown>;
const ENTRIES = { tolerant: tolerant as unknown as Entry, strict: strict as unknown as Entry };
const CODECS: Codec[] = ["stringify", "toWire", "decode"];

/** A page of two full records, so that what the first one does shows in the second. */
function page(record: PageName): Holder {
  const item = record === "CollectorPage" ? FULL.Collector : FULL.SurveyResponse;
  return { page: 1, pageSize: 2, totalCount: 2, data: [copy(item), copy(item)] };
}

/** The object at `path` in `value`. */
function at(value: Holder, path: readonly (string | number)[]): Holder {
  return path.reduce<Holder>((holder, segment) => holder[segment] as Holder, value);
}

/** `value` with the object at `path` replaced by what `change` makes of it. */
function replaced(value: Holder, path: readonly (string | number)[], change: (holder: Holder) => Holder): Holder {
  if (path.length === 0) return change(value);
  const parent = at(value, path.slice(0, -1));
  parent[path.at(-1)!] = change(parent[path.at(-1)!] as Holder);
  return value;
}

// --- the kinds of field, and what the value holds there -------------------------------------

/** Where a two-faced value is read: `key` of the object at `path`, answering `first`, then `then`. */
interface TwoFacedSite {
  kind: string;
  record: PageName;
  /** the base value, before the trick; defaults to page(record) */
  base?: () => Holder;
  path: (string | number)[];
  key: string;
  first: () => unknown;
  then: () => unknown;
  /** what tells the site from another of its kind and key */
  note?: string;
}

const ISO = "2026-03-01T09:00:00Z";
const SECRET = () => ({ passwordHash: "$2b$10$secret" });
const withHolder = (record: PageName, path: (string | number)[], holder: () => Holder) => () => replaced(page(record), path, holder);

const TWO_FACED_SITES: TwoFacedSite[] = [
  { kind: "required", record: "CollectorPage", path: ["data", 1], key: "name", first: () => "Spring", then: SECRET },
  { kind: "required", record: "CollectorPage", path: ["data", 1], key: "completedResponsesCount", first: () => "3", then: () => 3 },
  { kind: "optional", record: "CollectorPage", path: ["data", 1], key: "surveyTitle", first: () => "Spring", then: () => 42 },
  { kind: "optional", record: "SurveyResponsePage", path: ["data", 1], key: "expireIn", first: () => undefined, then: SECRET },
  { kind: "nullable", record: "CollectorPage", path: ["data", 1], key: "closeDate", first: () => null, then: () => "yesterday" },
  { kind: "nullable", record: "SurveyResponsePage", path: ["data", 1], key: "contactId", first: () => "77", then: () => null },
  { kind: "date-time", record: "CollectorPage", path: ["data", 1], key: "createdAt", first: () => new Date(0), then: () => "yesterday" },
  { kind: "date-time", record: "CollectorPage", path: ["data", 1], key: "updatedAt", first: () => new Date(NaN), then: () => ISO },
  {
    kind: "date-time",
    record: "CollectorPage",
    base: withHolder("CollectorPage", ["data", 1, "openDate"], () => ({})),
    path: ["data", 1, "openDate"],
    key: "toJSON",
    first: () => () => ISO,
    then: () => () => "yesterday",
  },
  {
    kind: "date-time",
    record: "CollectorPage",
    base: withHolder("CollectorPage", ["data", 1, "createdAt"], () => ({})),
    path: ["data", 1, "createdAt"],
    key: "toJSON",
    first: () => undefined,
    then: () => () => ISO,
  },
  // A free-form object of plain data, and one holding what a writer of plain data does not know.
  ...[() => 42, () => "text", () => [1], () => null].flatMap((sent) =>
    [{ q1: 5 }, { q1: 5, at: new Date(0), n: new Number(1) }].map((content): TwoFacedSite => ({
      kind: "free-form object",
      note: `${"at" in content ? "holding a Date and a Number, " : ""}then giving ${JSON.stringify(sent())}`,
      record: "SurveyResponsePage",
      base: withHolder("SurveyResponsePage", ["data", 1, "content"], () => ({ ...content })),
      path: ["data", 1, "content"],
      key: "toJSON",
      first: () => undefined,
      then: () => sent,
    })),
  ),
  { kind: "free-form object", record: "SurveyResponsePage", path: ["data", 1, "content"], key: "toJSON", first: () => () => ({ a: 1 }), then: () => () => 42 },
  { kind: "free-form object", record: "SurveyResponsePage", path: ["data", 1], key: "content", first: () => ({ q: 1 }), then: () => 42 },
  { kind: "free-form object", record: "CollectorPage", path: ["data", 1], key: "parameters", first: () => ({ at: new Date(0) }), then: () => [1] },
  { kind: "free-form array", record: "SurveyResponsePage", path: ["data", 1, "content", "q3"], key: "toJSON", first: () => undefined, then: () => () => 42 },
  { kind: "free-form array", record: "SurveyResponsePage", path: ["data", 1, "content"], key: "q3", first: () => [1, new Date(0)], then: () => 7 },
  { kind: "nested record in a page", record: "CollectorPage", path: ["data", 1, "groups", 0], key: "createdAt", first: () => ISO, then: () => "yesterday" },
  { kind: "nested record in a page", record: "CollectorPage", path: ["data", 1, "fromEmail"], key: "toJSON", first: () => undefined, then: () => () => "x" },
  { kind: "nested record in a page", record: "CollectorPage", path: ["data", 1], key: "toJSON", first: () => undefined, then: () => () => ({ id: 1 }) },
  { kind: "nested record in a page", record: "CollectorPage", path: ["data", 1, "groups"], key: "0", first: () => copy(FULL.CollectorGroup), then: SECRET },
];

/** Tricks on a value's reading; `variants` are the plain values one read of it may have seen. */
/**
 * Free-form contents wide and deep enough that the writer hands them whole to JSON.stringify,
 * over a copy read once, where it walks small ones itself: each free-form site again, its
 * contents widened, so that both ways of writing them meet every trick.
 */
const WIDE: Holder = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`w${i}`, i % 4 === 0 ? { inner: [i, "x", { deep: true }] } : i]));
const widenedContent = (base: () => Holder) => () => replaced(base(), ["data", 1, "content"], (content) => ({ ...WIDE, ...content }));
const isInContent = (path: readonly (string | number)[]) => path[0] === "data" && path[1] === 1 && path[2] === "content";
TWO_FACED_SITES.push(
  ...TWO_FACED_SITES.filter((site) => isInContent(site.path)).map((site) => ({
    ...site,
    note: `${site.note ? `${site.note}, ` : ""}in wide contents`,
    base: widenedContent(site.base ?? (() => page(site.record))),
  })),
);

/**
 * The sites of the second record again, the first record holding a string that needs an escape:
 * the writer then sends the records after it as new objects, given to JSON.stringify, a way of
 * writing of its own, so that both ways meet every trick.
 */
const ESCAPED_FIRST: Record<PageName, [string, string]> = { CollectorPage: ["name", 'Spring "news"\n'], SurveyResponsePage: ["collectorId", 'col "8f2k1"\n'] };
const afterAnEscape = (record: PageName, base: () => Holder) => () =>
  replaced(base(), ["data", 0], (first) => ({ ...first, [ESCAPED_FIRST[record][0]]: ESCAPED_FIRST[record][1] }));
const isInSecondRecord = (path: readonly (string | number)[]) => path[0] === "data" && path[1] === 1;
TWO_FACED_SITES.push(
  ...TWO_FACED_SITES.filter((site) => isInSecondRecord(site.path)).map((site) => ({
    ...site,
    note: `${site.note ? `${site.note}, ` : ""}after a record with an escape`,
    base: afterAnEscape(site.record, site.base ?? (() => page(site.record))),
  })),
);

interface TwoFacedTrick {
  name: string;
  /** the holder, made to answer `first` on the first read of `key` and `then` after */
  tricked: (holder: Holder, key: string, first: () => unknown, then: () => unknown) => Holder;
  /** what the holder holds, read once: one plain holder per answer */
  variants: (holder: Holder, key: string, first: () => unknown, then: () => unknown) => Holder[];
}

const withKey = (holder: Holder, key: string, value: unknown): Holder => {
  const out = Array.isArray(holder) ? ([...holder] as unknown as Holder) : { ...holder };
  out[key] = value;
  return out;
};
const withoutKey = (holder: Holder, key: string): Holder => {
  const out = Array.isArray(holder) ? ([...holder] as unknown as Holder) : { ...holder };
  delete out[key];
  return out;
};
/** Whether a call counted by `calls` is the first. */
const firstCall = (calls: { n: number }) => calls.n++ === 0;

const valueVariants: TwoFacedTrick["variants"] = (holder, key, first, then) => [withKey(holder, key, first()), withKey(holder, key, then())];
/** A trap that tells whether the property is there: there (holding `first`) on the first call, gone after. */
const presenceVariants: TwoFacedTrick["variants"] = (holder, key, first) => [withKey(holder, key, first()), withoutKey(holder, key)];

const TWO_FACED_TRICKS: TwoFacedTrick[] = [
  ...[2, 3, 4].flatMap((changesAt): TwoFacedTrick[] => [
    {
      name: `a getter answering differently from read ${changesAt} on`,
      tricked: (holder, key, first, then) => {
        const calls = { n: 0 };
        const answer = () => (calls.n++ < changesAt - 1 ? first() : then());
        return Object.defineProperty(withKey(holder, key, undefined), key, { get: answer, enumerable: true, configurable: true });
      },
      variants: valueVariants,
    },
    {
      name: `a Proxy get trap answering differently from read ${changesAt} on`,
      tricked: (holder, key, first, then) => {
        const calls = { n: 0 };
        const answer = () => (calls.n++ < changesAt - 1 ? first() : then());
        return new Proxy(withKey(holder, key, first()), { get: (target, property, receiver) => (property === key ? answer() : Reflect.get(target, property, receiver)) });
      },
      variants: valueVariants,
    },
  ]),
  {
    name: "a Proxy has trap that says the property is there, then not",
    tricked: (holder, key, first) => {
      const calls = { n: 0 };
      return new Proxy(withKey(holder, key, first()), { has: (target, property) => (property === key ? firstCall(calls) : Reflect.has(target, property)) });
    },
    variants: presenceVariants,
  },
  {
    name: "a Proxy getOwnPropertyDescriptor trap that says the property is there, then not",
    tricked: (holder, key, first) => {
      const calls = { n: 0 };
      return new Proxy(withKey(holder, key, first()), {
        getOwnPropertyDescriptor: (target, property) => (property !== key || firstCall(calls) ? Reflect.getOwnPropertyDescriptor(target, property) : undefined),
      });
    },
    variants: presenceVariants,
  },
  {
    name: "a Proxy ownKeys trap that lists the property, then not",
    tricked: (holder, key, first) => {
      const calls = { n: 0 };
      return new Proxy(withKey(holder, key, first()), {
        ownKeys: (target) => (firstCall(calls) ? Reflect.ownKeys(target) : Reflect.ownKeys(target).filter((property) => property !== key)),
      });
    },
    variants: presenceVariants,
  },
];

// --- pollution halfway through the walk --------------------------------------------------

/** A prototype given `key` while the first record is read; the record after it lacks `key`. */
interface PollutionSite {
  kind: string;
  record: PageName;
  /** the page, its second record (or what in it) lacking the key the pollution gives */
  base: () => Holder;
  prototype: "Object.prototype" | "Array.prototype";
  key: string;
  value: unknown;
}

const PROTOTYPES = { "Object.prototype": Object.prototype, "Array.prototype": Array.prototype } as unknown as Record<string, Holder>;
const without = (key: string) => (holder: Holder) => withoutKey(holder, key);

const POLLUTION_SITES: PollutionSite[] = [
  {
    kind: "required",
    record: "CollectorPage",
    base: () => replaced(page("CollectorPage"), ["data", 1], without("name")),
    prototype: "Object.prototype",
    key: "name",
    value: "Polluted",
  },
  {
    kind: "optional",
    record: "CollectorPage",
    base: () => replaced(page("CollectorPage"), ["data", 1], without("surveyTitle")),
    prototype: "Object.prototype",
    key: "surveyTitle",
    value: "Polluted",
  },
  {
    kind: "nullable",
    record: "SurveyResponsePage",
    base: () => replaced(page("SurveyResponsePage"), ["data", 1], without("contactId")),
    prototype: "Object.prototype",
    key: "contactId",
    value: null,
  },
  {
    kind: "date-time",
    record: "CollectorPage",
    base: () => replaced(page("CollectorPage"), ["data", 1], without("openDate")),
    prototype: "Object.prototype",
    key: "openDate",
    value: ISO,
  },
  { kind: "free-form object", record: "SurveyResponsePage", base: () => page("SurveyResponsePage"), prototype: "Object.prototype", key: "polluted", value: "x" },
  {
    kind: "free-form array",
    record: "SurveyResponsePage",
    // eslint-disable-next-line no-sparse-arrays -- the hole the polluted prototype fills
    base: () => replaced(page("SurveyResponsePage"), ["data", 1, "content"], (content) => ({ ...content, q3: [1, , 3] })),
    prototype: "Array.prototype",
    key: "1",
    value: "polluted",
  },
  {
    kind: "nested record in a page",
    record: "CollectorPage",
    base: () => replaced(page("CollectorPage"), ["data", 1, "groups", 0], without("organizationId")),
    prototype: "Object.prototype",
    key: "organizationId",
    value: "c1a3f1d2-8b6e-4c1f-a0d4-93e2b7f5a610",
  },
  {
    kind: "nested record in a page",
    record: "CollectorPage",
    base: () => replaced(page("CollectorPage"), ["data"], (data) => Object.assign(new Array(2), { 0: (data as unknown as Holder[])[0] }) as unknown as Holder),
    prototype: "Array.prototype",
    key: "1",
    value: FULL.Collector,
  },
];

/** Tricks on the first record of a page that pollute a prototype the first time they are called. */
POLLUTION_SITES.push(
  ...POLLUTION_SITES.filter((site) => site.kind.startsWith("free-form")).map((site) => ({ ...site, kind: `${site.kind} in wide contents`, base: widenedContent(site.base) })),
);

POLLUTION_SITES.push(...POLLUTION_SITES.map((site) => ({ ...site, kind: `${site.kind}, after a record with an escape`, base: afterAnEscape(site.record, site.base) })));

const POLLUTION_TRICKS: { name: string; tricked: (holder: Holder, pollute: () => void) => Holder }[] = [
  {
    name: "a getter polluting the prototype",
    tricked: (holder, pollute) => {
      const id = holder.id;
      return Object.defineProperty(holder, "id", { get: () => (pollute(), id), enumerable: true, configurable: true });
    },
  },
  ...(["get", "has", "getOwnPropertyDescriptor", "ownKeys"] as const).map((trap) => ({
    name: `a Proxy ${trap} trap polluting the prototype`,
    tricked: (holder: Holder, pollute: () => void): Holder =>
      new Proxy(holder, {
        [trap]: (...args: unknown[]) => {
          pollute();
          return (Reflect[trap] as (...args: unknown[]) => unknown)(...args);
        },
      }),
  })),
];

// --- what a codec gave, and what it may give ----------------------------------------------

type Outcome = { sent: unknown } | { refused: true };

function call(codec: Codec, entry: Entry, record: PageName, value: unknown): Outcome {
  try {
    return { sent: entry[`${codec}${record}`]!(value) };
  } catch (error) {
    if (!(error instanceof ContractValidationError)) throw error;
    return { refused: true };
  }
}

/** What one read of a plain value gives: the strict projection of JSON.stringify's reading for sending, the entry's decoding (held to its reference in decode.test.ts) for reading. */
function reference(codec: Codec, entry: Entry, record: PageName, plain: Holder): Outcome {
  if (codec === "decode") return call(codec, entry, record, plain);
  const projection = strictProjection(plain, record);
  if (!strict[`is${record}`](projection)) return { refused: true };
  return { sent: codec === "stringify" ? JSON.stringify(projection) : projection };
}

function expectOneOf(outcome: Outcome, allowed: Outcome[], codec: Codec, record: PageName): void {
  if ("refused" in outcome) {
    // A refusal is what one read saw only where some reading of the value is refused.
    expect(allowed.some((one) => "refused" in one)).toBe(true);
    return;
  }
  if (codec !== "decode") expect(strict[`is${record}`](codec === "stringify" ? JSON.parse(outcome.sent as string) : outcome.sent)).toBe(true);
  // decodeX hands a free-form value on as it is (D3: its contents are never read), so only its verdict on it is compared.
  const read = codec === "decode" ? withoutFreeForm : (sent: unknown) => sent;
  const matches = allowed.filter((one) => "sent" in one && equal(read(one.sent), read(outcome.sent)));
  expect(matches.length, `sent ${codec === "stringify" ? (outcome.sent as string) : JSON.stringify(outcome.sent)}`).toBeGreaterThan(0);
}

const FREE_FORM = ["content", "dynamicParameters", "parameters"];

/** A decoded page without its records' free-form fields. */
function withoutFreeForm(decoded: unknown): unknown {
  const { data, ...envelope } = decoded as { data: Holder[] };
  return { ...envelope, data: data.map((item) => Object.fromEntries(Object.entries(item).filter(([field]) => !FREE_FORM.includes(field)))) };
}

function equal(a: unknown, b: unknown): boolean {
  try {
    expect(b).toStrictEqual(a);
    return true;
  } catch {
    return false;
  }
}

const TWO_FACED_CASES = TWO_FACED_SITES.flatMap((site) =>
  TWO_FACED_TRICKS.flatMap((trick) =>
    CODECS.map((codec) => [`${codec} · ${site.kind} (${site.path.join(".")}.${site.key}${site.note ? `, ${site.note}` : ""}) · ${trick.name}`, { site, trick, codec }] as const),
  ),
);

describe("each value is read once: what is sent or decoded is what one read saw", () => {
  it.each(TWO_FACED_CASES)("%s", (_name, { site, trick, codec }) => {
    for (const entry of Object.values(ENTRIES)) {
      const base = site.base ?? (() => page(site.record));
      const value = replaced(base(), site.path, (holder) => trick.tricked(holder, site.key, site.first, site.then));
      const outcome = call(codec, entry, site.record, value);
      const variants = trick.variants(at(base(), site.path), site.key, site.first, site.then);
      const allowed = variants.map((variant) =>
        reference(
          codec,
          entry,
          site.record,
          replaced(base(), site.path, () => variant),
        ),
      );
      expectOneOf(outcome, allowed, codec, site.record);
    }
  });
});

const POLLUTION_CASES = POLLUTION_SITES.flatMap((site) =>
  POLLUTION_TRICKS.flatMap((trick) => CODECS.map((codec) => [`${codec} · ${site.kind} · ${site.prototype}[${site.key}] · ${trick.name}`, { site, trick, codec }] as const)),
);

describe("own properties only: a prototype polluted halfway through the walk adds nothing to what is sent or decoded", () => {
  it.each(POLLUTION_CASES)("%s", (_name, { site, trick, codec }) => {
    const prototype = PROTOTYPES[site.prototype]!;
    for (const entry of Object.values(ENTRIES)) {
      const value = replaced(site.base(), ["data", 0], (first) =>
        trick.tricked(first, () => {
          prototype[site.key] = site.value;
        }),
      );
      let outcome: Outcome;
      try {
        outcome = call(codec, entry, site.record, value);
      } finally {
        delete prototype[site.key];
      }
      expectOneOf(outcome, [reference(codec, entry, site.record, site.base())], codec, site.record);
    }
  });
});

// --- a property named toJSON inside a free-form value ---------------------------------------

/**
 * Where an object inside a free-form value may hold a property named toJSON: a property of the
 * field's object, an element of an array in it, and deeper. JSON.stringify reads such a property
 * twice (once for a method, once as the property it then writes), so a codec that handed it an
 * object of the value read it twice; the sizes of the field's object are those the writer writes
 * in different ways (a few keys, an object beside a few values, many keys).
 */
const INSIDE_PATHS: (string | number)[][] = [["q4"], ["q5", 0], ["q4", "inner"], ["q5", 1, "inner", 0]];
const CONTENT_SIZES = { "a few keys": 0, "an object beside four values": 4, "twenty keys": 20 };

/** A survey-response page whose second record's content holds the objects of INSIDE_PATHS, one of them with a two-faced toJSON. */
function contentWithToJson(path: (string | number)[], size: number, reads: { n: number }): Holder {
  const content: Holder = {
    ...Object.fromEntries(Array.from({ length: size }, (_, i) => [`v${i}`, i])),
    q4: { a: 1, inner: { b: 2 } },
    q5: [{ c: 3 }, { inner: [{ d: 4 }] }],
  };
  const holder = at(content, path);
  // Absent on the first read, a string the next: one read sends the object without it.
  Object.defineProperty(holder, "toJSON", { get: () => (reads.n++ === 0 ? undefined : "second"), enumerable: true, configurable: true });
  return replaced(page("SurveyResponsePage"), ["data", 1, "content"], () => content);
}

const INSIDE_CASES = INSIDE_PATHS.flatMap((path) =>
  Object.entries(CONTENT_SIZES).flatMap(([size, keys]) =>
    (["stringify", "toWire"] as const).map((codec) => [`${codec} · content.${path.join(".")} · ${size}`, { path, keys, codec }] as const),
  ),
);

describe("a property named toJSON of an object inside a free-form value is read once, at any depth, on every way of writing it", () => {
  it.each(INSIDE_CASES)("%s", (_name, { path, keys, codec }) => {
    for (const entry of Object.values(ENTRIES)) {
      const reads = { n: 0 };
      const sent = entry[`${codec}SurveyResponsePage`]!(contentWithToJson(path, keys, reads));
      expect(reads.n).toBe(1);
      const text = codec === "stringify" ? (sent as string) : JSON.stringify(sent);
      expect(text).not.toContain("second");
      // What one read saw: no property toJSON, as toWireX sends it
      expect(text).toBe(JSON.stringify(entry.toWireSurveyResponsePage!(contentWithToJson(path, keys, { n: 0 }))));
    }
  });
});

// --- free-form values read as toWireX reads them, however the writer writes them -----------

/**
 * Values inside a free-form field that JSON.stringify, given them, would read otherwise than
 * toWireX's copy reads them, each as a maker of fresh copies (a getter's state is its own), with
 * what the value's record does around it while it is read. Each is written in every way the
 * writer has: walked, alone or beside four more values, and sent as a new object (after a record
 * holding a string that needs an escape).
 */
interface FreeFormCase {
  name: string;
  content: () => Holder;
  /** getters of the record itself, installed around its content */
  record?: (record: Holder) => Holder;
  /** a change of a global the case needs, undone after */
  global?: () => () => void;
}

class LeftOut {
  toJSON(): undefined {
    return undefined;
  }
}
const ordered = (record: Holder, first: string, onFirst: () => void, last: string, onLast: () => void): Holder => {
  const out: Holder = {};
  const firstValue = record[first];
  Object.defineProperty(out, first, { enumerable: true, configurable: true, get: () => (onFirst(), firstValue) });
  for (const [key, value] of Object.entries(record)) if (key !== first && key !== last) out[key] = value;
  const lastValue = record[last];
  Object.defineProperty(out, last, { enumerable: true, configurable: true, get: () => (onLast(), lastValue) });
  return out;
};
const ANY_PROTOTYPE = Object.prototype as Record<string, unknown>;
/** Object.prototype behind a Proxy that gives every object a toJSON when read, none when asked with `in`. */
const LYING_PROTOTYPE = new Proxy(Object.prototype, { get: (target, property, receiver) => (property === "toJSON" ? () => "X" : Reflect.get(target, property, receiver)) });
/** A record whose status answers differently after its first read: a second read of the record shows in what is sent. */
const twoFacedStatus = (record: Holder): Holder => {
  let reads = 0;
  return Object.defineProperty({ ...record }, "status", { enumerable: true, configurable: true, get: () => (reads++ === 0 ? "COMPLETED" : "CREATED") });
};

const FREE_FORM_CASES: FreeFormCase[] = [
  { name: "a value whose toJSON gives undefined, in an object and in an array", content: () => ({ hidden: new LeftOut(), list: [new LeftOut(), 1] }) },
  {
    name: "an object Object.prototype is given halfway through the record and loses before its end",
    content: () => ({ q: {} }),
    record: (record) =>
      ordered(
        record,
        "status",
        () => (ANY_PROTOTYPE.polluted = { x: 1 }),
        "updatedAt",
        () => delete ANY_PROTOTYPE.polluted,
      ),
    // Where a codec stops before the last getter, the prototype is cleaned after it
    global: () => () => delete ANY_PROTOTYPE.polluted,
  },
  {
    name: "a toJSON Array.prototype is given halfway through the record and loses before its end",
    content: () => ({ a: [1, 2] }),
    record: (record) =>
      ordered(
        record,
        "id",
        () => Object.defineProperty(Array.prototype, "toJSON", { value: () => "X", configurable: true, writable: true }),
        "updatedAt",
        () => delete (Array.prototype as unknown as Holder).toJSON,
      ),
    global: () => () => delete (Array.prototype as unknown as Holder).toJSON,
  },
  {
    name: "a Proxy put between Array.prototype and Object.prototype by a value inside a list, which reads a toJSON that `in` does not see, taken out before the record's end",
    content: () => {
      const list: unknown[] = [[1, 2], 3, 4];
      Object.defineProperty(list, 3, { enumerable: true, get: () => (Object.setPrototypeOf(Array.prototype, LYING_PROTOTYPE), 5) });
      return { list };
    },
    record: (record) =>
      ordered(
        record,
        "id",
        () => undefined,
        "updatedAt",
        () => Object.setPrototypeOf(Array.prototype, Object.prototype),
      ),
    global: () => () => Object.setPrototypeOf(Array.prototype, Object.prototype),
  },
  ...[
    ["a Date", () => new Date(0)],
    ["an object whose toJSON gives a number", () => ({ toJSON: () => 7 })],
  ].map(([what, make]) => ({
    name: `${what as string} 65 deep, one deeper than the fast paths copy, in a record a second read of which sends another status`,
    content: () => {
      let value: Holder = { at: (make as () => unknown)() };
      for (let i = 0; i < 64; i++) value = { value };
      return value;
    },
    record: twoFacedStatus,
  })),
  {
    name: "a BigInt, where BigInt.prototype has a toJSON",
    content: () => ({ n: 5n }),
    global: () => {
      (BigInt.prototype as unknown as Holder).toJSON = function (this: bigint) {
        return this.toString();
      };
      return () => delete (BigInt.prototype as unknown as Holder).toJSON;
    },
  },
  {
    name: "getters that tell the order of the reads, depth first",
    content: () => {
      let n = 0;
      return {
        a: {
          get x() {
            return n++;
          },
        },
        get b() {
          return n++;
        },
      };
    },
  },
  {
    name: "a getter that makes a later property not enumerable",
    content: () => ({
      get a() {
        Object.defineProperty(this, "b", { enumerable: false });
        return 1;
      },
      b: 2,
    }),
  },
  {
    name: "a getter of a symbol key, which JSON.stringify never reads",
    content: () => {
      let seen = false;
      return {
        a: {
          get x() {
            return seen;
          },
        },
        get [Symbol("s")]() {
          seen = true;
          return 0;
        },
      };
    },
  },
  {
    name: "objects 20 deep, in a record a second read of which sends another status",
    content: () => {
      let value: Holder = { leaf: 1 };
      for (let i = 0; i < 20; i++) value = { value };
      return { value };
    },
    record: twoFacedStatus,
  },
  {
    name: "a Proxy whose toJSON only its get trap tells, in a record a second read of which sends another status",
    content: () => ({ a: new Proxy({ k: 1 }, { get: (target, property) => (property === "toJSON" ? 5 : Reflect.get(target, property)) }) }),
    record: twoFacedStatus,
  },
];

const WAYS = {
  walked: (content: Holder) => content,
  "beside four values": (content: Holder) => ({ v0: 0, v1: 1, v2: 2, v3: 3, ...content }),
};

/** A survey-response page whose last record holds `content`, after a record with a string needing an escape where `sent`. */
function freeFormPage(sent: boolean, way: keyof typeof WAYS, { content, record }: FreeFormCase): Holder {
  const base = page("SurveyResponsePage");
  if (sent) base.data = [{ ...(base.data as Holder[])[0], collectorId: 'col "8f2k1"\n' }, (base.data as Holder[])[1]];
  return replaced(base, ["data", 1], (second) => {
    const withContent = { ...second, content: WAYS[way](content()) };
    return record ? record(withContent) : withContent;
  });
}

const FREE_FORM_TABLE = FREE_FORM_CASES.flatMap((one) =>
  (Object.keys(WAYS) as (keyof typeof WAYS)[]).flatMap((way) =>
    [false, true].map((sent) => [`${one.name} · ${way}${sent ? " · sent as a new object" : ""}`, { one, way, sent }] as const),
  ),
);

describe("free-form values are read as toWireX reads them, in every way the writer writes a record", () => {
  it.each(FREE_FORM_TABLE)("%s", (_name, { one, way, sent }) => {
    /** What `codec` gives the case's page, the global change made before and undone after. */
    const outcome = (codec: Codec, entry: Entry): Outcome => {
      const undo = one.global?.();
      try {
        return call(codec, entry, "SurveyResponsePage", freeFormPage(sent, way, one));
      } finally {
        undo?.();
      }
    };
    for (const entry of Object.values(ENTRIES)) {
      const text = outcome("stringify", entry);
      const wire = outcome("toWire", entry);
      expect("sent" in text ? text.sent : "refused").toBe("sent" in wire ? JSON.stringify(wire.sent) : "refused");
    }
  });
});
