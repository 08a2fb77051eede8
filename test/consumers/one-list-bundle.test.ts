// A browser client of one list, from the packed tarball, bundled by esbuild as an app's build
// does: it walks the collectors with the list's own functions and pays for that list's
// validators alone. The bundle then runs against the package's mock service.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { createMockHandler } from "../../src/mock/index.js";
import { serve } from "../probe/serve.js";
import { exec, install, project } from "./tarball.js";

const TIMEOUT = 180_000;

/** A field only survey responses have: where it is, the other list's validators came along. */
const OTHER_LIST = "totalScore";

const CLIENT = `import { collectorRecords, readCollectorPage } from "@survey-collection/contract";

const api = process.argv[2]!;
const first = await readCollectorPage(await fetch(\`\${api}/collectors?page=1&pageSize=5\`));
let names = 0;
for await (const collector of collectorRecords(\`\${api}/collectors?page={page}&pageSize={pageSize}\`, { firstPage: 1, pageSize: 50 })) {
  if (collector.name.length > 0) names++;
}
console.log(JSON.stringify({ firstPage: first.data.length, total: first.totalCount, walked: names }));
`;

it(
  "bundles a client of one list under 50 KB minified with esbuild, without the other list's validators, and the bundle walks the list",
  async () => {
    const dir = project("one-list-client", {
      "package.json": JSON.stringify({ name: "one-list-client", private: true, type: "module" }),
      "src/client.ts": CLIENT,
    });
    await install(dir, ["esbuild@0.28.2"]);
    const bundle = path.join(dir, "dist/client.js");
    await exec(path.join(dir, "node_modules/.bin/esbuild"), ["src/client.ts", "--bundle", "--minify", "--format=esm", "--platform=browser", `--outfile=${bundle}`], dir);
    const code = readFileSync(bundle, "utf8");
    // 48.1 KB: 46.1 KB before each kind of a format's refusal had its own words.
    expect(code.length).toBeLessThan(50 * 1024);
    expect(code.includes(OTHER_LIST)).toBe(false);

    const { origin } = await serve(createMockHandler({ total: 137 }));
    const { stdout } = await exec(process.execPath, [bundle, origin], dir);
    expect(JSON.parse(stdout)).toEqual({ firstPage: 5, total: 137, walked: 137 });
  },
  TIMEOUT,
);
