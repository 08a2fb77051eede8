// What `survey-contract changes` tells, whatever the format it is printed in.
import type { ChangeForSide, Side } from "../../changes/for-side.js";

export interface ChangesReport {
  /** The package's name. */
  name: string;
  from: string;
  to: string;
  /** Where the version before came from: given, or the lockfile's history. */
  fromFound: string;
  /** Each side asked for, with its view of the changes. */
  sides: { side: Side; changes: ChangeForSide[] }[];
}

export type ChangesReporter = (report: ChangesReport) => void;

/** "2 changes, 1 breaking for clients". */
export function sideCounts(side: Side, changes: readonly ChangeForSide[]): string {
  const breaking = changes.filter((change) => change.breaks).length;
  if (changes.length === 0) return "no change";
  return `${changes.length} change${changes.length === 1 ? "" : "s"}, ${breaking} breaking for ${side}`;
}
