// generated/validators/codec-helpers.js and codecs.js, each with its declarations, and
// generated/codec-types.ts: what toWireX, stringifyX and decodeX are made of (D21), and the
// types DecodedX and EncodableX.
import { buildCodecDeclarations, buildCodecCode } from "../lib/codec-code.js";
import { buildCodecTypes } from "../lib/codec-types.js";
import { formatFunctionNames } from "../lib/formats-module.js";
import { profileSchemas } from "../lib/profiles.js";
import { runtimeDeclarations, runtimeModule } from "../lib/runtime-module.js";
import { javascript, typescript } from "../lib/typescript-module.js";

export const codecs = {
  name: "codecs",
  writes: "validators/codec-helpers.js, validators/codecs.js, and their .d.ts; codec-types.ts",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ componentSchemas, recordNames }) {
    // What is sent is what the strict profile admits: the codecs are made from its schemas.
    const defs = profileSchemas(componentSchemas, "strict");
    const formats = formatFunctionNames();
    return new Map([
      ["validators/codec-helpers.js", await javascript(runtimeModule("codec-helpers.ts"))],
      ["validators/codec-helpers.d.ts", await typescript(runtimeDeclarations("codec-helpers.ts"))],
      ["validators/codecs.js", await javascript(buildCodecCode({ defs, recordNames, formats }))],
      ["validators/codecs.d.ts", await typescript(buildCodecDeclarations({ recordNames }))],
      ["codec-types.ts", await typescript(buildCodecTypes({ defs, recordNames }))],
    ]);
  },
};
