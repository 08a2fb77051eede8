// The validators people pick today, each set up on the same contract in a file of its own:
// `check(record)` gives a page check, `format(name)` a check of one date-time or uuid string.
import ajv from "./ajv.js";
import arktype from "./arktype.js";
import ata from "./ata.js";
import schemasafe from "./schemasafe.js";
import sury from "./sury.js";
import typebox from "./typebox.js";
import typia from "./typia.js";
import valibot from "./valibot.js";
import zod from "./zod.js";

export const PEERS = [ajv, schemasafe, typebox, typia, arktype, valibot, zod, ata, sury];
