// The README's React form on Vite, editing a collector with react-hook-form and @hookform/resolvers'
// Standard Schema resolver, from the packed tarball: the record's schema is the resolver as it
// is (its typed input is the record type, so `useForm` infers the form's fields with no cast),
// the app builds with Vite, and the form runs in jsdom, showing each field's message in the
// words the issues give people.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT, TYPESCRIPT, exec, install, project } from "./tarball.js";

const TIMEOUT = 300_000;

/** The README's form, read from it: what a user copies is what is tested. */
function readmeForm(): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (block === undefined) throw new Error("README.md has no ```tsx block");
  return block;
}

const APP = `import { createRoot } from "react-dom/client";
import { makeCollector } from "@survey-collection/contract/testing";
import { CollectorForm } from "./CollectorForm";

createRoot(document.getElementById("root")!).render(<CollectorForm collector={makeCollector({}, { seed: 1 })} onSave={(saved) => console.log(saved.name)} />);
`;

const FORM_TEST = `import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { isCollector, type Collector } from "@survey-collection/contract";
import { makeCollector } from "@survey-collection/contract/testing";
import { CollectorForm } from "./CollectorForm";

const collector = makeCollector({ name: "Spring newsletter", responseLimit: 500 }, { seed: 7 });

afterEach(cleanup);

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

it.each([
  ["", "must be an integer or null"],
  ["-5", "must be 0 or more"],
  ["2.5", "must be an integer or null"],
])("a response limit of %j shows %j and saves nothing", async (limit, message) => {
  const onSave = vi.fn<(saved: Collector) => void>();
  render(<CollectorForm collector={collector} onSave={onSave} />);
  fill("Response limit", limit);
  fireEvent.click(screen.getByText("Save"));
  expect((await screen.findByRole("alert")).textContent).toBe(message);
  expect(onSave).not.toHaveBeenCalled();
});

it("saves the collector as edited, valid and typed", async () => {
  const onSave = vi.fn<(saved: Collector) => void>();
  render(<CollectorForm collector={collector} onSave={onSave} />);
  fill("Response limit", "250");
  fireEvent.click(screen.getByText("Save"));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  const saved = onSave.mock.calls[0]![0];
  expect(saved).toEqual({ ...collector, responseLimit: 250 });
  expect(isCollector(saved)).toBe(true);
  expect(screen.queryByRole("alert")).toBeNull();
});
`;

it(
  "type-checks useForm with the record's schema as resolver (was: TS2322 'unknown' is not assignable to 'FieldValues'), builds with Vite and shows field messages in jsdom",
  async () => {
    const dir = project("react-hook-form", {
      "package.json": JSON.stringify({ name: "consumer-react-hook-form", private: true, type: "module" }),
      "tsconfig.json": JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          jsx: "react-jsx",
          module: "esnext",
          moduleResolution: "bundler",
          target: "es2022",
          lib: ["es2022", "dom", "dom.iterable"],
          types: [],
          skipLibCheck: true,
        },
        include: ["src"],
      }),
      "vite.config.ts": `import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({ plugins: [react()], test: { environment: "jsdom" } });
`,
      "index.html": `<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
      "src/CollectorForm.tsx": readmeForm(),
      "src/main.tsx": APP,
      "src/CollectorForm.test.tsx": FORM_TEST,
    });
    await install(dir, [
      TYPESCRIPT,
      "react@19",
      "react-dom@19",
      "@types/react@19",
      "@types/react-dom@19",
      "react-hook-form@7",
      "@hookform/resolvers@7",
      "vite@8",
      "@vitejs/plugin-react@6",
      "vitest@4",
      "jsdom@28",
      "@testing-library/react@16",
      "@testing-library/dom@10",
    ]);
    await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
    const { stdout: built } = await exec(path.join(dir, "node_modules/.bin/vite"), ["build"], dir);
    expect(built).toMatch(/built in/);
    const { stdout } = await exec(path.join(dir, "node_modules/.bin/vitest"), ["run", "--reporter=json"], dir);
    const results = JSON.parse(stdout) as { numTotalTests: number; numPassedTests: number };
    expect(results).toMatchObject({ numTotalTests: 4, numPassedTests: 4 });
  },
  TIMEOUT,
);
