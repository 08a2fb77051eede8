// What each file of bench/codec-peers/ exports: a library people pick today for the same job as
// the package's codecs, set up on the contract. An operation it does not offer is left out.
import type { PageName } from "../peers/peer.js";

export interface CodecPeer {
  /** How the reports name it. */
  name: string;
  /** The JSON text of a valid page, checked as it goes out. */
  stringify?(record: PageName): (value: unknown) => string;
  /** The JSON text of a page an application holds (Dates in date-time fields, fields the contract does not name), with only what the contract names. */
  stringifyApp?(record: PageName): (value: unknown) => string;
  /** A parsed page, checked, with its date-time fields as Dates. */
  decode?(record: PageName): (value: unknown) => unknown;
}
