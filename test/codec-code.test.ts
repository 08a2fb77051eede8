// The codec generator itself, on schemas of its own rather than the contract's: what it writes
// for a form of field the contract may take tomorrow. (The rest of the suite runs the committed
// generated/ module, made from today's schemas.)
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCodecCode } from "../scripts/lib/codec-code.js";
import { formatFunctionNames } from "../scripts/lib/formats-module.js";

const VALIDATORS = path.join(import.meta.dirname, "..", "generated", "validators");

type Codecs = Record<string, (value: unknown) => unknown>;

/** The codec module the generator writes for `defs`, imported beside the generated helpers it calls. */
async function generatedCodecs(folder: string, defs: Record<string, unknown>): Promise<Codecs> {
  for (const helpers of ["formats.js", "check-helpers.js", "codec-helpers.js"]) copyFileSync(path.join(VALIDATORS, helpers), path.join(folder, helpers));
  writeFileSync(path.join(folder, "codecs.js"), buildCodecCode({ defs, recordNames: Object.keys(defs), formats: formatFunctionNames() }));
  return (await import(path.join(folder, "codecs.js"))) as Codecs;
}

describe("a date-time field", () => {
  let folder: string;
  let codecs: Codecs;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "contract-codec-code-"));
    codecs = await generatedCodecs(folder, {
      Stamp: {
        type: "object",
        required: ["at"],
        properties: {
          at: { type: "string", format: "date-time", description: "an annotation says nothing a date-time could fail" },
          short: { type: "string", format: "date-time", maxLength: 20 },
          listed: { type: "string", format: "date-time", enum: ["1970-01-01T00:00:00Z", "2026-01-01T00:00:00.000Z"] },
        },
      },
    });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("takes a Date's own text unchecked only where nothing but its type and format constrains it", () => {
    const at = new Date(0);
    expect(codecs.stringifyStamp!({ at })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(codecs.buildStamp!({ at })).toStrictEqual({ at: "1970-01-01T00:00:00.000Z" });
    // 24 characters, and a text not listed: the writers leave both to the exact path, which refuses them.
    for (const field of ["short", "listed"]) {
      expect(codecs.stringifyStamp!({ at, [field]: new Date(0) }), field).toBeUndefined();
      expect(codecs.buildStamp!({ at, [field]: new Date(0) }), field).toBeUndefined();
    }
    expect(codecs.stringifyStamp!({ at, short: "1970-01-01T00:00:00Z", listed: new Date(Date.UTC(2026, 0, 1)) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z","short":"1970-01-01T00:00:00Z","listed":"2026-01-01T00:00:00.000Z"}',
    );
  });
});
