// typia's assertPrune (unknown properties deleted from the value itself) then assertStringify,
// written ahead of time by its transform from the same types as its checks (bench/peers/typia/).
// Its types say a date-time is a string: a page holding Dates is not what it sends.
import { checks } from "../peers/typia.js";

/** @type {import("./codec-peer.js").CodecPeer} */
export default {
  name: "typia assertPrune + assertStringify",
  stringify: (record) => {
    const prune = checks.prune[record];
    const stringify = checks.stringify[record];
    return (value) => {
      prune(value);
      return stringify(value);
    };
  },
};
