// What each file of bench/peers/ exports: a validator people pick today, set up on the contract.

/** The pages the benchmark checks. */
export type PageName = "CollectorPage" | "SurveyResponsePage";

/** The formats the benchmark checks alone. */
export type FormatName = "date-time" | "uuid";

export type Check = (value: unknown) => boolean;

export interface Peer {
  /** How the reports name it. */
  name: string;
  /** A check of a whole page of the record. */
  check(record: PageName): Check;
  /** A check of one string of the format. */
  format(format: FormatName): Check;
}
