// A consumer's upgrade (D29), from packed tarballs of two versions: this repository's, and a
// next version made in a copy of it the way a release is made (schemas edited, the breaks
// allowed, `npm run release`, `npm pack`): a field renamed, an enum value removed and one added,
// a field deprecated. The consumer, a git repository with its lockfile committed, upgrades; then
// `survey-contract changes` reads the version before from the lockfile's history and the old
// document from the new package's own history, and the consumer's code compiles against the old
// types and not against the new, as the changes say.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILER_OPTIONS } from "./node-project.js";
import { ROOT, TYPESCRIPT, exec, install, project } from "./tarball.js";
import { npm } from "./exec.js";

const TIMEOUT = 600_000;

const next = { version: "0.2.0", sunset: "2027-06-30" };

/** A copy of the repository's tracked files, with its node_modules linked: where the next version is made. */
function repositoryCopy(): string {
  const dir = project("next-version", {});
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

function editJson(file: string, edit: (value: any) => void): void {
  const value = JSON.parse(readFileSync(file, "utf8"));
  edit(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The next version, released in the copy as a maintainer releases one: its folder and its tarball. */
async function releaseNextVersion(): Promise<{ dir: string; tarball: string }> {
  const dir = repositoryCopy();
  editJson(path.join(dir, "schemas/CollectorType.schema.json"), (schema) => {
    schema.enum = schema.enum.filter((value: string) => value !== "WHATSAPP").concat("TELEGRAM");
  });
  editJson(path.join(dir, "schemas/Collector.schema.json"), (schema) => {
    schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name === "closedMessage" ? "closingMessage" : name, field]));
    Object.assign(schema.properties.senderId, { deprecated: true, "x-sunset": next.sunset });
  });
  editJson(path.join(dir, "contract/allow.json"), (allowList) => {
    allowList.allow.push(
      { rule: "FIELD_REMOVED", pointer: "/components/schemas/Collector/properties/closedMessage", reason: "renamed closingMessage" },
      { rule: "ENUM_VALUE_REMOVED", pointer: "/components/schemas/CollectorType", reason: "WhatsApp collectors retired" },
      { rule: "ENUM_VALUE_ADDED", pointer: "/components/schemas/CollectorType", reason: "Telegram collectors" },
    );
  });
  await exec(npm, ["run", "generate"], dir);
  await exec(npm, ["run", "build"], dir);
  await exec(npm, ["run", "release"], dir);
  await exec(npm, ["pack", "--silent"], dir);
  const tarball = readdirSync(dir).find((name) => name.endsWith(".tgz"));
  if (tarball === undefined) throw new Error("npm pack wrote no tarball");
  return { dir, tarball: path.join(dir, tarball) };
}

/** A command's exit code and what it printed, whether it fails or not. */
async function outcome(command: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return exec(command, args, cwd).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Error) => {
      const { code, stdout, stderr } = error.cause as { code?: number; stdout?: string; stderr?: string };
      return { code: code ?? -1, stdout: stdout ?? "", stderr: stderr ?? "" };
    },
  );
}

/** Writes CHANGELOG.md from the history in the current folder, as a release does. */
const CHANGELOG_WRITER = `import { writeFileSync } from "node:fs";
const { changelogOf } = await import(new URL("dist/src/changes/changelog.js", \`file://\${process.cwd()}/\`).href);
writeFileSync("CHANGELOG.md", changelogOf(new URL("contract/releases/", \`file://\${process.cwd()}/\`)));`;

function git(dir: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=consumer", "-c", "user.email=consumer@example.com", ...args], { cwd: dir, stdio: "pipe" });
}

/** A client's code: a switch naming every collector type of 0.1.0 (one with a `never` check of exhaustiveness), and the field renamed. */
const CLIENT = `import type { Collector, CollectorType } from "@survey-collection/contract";
export function channel(type: CollectorType): string {
  switch (type) {
    case "WHATSAPP":
      return "chat";
    default:
      return "other";
  }
}
export function exhaustive(type: CollectorType): number {
  switch (type) {
    case "SMS": case "EMAIL": case "WEB_LINK": case "WHATSAPP": case "WIDGET":
      return 1;
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}
export const closing = (collector: Collector): string | null | undefined => collector.closedMessage;
`;

/** A producer's code: values of 0.1.0 sent; after the upgrade, the removed one no longer compiles (TS2322), and nothing an added value does breaks it. */
const PRODUCER = `import type { CollectorType } from "@survey-collection/contract";
export const sent: CollectorType = "WEB_LINK";
export const retired: CollectorType = "WHATSAPP";
`;

/** tsc's error codes for the consumer's project, each with the line of src/ it is on; none when it compiles. */
async function compileErrors(dir: string): Promise<string[]> {
  const result = (await outcome(path.join(dir, "node_modules/.bin/tsc"), ["-p", ".", "--noEmit"], dir)).stdout;
  return [...result.matchAll(/src\/(\w+)\.ts\((\d+),\d+\): error (TS\d+)/g)].map((match) => `${match[1]}:${match[2]} ${match[3]}`);
}

describe("a consumer upgraded to a release with a field renamed, an enum value removed and one added, a field deprecated", () => {
  let released: { dir: string; tarball: string };
  let consumer: string;
  const survey = (...args: string[]) => outcome(path.join(consumer, "node_modules/.bin/survey-contract"), args, consumer);

  beforeAll(async () => {
    released = await releaseNextVersion();
    consumer = project("upgrading-consumer", {
      "package.json": JSON.stringify({ name: "upgrading-consumer", private: true, type: "module" }),
      "tsconfig.json": JSON.stringify({ compilerOptions: { ...COMPILER_OPTIONS, types: [] }, include: ["src"] }),
      ".gitignore": "node_modules\n",
      "src/client.ts": CLIENT,
      "src/producer.ts": PRODUCER,
    });
    await install(consumer, [TYPESCRIPT]);
    git(consumer, "init", "-q", "-b", "main");
    git(consumer, "add", ".");
    git(consumer, "commit", "-q", "-m", "on 0.1.0");
  }, TIMEOUT);

  afterAll(() => {
    for (const dir of [released?.dir, consumer]) if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "compiles against the version it had, and after the upgrade fails exactly where the changes say: the removed value named (TS2678), the exhaustive switch (TS2322), the renamed field (TS2551, with the new name suggested); for a producer, the removed value sent (TS2322)",
    async () => {
      expect(await compileErrors(consumer)).toEqual([]);
      await exec(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error", released.tarball], consumer);
      expect(await compileErrors(consumer)).toEqual(["client:4 TS2678", "client:12 TS2678", "client:15 TS2322", "client:20 TS2551", "producer:3 TS2322"]);
    },
    TIMEOUT,
  );

  it(
    "changes: each change for clients, with the rename hint and what stops compiling; the version before read from the lockfile's history; exit 1",
    async () => {
      const { code, stdout } = await survey("changes", "--for", "clients");
      expect(code).toBe(1);
      const lines = stdout.split("\n");
      expect(lines[0]).toMatch(/^@survey-collection\/contract 0\.1\.0 → 0\.2\.0 \(the version package-lock\.json locked at [0-9a-f]{12}\)$/);
      expect(lines[2]).toBe("For clients: 5 changes, 3 breaking for clients.");
      const block = (start: string) => {
        const at = lines.findIndex((line) => line.startsWith(start));
        expect(at, start).toBeGreaterThan(0);
        const end = lines.findIndex((line, i) => i > at && !line.startsWith("    "));
        return lines.slice(at, end === -1 ? undefined : end);
      };
      expect(block("  breaking: Collector.closedMessage: FIELD_REMOVED")).toEqual([
        "  breaking: Collector.closedMessage: FIELD_REMOVED: closedMessage was removed; possibly renamed to closingMessage; it was not deprecated first",
        expect.stringMatching(/^ {4}you will no longer receive \{"id":"",.*… \(\d+ characters\)$/),
        expect.stringMatching(/^ {4}you may now receive \{"id":"",.*… \(\d+ characters\)$/),
        "    in code: stop reading the field (read its likely new name where the change gives one); it may now hold anything, or be refused by strict validation",
        "    types: the property is gone: code that reads it stops compiling (TS2339, or TS2551 where a property of a near name is there)",
      ]);
      expect(block('  breaking: CollectorType: ENUM_VALUE_REMOVED: value "WHATSAPP"')).toEqual([
        '  breaking: CollectorType: ENUM_VALUE_REMOVED: value "WHATSAPP" was removed; it was not deprecated first',
        '    you will no longer receive "WHATSAPP"',
        "    in code: remove the code that names the value (its `case`, its comparisons): it is no longer sent",
        '    types: the generated type is now a union of literals without "WHATSAPP": code that names "WHATSAPP" stops compiling (`case "WHATSAPP":` is TS2678, a comparison with it TS2367)',
      ]);
      expect(block('  breaking: CollectorType: ENUM_VALUE_ADDED: value "TELEGRAM"')).toEqual([
        '  breaking: CollectorType: ENUM_VALUE_ADDED: value "TELEGRAM" was added',
        '    you may now receive "TELEGRAM"',
        "    in code: handle the new value (a `switch` needs a case for it, or a default)",
        "    types: the literal union gains a member: an exhaustive `switch` that assigns the rest to `never` stops compiling (TS2322)",
      ]);
      expect(block("  deprecated: Collector.senderId: DEPRECATED")).toEqual([
        expect.stringContaining(next.sunset),
        "    in code: move off it before its sunset",
        "    types: the property, type or value is marked `@deprecated`: editors strike it through, and nothing stops compiling",
      ]);
      expect(block("  compatible: Collector.closingMessage: FIELD_ADDED_OPTIONAL")[0]).toBe(
        "  compatible: Collector.closingMessage: FIELD_ADDED_OPTIONAL: closingMessage was added as an optional field; possibly renamed from closedMessage",
      );
    },
    TIMEOUT,
  );

  it(
    "changes --for producers: what they may no longer send; --format markdown: the pull request's comment; --format json: the same, for a bot",
    async () => {
      const producers = await survey("changes", "--for", "producers", "--from", "0.1.0");
      expect(producers.code).toBe(1);
      expect(producers.stdout).toContain("For producers: 5 changes, 2 breaking for producers.");
      expect(producers.stdout).toContain('    you may no longer send "WHATSAPP"');
      expect(producers.stdout).toContain("    in code: stop sending the value");

      const markdown = await survey("changes", "--format", "markdown");
      expect(markdown.stdout.split("\n").slice(0, 7)).toEqual([
        "## `@survey-collection/contract` 0.1.0 → 0.2.0",
        "",
        // The commit in a code span: GitHub links a commit's hex digits
        expect.stringMatching(/^Read from the installed package's history \(the version package-lock\.json locked at `[0-9a-f]{12}\)\.`$/),
        "",
        "### For clients: 5 changes, 3 breaking for clients",
        "",
        "| | where | change | what to do | types |",
      ]);
      expect(markdown.stdout).toContain("### For producers: 5 changes, 2 breaking for producers");
      expect(markdown.stdout).toMatch(
        /^\| \*\*breaking\*\* \| CollectorType \| ENUM\\_VALUE\\_REMOVED: value "WHATSAPP" was removed; it was not deprecated first; you will no longer receive "WHATSAPP" \| /m,
      );

      const json = JSON.parse((await survey("changes", "--format", "json")).stdout);
      expect(json).toMatchObject({ package: "@survey-collection/contract", from: "0.1.0", to: "0.2.0", sides: { clients: { breaking: 3 }, producers: { breaking: 2 } } });
      expect(json.sides.clients.changes.find((change: { rule: string }) => change.rule === "FIELD_REMOVED")).toMatchObject({
        place: "Collector.closedMessage",
        pointer: "/components/schemas/Collector/properties/closedMessage",
        message: "closedMessage was removed; possibly renamed to closingMessage; it was not deprecated first",
        breaks: true,
      });
    },
    TIMEOUT,
  );

  it(
    "the old document is read from the new package, which ships its history and a changelog made from it",
    async () => {
      const installed = path.join(consumer, "node_modules/@survey-collection/contract");
      expect(readdirSync(path.join(installed, "contract/releases")).sort()).toEqual(["0.1.0.json", "0.2.0.json"]);
      expect(JSON.parse(readFileSync(path.join(installed, "contract/releases/0.1.0.json"), "utf8")).info.version).toBe("0.1.0");
      const changelog = readFileSync(path.join(installed, "CHANGELOG.md"), "utf8");
      expect(changelog.indexOf("## 0.2.0")).toBeLessThan(changelog.indexOf("## 0.1.0"));
      expect(changelog).toContain("- `FIELD_REMOVED` at /components/schemas/Collector/properties/closedMessage: closedMessage was removed; possibly renamed to closingMessage");
      expect(changelog).toContain(`  - Sunset: ${next.sunset}.`);
    },
    TIMEOUT,
  );

  it(
    "a hand edit of the changelog or of a published document fails contract:check; the release as made passes it",
    async () => {
      const check = () => outcome(npm, ["run", "--silent", "contract:check"], released.dir);
      const passed = await check();
      expect(passed.code, passed.stderr).toBe(0);
      expect(passed.stderr).toContain("no changes to the contract");
      const changelog = path.join(released.dir, "CHANGELOG.md");
      const text = readFileSync(changelog, "utf8");
      writeFileSync(changelog, text.replace("closedMessage was removed", "closedMessage was retired"));
      expect(await check()).toMatchObject({ code: 1, stderr: expect.stringContaining("CHANGELOG.md differs from the one the history gives") });
      writeFileSync(changelog, text);
      const published = path.join(released.dir, "contract/releases/0.1.0.json");
      const original = readFileSync(published, "utf8");
      writeFileSync(published, `${original} `);
      expect(await check()).toMatchObject({ code: 1, stderr: expect.stringContaining("CHANGELOG.md differs from the one the history gives") });
      // In a repository, a changelog made again from the edited document does not hide the edit
      writeFileSync(published, original);
      git(released.dir, "init", "-q");
      git(released.dir, "add", "-A");
      git(released.dir, "commit", "-q", "-m", "0.2.0 released");
      writeFileSync(published, `${original} `);
      expect((await outcome(process.execPath, ["--input-type=module", "-e", CHANGELOG_WRITER], released.dir)).code).toBe(0);
      const laundered = await check();
      expect(laundered.code).toBe(1);
      expect(laundered.stderr).toContain("contract/releases/0.1.0.json: changed or removed since it was published (git shows it)");
      expect(laundered.stderr).not.toContain("CHANGELOG.md differs");
      // Nor does a flag of the index that tells git to look away
      git(released.dir, "update-index", "--assume-unchanged", "contract/releases/0.1.0.json", "CHANGELOG.md");
      expect((await check()).stderr).toContain("contract/releases/0.1.0.json: changed or removed since it was published (git shows it)");
      git(released.dir, "update-index", "--no-assume-unchanged", "contract/releases/0.1.0.json", "CHANGELOG.md");
      writeFileSync(published, original);
      expect((await outcome(process.execPath, ["--input-type=module", "-e", CHANGELOG_WRITER], released.dir)).code).toBe(0);
      expect((await check()).code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "a break published as a patch fails contract:check, though its changelog was made from it; release judges the schemas as they are, not a stale generated/",
    async () => {
      const history = path.join(released.dir, "contract/releases");
      const patch = JSON.parse(readFileSync(path.join(history, "0.2.0.json"), "utf8"));
      patch.info.version = "0.2.1";
      patch.components.schemas.CollectorType.enum = patch.components.schemas.CollectorType.enum.filter((value: string) => value !== "SMS");
      writeFileSync(path.join(history, "0.2.1.json"), JSON.stringify(patch));
      const changelog = await outcome(process.execPath, ["--input-type=module", "-e", CHANGELOG_WRITER], released.dir);
      expect(changelog.code, changelog.stderr).toBe(0);
      const check = await outcome(npm, ["run", "--silent", "contract:check"], released.dir);
      expect(check.code).toBe(1);
      expect(check.stderr).toContain("contract/releases/0.2.1.json: 0.2.0 → 0.2.1 is a patch bump, and its changes need a minor one");
      rmSync(path.join(history, "0.2.1.json"));
      await outcome(process.execPath, ["--input-type=module", "-e", CHANGELOG_WRITER], released.dir);

      editJson(path.join(released.dir, "schemas/CollectorType.schema.json"), (schema) => {
        schema.enum = schema.enum.filter((value: string) => value !== "SMS");
      });
      const release = await outcome(npm, ["run", "--silent", "release", "--", "--bump", "patch"], released.dir);
      expect(release.code).toBe(1);
      expect(release.stderr).toContain("release: 1 breaking change since 0.2.0 that contract/allow.json does not accept");
      expect(readdirSync(history).sort()).toEqual(["0.1.0.json", "0.2.0.json"]);
    },
    TIMEOUT,
  );
});
