// D24 in the library: the message of every error the package throws that quotes input (a
// record's keys, a service's ids, a URL, a caller's option) is escaped as the CLI's lines are, so
// that a server or a CI job that logs it prints no forged annotation and no terminal sequence;
// the issues' paths stay exact data.
import { describe, expect, it } from "vitest";
import { Collector, HttpError, PaginationError, readPage, records, type FetchPage } from "../src/index.js";
import * as strict from "../src/strict.js";
import { fieldErrors } from "../src/index.js";
import { logLines, runnerCommandOf } from "./cli/runner-commands.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";

/** What a sender puts in a key or an id: an OSC title, a clear screen, C1 controls, DEL, line separators, and both runner command forms. */
const HOSTILE = [
  "\u001b]0;owned\u0007\u001b[2J\n::error title=Build failed::forged ##[warning]legacy",
  "\u009b31m\u007f\u0085::warning::next line\u2028##[set-output name=x]y\u2029",
];

/** A message as a log reads it: no control character, no line the GitHub Actions runner would run. */
function expectLoggable(message: string): void {
  expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  expect(logLines(message).filter((line) => runnerCommandOf(line, { anyName: true }) !== undefined)).toEqual([]);
}

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

async function rejected(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

describe.each(HOSTILE)("a key or id holding %j", (hostile) => {
  it("ContractValidationError: a strict assert's message is escaped, its issue's path exact", () => {
    const error = thrown(() => strict.assertCollector({ ...copy(FULL.Collector), [hostile]: 1 })) as strict.ContractValidationError;
    expectLoggable(error.message);
    expect(error.issues.map((issue) => issue.path)).toContain(`/${hostile.replaceAll("~", "~0").replaceAll("/", "~1")}`);
  });

  it("ContractValidationError: a nested unknown key of a request body, and its field map keeps the key as exact data", () => {
    const body = { ...copy(FULL.Collector), fromEmail: { email: "a@example.com", [hostile]: true } };
    const error = thrown(() => strict.assertCollector(body)) as strict.ContractValidationError;
    expectLoggable(error.message);
    // The key is data: quoted as JSON, so that it reads back exactly.
    expect(Object.keys(fieldErrors(error))).toContain(`fromEmail[${JSON.stringify(hostile)}]`);
  });

  it("PaginationError: a repeated id is quoted escaped", async () => {
    const page = (number: number) => ({ page: number, pageSize: 1, totalCount: 2, data: [{ ...copy(MINIMAL.Collector), id: hostile }] });
    const fetchPage: FetchPage = async (number) => page(number);
    const error = await rejected(async () => {
      for await (const record of records(fetchPage, { list: "CollectorPage", firstPage: 0 })) void record;
    });
    expect(error).toBeInstanceOf(PaginationError);
    expectLoggable(error.message);
    expect((error as PaginationError).problem).toBe("duplicate-id");
  });

  it("HttpError: a URL and a body the service chose are escaped", async () => {
    const response = new Response(`oops ${hostile}`, { status: 500 });
    Object.defineProperty(response, "url", { value: `http://127.0.0.1/${hostile}` });
    const error = await rejected(() => readPage("CollectorPage", response));
    expect(error).toBeInstanceOf(HttpError);
    expectLoggable(error.message);
  });

  it("a JSON Schema target the caller names is quoted escaped", () => {
    const error = thrown(() => Collector["~standard"].jsonSchema.output({ target: hostile as "draft-07" }));
    expectLoggable(error.message);
  });
});
