// Design decision D9 for values JSON.parse never makes: what counts is what JSON.stringify
// sends, the type never lies about a named field, and nothing throws, in both modes of the
// check (fast for plain objects, exact otherwise) and in the issues of assertX.
import { afterEach, describe, expect, it } from "vitest";
import { ContractValidationError } from "../src/index.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, errorOf, expectInvalidAt, expectValid, issuesOf, recordApi, type RecordApi } from "./profiles.js";

const ObjectPrototype = Object.prototype as Record<string, unknown>;
const polluted: string[] = [];

function pollute(name: string, descriptor: PropertyDescriptor) {
  Object.defineProperty(ObjectPrototype, name, { configurable: true, ...descriptor });
  polluted.push(name);
}

afterEach(() => {
  for (const name of polluted.splice(0)) delete ObjectPrototype[name];
});

function hidden<T extends object>(record: T, name: string): T {
  const value = (record as Record<string, unknown>)[name];
  delete (record as Record<string, unknown>)[name];
  Object.defineProperty(record, name, { value, enumerable: false, configurable: true, writable: true });
  return record;
}

/** A class instance and a null-prototype copy of a record: both run the exact mode of the check. */
const EXACT_MODE_VARIANTS: [string, (record: object) => object][] = [
  ["a plain object", (record) => record],
  ["an object without a prototype", (record) => Object.assign(Object.create(null), record)],
  ["a class instance", (record) => Object.assign(new (class Row {})(), record)],
];

/** Every way a call can end: `is` false, and assert and parse throw only ContractValidationError. */
function expectRejectedWithoutThrowing(api: RecordApi, value: unknown): void {
  expect(api.is(value)).toBe(false);
  expect(() => api.assert(value)).toThrow(ContractValidationError);
}

describe.each(PROFILES)("%s profile", (profile) => {
  const collector = recordApi(profile, "Collector");
  const page = recordApi(profile, "CollectorPage");

  describe.each(EXACT_MODE_VARIANTS)("non-enumerable properties of %s are absent", (_, variant) => {
    it("a required field that is own but not enumerable is missing", () => {
      const record = variant(hidden(copy(MINIMAL.Collector), "status"));
      expect(JSON.parse(JSON.stringify(record))).not.toHaveProperty("status");
      expectInvalidAt(collector, record, "/status", "required");
    });

    it("a non-enumerable optional field does not hide an unknown one from the strict count", () => {
      const record = variant(Object.assign(hidden(copy(FULL.Collector), "closeDate"), { passwordHash: "x" }));
      if (profile === "strict") expectInvalidAt(collector, record, "/passwordHash", "additionalProperties");
      else expectValid(collector, record);
    });

    it("a non-enumerable field holding an invalid value is not judged", () => {
      const record = variant(Object.defineProperty(copy(FULL.Collector), "surveyTitle", { value: 42, enumerable: false }));
      expectValid(collector, record);
    });
  });

  describe("unnamed properties JSON.stringify leaves out are absent", () => {
    it.each([
      ["a function", () => 1],
      ["a symbol", Symbol("s")],
      ["undefined", undefined],
    ])("an unknown property holding %s", (_, value) => {
      for (const record of [{ ...copy(FULL.Collector), extra: value }, Object.assign(new (class Row {})(), copy(FULL.Collector), { extra: value })]) {
        expectValid(collector, record);
      }
      const inGroup = copy(FULL.Collector) as { groups: Record<string, unknown>[] };
      inGroup.groups[0]!.extra = value;
      expectValid(collector, inGroup);
    });

    it("an unknown property holding a value JSON.stringify sends is unknown (strict) or accepted (tolerant)", () => {
      const record = { ...copy(FULL.Collector), extra: new Date(0) };
      if (profile === "strict") expectInvalidAt(collector, record, "/extra", "additionalProperties");
      else expectValid(collector, record);
    });
  });

  describe("a named field holds its JSON type or is invalid", () => {
    it.each([
      ["a function", () => "2026-01-01T00:00:00Z", "is a function, which JSON.stringify leaves out"],
      ["a symbol", Symbol("OPEN"), "is a symbol, which JSON.stringify leaves out"],
      ["a boxed string", new String("2026-01-01T00:00:00Z"), "is a boxed primitive (such as new String()): validate the primitive value"],
      ["a BigInt", BigInt(5), "is a BigInt, which JSON.stringify cannot send"],
    ])("%s in a required date-time field", (_, value, message) => {
      for (const variant of EXACT_MODE_VARIANTS.map(([, make]) => make)) {
        const record = variant({ ...copy(MINIMAL.Collector), createdAt: value });
        expectInvalidAt(collector, record, "/createdAt", "type");
        expect(issuesOf(collector, record).find((issue) => issue.path === "/createdAt")?.detail).toBe(message);
      }
      // The same words a level down, in a record that is no page.
      const nested = copy(FULL.Collector) as { groups: Record<string, unknown>[] };
      nested.groups[0]!.createdAt = value;
      expect(issuesOf(collector, nested).find((issue) => issue.path === "/groups/0/createdAt")?.detail).toBe(message);
    });

    it.each([NaN, Infinity, -Infinity])("%s in a count, required or optional and nullable", (value) => {
      expectInvalidAt(collector, { ...copy(MINIMAL.Collector), completedResponsesCount: value }, "/completedResponsesCount", "type");
      const optional = { ...copy(FULL.Collector), responseLimit: value };
      expectInvalidAt(collector, optional, "/responseLimit", "type");
      expect(issuesOf(collector, optional)[0]!.detail).toBe("is not a finite number: JSON.stringify sends null");
    });

    it("a boxed number, boolean or string anywhere a primitive belongs", () => {
      expectInvalidAt(collector, { ...copy(FULL.Collector), surveyId: new Number(5) }, "/surveyId", "type");
      expectInvalidAt(collector, { ...copy(FULL.Collector), isActive: new Boolean(true) }, "/isActive", "type");
      expectInvalidAt(collector, { ...copy(FULL.Collector), type: new String("SMS") }, "/type");
    });

    it("a boxed primitive or an array is not a free-form object", () => {
      expectInvalidAt(collector, { ...copy(FULL.Collector), dynamicParameters: new String("{}") }, "/dynamicParameters", "type");
      expectInvalidAt(collector, { ...copy(FULL.Collector), dynamicParameters: [] }, "/dynamicParameters", "type");
    });

    it("a class instance or an object without a prototype is a free-form object, as JSON.stringify sends it", () => {
      class Answers {
        q1 = 5;
      }
      for (const content of [new Answers(), Object.assign(Object.create(null), { q1: 5 }), new Map()]) {
        expectValid(recordApi(profile, "SurveyResponse"), { ...copy(FULL.SurveyResponse), content });
        expectValid(recordApi(profile, "SurveyResponsePage"), { ...copy(MINIMAL.SurveyResponsePage), data: [{ ...copy(FULL.SurveyResponse), content }] });
      }
      const withToJson = { ...copy(FULL.SurveyResponse), content: { toJSON: () => ({}) } };
      expectInvalidAt(recordApi(profile, "SurveyResponse"), withToJson, "/content", "type");
    });

    it("a boxed primitive carrying a record's fields is not that record", () => {
      expectInvalidAt(collector, Object.assign(new Number(1), copy(FULL.Collector)), "", "type");
    });
  });

  describe("a toJSON method anywhere in the record makes it invalid", () => {
    it("a Date in a date-time field tells the developer to validate the JSON value, in the error's message and the issue's detail", () => {
      const record = { ...copy(MINIMAL.Collector), createdAt: new Date("2026-01-01T00:00:00Z") };
      expectInvalidAt(collector, record, "/createdAt", "type");
      const error = errorOf(() => collector.assert(record));
      expect(error.message).toBe("Invalid Collector: /createdAt is a Date: validate the JSON value, e.g. toISOString()");
      expect(error.issues[0]).toEqual({ path: "/createdAt", keyword: "type", message: "must be a string", detail: "is a Date: validate the JSON value, e.g. toISOString()" });
    });

    it("words what a form shows for the person filling the field, never JSON.stringify (was: the developer's reason as the message)", () => {
      const messages = [{ responseLimit: NaN }, { name: () => "x" }, { responseLimit: BigInt(5) }].flatMap((fields) =>
        issuesOf(collector, { ...copy(FULL.Collector), ...fields }).map(({ path, message }) => `${path} ${message}`),
      );
      expect(messages).toEqual(["/responseLimit must be an integer or null", "/name must be a string", "/responseLimit must be an integer or null"]);
    });

    it("an own toJSON method on the record, enumerable or not", () => {
      const message = "has a toJSON method: validate the JSON value it stands for";
      const own = { ...copy(FULL.Collector), toJSON: () => copy(FULL.Collector) };
      expectInvalidAt(collector, own, "", "type");
      expect(issuesOf(collector, own)[0]!.detail).toBe(message);
      expectInvalidAt(collector, Object.defineProperty(copy(FULL.Collector), "toJSON", { value: () => ({}), enumerable: false }), "", "type");
    });

    it("a toJSON method on the record's class, or on a nested record", () => {
      class Exported {
        toJSON() {
          return {};
        }
      }
      expectInvalidAt(collector, Object.assign(new Exported(), copy(FULL.Collector)), "", "type");
      const nested = copy(FULL.Collector);
      nested.fromEmail = Object.assign(new Exported(), nested.fromEmail);
      expectInvalidAt(collector, nested, "/fromEmail", "type");
      const withList = copy(FULL.CollectorPage);
      (withList.data as unknown as { toJSON(): unknown }).toJSON = () => [];
      expectInvalidAt(page, withList, "/data", "type");
    });

    it("a toJSON method on Object.prototype", () => {
      pollute("toJSON", { value: () => ({}), enumerable: false, writable: true });
      expectRejectedWithoutThrowing(collector, copy(FULL.Collector));
      expect(issuesOf(collector, copy(FULL.Collector))[0]).toMatchObject({ path: "", keyword: "type" });
    });

    it("a toJSON property that is not a method is only a property", () => {
      const record = { ...copy(FULL.Collector), toJSON: 5 };
      if (profile === "strict") expectInvalidAt(collector, record, "/toJSON", "additionalProperties");
      else expectValid(collector, record);
    });
  });

  describe("nothing throws, whatever the value", () => {
    const boom = () => {
      throw new Error("boom");
    };

    it("a throwing getter on a named field, an unknown property or a nested record", () => {
      expectRejectedWithoutThrowing(collector, Object.defineProperty(copy(FULL.Collector), "status", { get: boom, enumerable: true }));
      expectRejectedWithoutThrowing(collector, Object.defineProperty(copy(FULL.Collector), "extra", { get: boom, enumerable: true }));
      const nested = copy(FULL.Collector) as { groups: object[] };
      Object.defineProperty(nested.groups[0]!, "name", { get: boom, enumerable: true });
      expectRejectedWithoutThrowing(collector, nested);
      const issue = issuesOf(collector, nested).find((i) => i.path === "/groups/0/name");
      expect(issue?.detail).toBe("cannot be read (a getter or proxy threw): JSON.stringify would throw");
    });

    it("a throwing getter on an array's element, which JSON.stringify would throw on as on a field", () => {
      const record = copy(FULL.Collector) as { groups: object[] };
      Object.defineProperty(record.groups, 0, { get: boom, enumerable: true });
      expectRejectedWithoutThrowing(collector, record);
      expect(issuesOf(collector, record)).toEqual([
        { path: "/groups/0", keyword: "type", message: "must be an object", detail: "cannot be read (a getter or proxy threw): JSON.stringify would throw" },
      ]);
    });

    it("a throwing getter for toJSON or for a field on Object.prototype", () => {
      pollute("toJSON", { get: boom, enumerable: false });
      expectRejectedWithoutThrowing(collector, copy(FULL.Collector));
      expectRejectedWithoutThrowing(page, copy(FULL.CollectorPage));
    });

    it("an enumerable throwing getter on Object.prototype is inherited, not sent", () => {
      const { surveyTitle, ...rest } = copy(FULL.Collector);
      // The test library itself reads enumerable inherited properties, so it runs after the cleanup.
      pollute("surveyTitle", { get: boom, enumerable: true });
      const verdict = collector.is(rest);
      let thrown: unknown;
      try {
        collector.assert(rest);
      } catch (error) {
        thrown = error;
      }
      delete ObjectPrototype.surveyTitle;
      expect(verdict).toBe(true);
      expect(thrown).toBeUndefined();
    });

    it("proxies whose traps throw, and revoked proxies", () => {
      const traps = ["get", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf"] as const;
      for (const trap of traps) {
        const proxy = new Proxy(copy(FULL.Collector), { [trap]: boom });
        expectRejectedWithoutThrowing(collector, proxy);
        expectRejectedWithoutThrowing(page, { ...copy(MINIMAL.CollectorPage), data: [proxy] });
        expect(() => collector.parse(JSON.stringify(copy(FULL.Collector)))).not.toThrow();
      }
      const { proxy, revoke } = Proxy.revocable(copy(FULL.Collector), {});
      revoke();
      expectRejectedWithoutThrowing(collector, proxy);
      const pageWithRevoked = copy(FULL.CollectorPage) as { data: unknown[] };
      pageWithRevoked.data[1] = proxy;
      expectRejectedWithoutThrowing(page, pageWithRevoked);
      expect(issuesOf(page, pageWithRevoked).map((issue) => issue.path)).toEqual(["/data/1"]);
      const revokedList = Proxy.revocable([copy(FULL.Collector)], {});
      revokedList.revoke();
      expectRejectedWithoutThrowing(page, { ...copy(MINIMAL.CollectorPage), data: revokedList.proxy });
    });

    it("a transparent proxy is judged by what it shows", () => {
      expectValid(collector, new Proxy(copy(FULL.Collector), {}));
    });
  });
});
