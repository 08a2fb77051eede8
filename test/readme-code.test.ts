// What users copy stays true: every ```ts block of the README and of docs/ type-checks under
// strict against the package's own entries, each block a module of its own (the README's
// ```tsx form is built and run with React by test/consumers/react-hook-form.test.ts). The names a
// snippet leaves to the reader (the page being sent, the server's `app`, the API's origin) are
// declared once here; everything else a block uses it imports itself.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const PAGES = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** What a snippet's reader brings: a server's app and reply, the values and rows in hand, TanStack Query's hook. */
const GIVEN = `
import type { Collector, CollectorPage, EncodableCollector, Page } from "@survey-collection/contract";
declare global {
  const api: string;
  const authorization: string;
  const body: unknown;
  const page: number;
  const pageSize: number;
  const totalCount: number;
  const collectors: Collector[];
  function findCollectorRow(): Promise<EncodableCollector>;
  const reply: { send(body: unknown): void };
  interface Reply { status(code: number): Reply; type(contentType: string): Reply; json(body: unknown): Reply }
  const app: { post(path: string, handler: (request: { body: unknown }, response: Reply) => Reply | void): void };
  function useInfiniteQuery(options: {
    queryKey: unknown[];
    queryFn: (context: { pageParam: number; signal: AbortSignal }) => Promise<CollectorPage>;
    initialPageParam: number;
    getNextPageParam: (last: Page<Collector>, all: Page<Collector>[], lastParam: number) => number | undefined;
  }): unknown;
}
export {};
`;

interface Block {
  page: string;
  line: number;
  code: string;
}

function blocks(page: string): Block[] {
  const text = readFileSync(path.join(ROOT, page), "utf8");
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((match) => ({
    page,
    line: text.slice(0, match.index).split("\n").length,
    code: match[1]!,
  }));
}

const ENTRIES: Record<string, string> = {
  "@survey-collection/contract": "src/index.ts",
  "@survey-collection/contract/strict": "src/strict.ts",
  "@survey-collection/contract/testing": "src/testing/index.ts",
  "@survey-collection/contract/testing/arbitraries": "src/testing/arbitraries.ts",
  "@survey-collection/contract/mock": "src/mock/index.ts",
  "@survey-collection/contract/fastify": "src/fastify/index.ts",
};

/** The type errors of each block, as `page:line: message`; the blocks live in memory beside the repository's node_modules. */
function typeErrors(all: Block[]): string[] {
  const files = new Map<string, string>([[path.join(ROOT, "test", "__snippets__", "given.d.ts"), GIVEN]]);
  const origin = new Map<string, Block>();
  all.forEach((block, index) => {
    const file = path.join(ROOT, "test", "__snippets__", `block-${index}.ts`);
    files.set(file, `${block.code}\nexport {};\n`);
    origin.set(file, block);
  });
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    // NestJS's decorators, as its projects compile them.
    experimentalDecorators: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: ["node"],
    paths: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, [path.join(ROOT, file)]])),
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const block = diagnostic.file && origin.get(diagnostic.file.fileName);
    const where =
      block && diagnostic.start !== undefined
        ? `${block.page}:${block.line + 1 + diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start).line}`
        : (diagnostic.file?.fileName ?? "");
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  });
}

describe("the code blocks of the README and docs/", () => {
  const all = PAGES.flatMap(blocks);

  it("are found: the README shows the server, the client and tests", () => {
    expect(all.filter((block) => block.page === "README.md").length).toBeGreaterThanOrEqual(7);
  });

  it("type-check under strict against the package's entries", () => {
    expect(typeErrors(all)).toEqual([]);
  });
});
