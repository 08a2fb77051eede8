// Jest with ts-jest in a CommonJS TypeScript project (NestJS's default setup), from the packed
// tarball: the package is ESM only, so Jest transforms it as the README says, and the tests of
// such a project validate and make records as any other.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT, TYPESCRIPT, exec, install, project } from "./tarball.js";

const TIMEOUT = 240_000;

/** The Jest configuration the README gives, read from it: what a user copies is what is tested. */
function readmeJestConfig(): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = /```js\n(\/\/ jest\.config\.js\n[\s\S]*?)```/.exec(readme)?.[1];
  if (block === undefined) throw new Error("README.md has no ```js block starting with // jest.config.js");
  return block;
}

const SPEC = `import { ContractValidationError, assertCollector, isCollectorPage, type Collector } from "@survey-collection/contract";
import { isCollector } from "@survey-collection/contract/strict";
import { makeCollector } from "@survey-collection/contract/testing";

describe("the contract under Jest", () => {
  it("validates and makes records", () => {
    const collector: Collector = makeCollector({ name: "Spring newsletter" }, { seed: 4 });
    expect(isCollector(collector)).toBe(true);
    expect(isCollectorPage({ page: 1, pageSize: 1, totalCount: 1, data: [collector] })).toBe(true);
    expect(() => assertCollector({})).toThrow(ContractValidationError);
  });
});
`;

it(
  "runs a CommonJS project's ts-jest tests with the README's configuration (was: SyntaxError: Cannot use import statement outside a module)",
  async () => {
    const dir = project("jest-cjs", {
      "package.json": JSON.stringify({ name: "consumer-jest", private: true, scripts: { test: "jest" } }),
      "tsconfig.json": JSON.stringify({ compilerOptions: { module: "commonjs", target: "es2022", strict: true, esModuleInterop: true, allowJs: true, types: ["jest", "node"] } }),
      "jest.config.js": readmeJestConfig(),
      "src/collector.spec.ts": SPEC,
    });
    await install(dir, [TYPESCRIPT, "jest@30", "ts-jest@29", "@types/jest@30", "@types/node@20"]);
    const { stdout, stderr } = await exec(path.join(dir, "node_modules/.bin/jest"), ["--ci"], dir);
    expect(`${stdout}${stderr}`).toMatch(/Tests: +1 passed, 1 total/);
  },
  TIMEOUT,
);
