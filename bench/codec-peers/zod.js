// zod 4's codecs (z.codec): each date-time field a codec between its RFC 3339 string and a Date;
// z.object strips the fields it does not name. Sent with z.encode then JSON.stringify, read with
// z.decode.
import { z } from "zod";
import { zodPages } from "../peers/zod.js";

const dateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
const PAGES = zodPages(dateTime, z.object);

/** @type {import("./codec-peer.js").CodecPeer} */
export default {
  name: "zod 4 codecs",
  stringifyApp: (record) => (value) => JSON.stringify(z.encode(PAGES[record], /** @type {never} */ (value))),
  decode: (record) => (value) => z.decode(PAGES[record], /** @type {never} */ (value)),
};
