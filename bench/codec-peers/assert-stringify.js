// What a careful server writes by hand today: the strict check, then JSON.stringify. It cannot
// send a page holding Dates or fields the contract does not name: the check refuses them.
import * as strict from "../../dist/src/strict.js";

/** @type {import("./codec-peer.js").CodecPeer} */
export default {
  name: "assertX (strict) + JSON.stringify",
  stringify: (record) => {
    const assert = /** @type {(value: unknown) => void} */ (strict[`assert${record}`]);
    return (value) => {
      assert(value);
      return JSON.stringify(value);
    };
  },
};
