// The libraries the codecs are compared with, each set up on the contract in a file of its own.
import assertStringify from "./assert-stringify.js";
import fastJsonStringify from "./fast-json-stringify.js";
import typebox from "./typebox.js";
import typia from "./typia.js";
import zod from "./zod.js";

export const CODEC_PEERS = [assertStringify, fastJsonStringify, typia, typebox, zod];
