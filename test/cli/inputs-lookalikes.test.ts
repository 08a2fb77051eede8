// The inputs of `validate` (src/cli/inputs.ts, paths.ts) against their look-alikes, as
// docs/cli.md promises them: a walk or a glob takes each regular file once by its real path
// however many arguments, spellings, links or loops lead to it, and never takes one file for
// another whose path merely starts the same, differs in case, or differs in a byte that is not
// UTF-8; a record file is named by its whole extension; a name is kept as bytes and printed
// with what is not UTF-8 as \xNN and its control characters escaped.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { expandInputs } from "../../src/cli/inputs.js";
import { FULL } from "../fixtures.js";
import { runCli } from "./run-cli.js";

const root = mkdtempSync(path.join(tmpdir(), "contract-inputs-lookalikes-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const good = JSON.stringify(FULL.FromEmail);
function file(name: string, content = good): void {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
}

file("dir/a.json");
file("dir/A.json");
file("dir/b.ndjson", `${good}\n`);
file("dir/a.json.bak");
file("dir/x.jsonx");
file("dir/xjson");
file("dir/y.JSON");
file("dir/z.ndjson.json");
file("dir/.hidden.json");
file("dir/sub/c.jsonl", `${good}\n`);
symlinkSync("a.json", path.join(root, "dir/link.json"));
symlinkSync(".", path.join(root, "dir/loop"));
symlinkSync("..", path.join(root, "dir/sub/up"));
symlinkSync("dir", path.join(root, "dir-link"));
file("p/a/x.json");
file("p/ab/y.json");

/** What the walk of dir takes, in order, each with whether it is read as NDJSON. */
const DIR = [
  ["dir/A.json", false],
  ["dir/a.json", false],
  ["dir/b.ndjson", true],
  ["dir/sub/c.jsonl", true],
  ["dir/y.JSON", false],
  ["dir/z.ndjson.json", false],
] as const;

/** The inputs of these arguments (relative to the tree), as printed and whether NDJSON; and what is not read. */
function inputsOf(...args: string[]) {
  const { inputs, notRead } = expandInputs(
    args.map((argument) => `${root}/${argument}`),
    false,
  );
  const relative = (name: string) => (name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name);
  return { inputs: inputs.map((input) => [relative(input.name), input.ndjson]), notRead: notRead.map((skipped) => [relative(skipped.name), skipped.message]) };
}

describe("a walk's inputs, told from their look-alikes", () => {
  it("takes a directory's record files once, sorted by bytes, A.json beside a.json: a link to a file already taken, a link to the directory and one back to its parent left, hidden names and look-alike extensions (.json.bak, .jsonx, json) left out", () => {
    expect(inputsOf("dir")).toEqual({ inputs: DIR, notRead: [] });
  });

  const SPELLINGS: [args: string[], why: string][] = [
    [["dir", "dir"], "the same directory twice"],
    [["dir", "dir/"], "with a trailing slash"],
    [["dir", "./dir"], "after ./"],
    [["dir", "dir/sub/.."], "through .. from a subdirectory"],
    [["dir", "dir-link"], "through a link to it"],
    [["dir", "dir/loop/loop"], "through a loop of links"],
    [["dir", "dir/sub"], "a subdirectory already walked"],
    [["dir", "dir/*.json"], "a glob over files already walked"],
    [["dir", "dir/**/*.jsonl"], "** over subdirectories already walked"],
  ];

  it.each(SPELLINGS)("takes nothing more from %j (%s) than from dir alone, and says nothing is missing", (args) => {
    expect(inputsOf(...args)).toEqual(inputsOf("dir"));
  });

  it("prints each file as the first argument that led to it spells it: after a trailing slash, no double slash", () => {
    expect(inputsOf("dir/").inputs).toEqual(inputsOf("dir").inputs);
    expect(inputsOf("./dir").inputs).toEqual(inputsOf("dir").inputs.map(([name, ndjson]) => [`./${name}`, ndjson]));
    expect(inputsOf("dir-link").inputs).toEqual(inputsOf("dir").inputs.map(([name, ndjson]) => [`${name}`.replace("dir/", "dir-link/"), ndjson]));
  });

  it("takes a directory whose path starts with another's, both ways round", () => {
    expect(inputsOf("p/a", "p/ab").inputs).toEqual([
      ["p/a/x.json", false],
      ["p/ab/y.json", false],
    ]);
    expect(inputsOf("p/ab", "p/a").inputs).toEqual([
      ["p/ab/y.json", false],
      ["p/a/x.json", false],
    ]);
  });

  it("takes a glob's files once, link and all, and leaves names in another case to the walk", () => {
    expect(inputsOf("dir/*.json", "dir")).toEqual({
      inputs: [
        ["dir/A.json", false],
        ["dir/a.json", false],
        ["dir/z.ndjson.json", false],
        ["dir/b.ndjson", true],
        ["dir/sub/c.jsonl", true],
        ["dir/y.JSON", false],
      ],
      notRead: [],
    });
  });
});

describe("names as bytes, told from their look-alikes", () => {
  const names = path.join(root, "names");
  mkdirSync(names);
  const invalid = { email: 1 };
  const NAMES: [bytes: Buffer, printed: string, why: string][] = [
    [Buffer.from([0xff, 0x2e, 0x6a, 0x73, 0x6f, 0x6e]), "\\xff.json", "a byte that starts no UTF-8 sequence"],
    [Buffer.from([0xfe, 0x2e, 0x6a, 0x73, 0x6f, 0x6e]), "\\xfe.json", "another, which decoding would make the same U+FFFD"],
    [Buffer.from([0xc0, 0xaf, 0x2e, 0x6a, 0x73, 0x6f, 0x6e]), "\\xc0\\xaf.json", "an overlong /"],
    [Buffer.from([0xed, 0xa0, 0x80, 0x2e, 0x6a, 0x73, 0x6f, 0x6e]), "\\xed\\xa0\\x80.json", "a surrogate encoded"],
    [Buffer.from("é\u00ff.json"), "é\u00ff.json", "UTF-8 that is no ASCII, as it is"],
    [Buffer.from("line\nbreak.json"), "line\\nbreak.json", "a line break"],
    [Buffer.from("\u001b[31mred.json"), "\\u001b[31mred.json", "an escape sequence"],
    [Buffer.from("\u0085next.json"), "\\u0085next.json", "C1's next line"],
  ];
  for (const [bytes] of NAMES) writeFileSync(Buffer.concat([Buffer.from(`${names}/`), bytes]), JSON.stringify(invalid));

  it("reads each file, printed with what is not UTF-8 as \\xNN and controls escaped", async () => {
    const result = await runCli("validate", "FromEmail", names);
    expect(result.code).toBe(1);
    const printed = [...NAMES].sort((a, b) => Buffer.compare(a[0], b[0])).map(([, shown]) => `${names}/${shown}:1:10: /email must be a string [type]`);
    expect(result.stdout.split("\n")).toEqual(printed);
    expect(result.stderr).toBe(`${NAMES.length} of ${NAMES.length} FromEmail records invalid (tolerant profile) in ${NAMES.length} inputs`);
  });
});
