// Design decision D9 beyond plain JSON.parse output: a validator judges what JSON.stringify
// would send, whatever prototypes, holes or undefined values the value carries.
import { afterEach, describe, expect, it } from "vitest";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, recordApi } from "./profiles.js";

const ObjectPrototype = Object.prototype as Record<string, unknown>;
const polluted: string[] = [];

function pollute(name: string, value: unknown, enumerable = true) {
  Object.defineProperty(ObjectPrototype, name, { value, enumerable, configurable: true, writable: true });
  polluted.push(name);
}

afterEach(() => {
  for (const name of polluted.splice(0)) delete ObjectPrototype[name];
});

describe.each(PROFILES)("%s profile", (profile) => {
  const collector = recordApi(profile, "Collector");

  it("a required field inherited from a polluted Object.prototype is still missing", () => {
    const { id, ...withoutId } = copy(FULL.Collector);
    pollute("id", id);
    expect(collector.is(withoutId)).toBe(false);
    expect(collector.is({ ...withoutId, id })).toBe(true);
  });

  it("a non-enumerable required field on Object.prototype is still missing", () => {
    const { createdAt, ...rest } = copy(MINIMAL.Collector);
    pollute("createdAt", createdAt, false);
    expect(collector.is(rest)).toBe(false);
  });

  it("an invalid optional field on Object.prototype is not judged", () => {
    pollute("surveyId", "not an integer");
    const { surveyId, ...rest } = copy(FULL.Collector);
    expect(collector.is(rest)).toBe(true);
    expect(collector.is(copy(MINIMAL.Collector))).toBe(true);
  });

  it("an enumerable property on Object.prototype is not sent, so not unknown", () => {
    pollute("leaked", 1);
    expect(collector.is(copy(FULL.Collector))).toBe(true);
    expect(recordApi(profile, "CollectorPage").is(copy(FULL.CollectorPage))).toBe(true);
  });

  it("accepts records without a prototype and class instances, by their own properties", () => {
    expect(collector.is(Object.assign(Object.create(null), copy(FULL.Collector)))).toBe(true);
    class Sender {
      email = "x@example.com";
      get name() {
        return "from a getter on the prototype, not sent";
      }
    }
    expect(recordApi(profile, "FromEmail").is(new Sender())).toBe(true);
  });

  it("treats an own property holding undefined as absent, as JSON.stringify does", () => {
    expect(collector.is({ ...copy(FULL.Collector), closeDate: undefined, surveyTitle: undefined })).toBe(true);
    expect(collector.is({ ...copy(FULL.Collector), id: undefined })).toBe(false);
  });

  it("reads an array hole as the null JSON.stringify sends", () => {
    const page = copy(FULL.CollectorPage) as { data: unknown[] };
    delete page.data[1];
    expect(1 in page.data).toBe(false);
    expect(recordApi(profile, "CollectorPage").is(page)).toBe(false);
    Array.prototype[1] = copy(MINIMAL.Collector);
    try {
      expect(recordApi(profile, "CollectorPage").is(page)).toBe(false);
    } finally {
      delete Array.prototype[1];
    }
  });
});
