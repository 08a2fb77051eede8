// The README's Python instructions, run as they are written with Debian's Python and its
// python3-jsonschema (no rfc3339-validator, which Debian does not package) on the schemas of the
// packed tarball: every value of the differential corpus gets the verdict isX gives it, in both
// profiles.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { RECORDS } from "../contract-table.js";
import { CORPUS_SIZE, differentialCorpus } from "../hostile/corpus.js";
import { PROFILES, recordApi } from "../profiles.js";
import { ROOT, install, project } from "./tarball.js";

const TIMEOUT = 300_000;
const DEBIAN_PYTHON = "/usr/bin/python3";
const run = promisify(execFile);

/** The README's one Python block, as a user copies it. */
function readmePython(): string {
  const blocks = [...readFileSync(path.join(ROOT, "README.md"), "utf8").matchAll(/```python\n([\s\S]*?)```/g)];
  expect(blocks).toHaveLength(1);
  return blocks[0]![1]!;
}

/** Reads [schema file, value] lines and prints each verdict, with the block's validator settings. */
const JUDGE = `
import sys
judges = {}
for line in sys.stdin:
    schema_file, value = json.loads(line)
    if schema_file not in judges:
        with open(f"{schemas}/{schema_file}") as file:
            judges[schema_file] = Draft202012Validator(json.load(file), format_checker=contract_formats)
    print(json.dumps(judges[schema_file].is_valid(value)))
`;

let dir = "";

beforeAll(async () => {
  await run("bash", [path.join(ROOT, "scripts/ensure-python-jsonschema.sh")]);
  dir = project("python", { "package.json": JSON.stringify({ name: "consumer-python", private: true }) });
  await install(dir, []);
  writeFileSync(path.join(dir, "judge.py"), `${readmePython()}${JUDGE}`);
}, TIMEOUT);

it(
  "gives isX's verdict on every value of the differential corpus, in both profiles, with Debian's python3-jsonschema",
  async () => {
    const cases: { record: string; profile: string; value: unknown; expected: boolean }[] = [];
    for (const profile of PROFILES) {
      for (const record of RECORDS) {
        for (const sample of fc.sample(differentialCorpus(record, profile), { numRuns: CORPUS_SIZE, seed: 42 })) {
          const text = JSON.stringify(sample);
          if (text === undefined) continue;
          const value: unknown = JSON.parse(text);
          cases.push({ record, profile, value, expected: recordApi(profile, record).is(value) });
        }
      }
    }
    const input = cases.map(({ record, profile, value }) => JSON.stringify([`${profile === "strict" ? "strict/" : ""}${record}.json`, value])).join("\n");
    const child = run(DEBIAN_PYTHON, ["judge.py"], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    child.child.stdin!.end(input);
    const lines = (await child).stdout.trim().split("\n");
    // The block's own example first.
    expect(lines[0]).toBe("True");
    const verdicts = lines.slice(1).map((line) => JSON.parse(line) as boolean);
    expect(verdicts).toHaveLength(cases.length);
    const disagreements = cases.filter((c, i) => verdicts[i] !== c.expected).map(({ record, profile, value, expected }) => ({ record, profile, value, expected }));
    expect(disagreements.slice(0, 5)).toEqual([]);
    // Both verdicts were given, many times each.
    expect(cases.filter((c) => c.expected).length).toBeGreaterThan(cases.length / 10);
    expect(cases.filter((c) => !c.expected).length).toBeGreaterThan(cases.length / 10);
  },
  TIMEOUT,
);
