// Likely renames: a name removed and one added whose schemas mean the same are each other's
// likely rename (a field of a record, or a record of the document). Paired in one pass over a
// map from meaning to the added names, in order, so that thousands of renames cost no more
// than reading them.

export interface Renames {
  /** Removed name → the added name it was likely renamed to. */
  removed: Map<string, string>;
  /** Added name → the removed name it likely replaces. */
  added: Map<string, string>;
}

/** Pairs each removed name with the first added name of the same meaning not yet paired. */
export function pairRenames(removed: readonly string[], added: readonly string[], meaningOfRemoved: (name: string) => string, meaningOfAdded: (name: string) => string): Renames {
  const renames: Renames = { removed: new Map(), added: new Map() };
  // A shortcut; with nothing removed or nothing added the loops below pair nothing either
  if (removed.length === 0 || added.length === 0) return renames;
  const addedByMeaning = new Map<string, string[]>();
  for (const name of added) {
    const meaning = meaningOfAdded(name);
    const names = addedByMeaning.get(meaning);
    if (names === undefined) addedByMeaning.set(meaning, [name]);
    else names.push(name);
  }
  const next = new Map<string, number>();
  for (const name of removed) {
    const meaning = meaningOfRemoved(name);
    const candidates = addedByMeaning.get(meaning);
    const index = next.get(meaning) ?? 0;
    // Past the last candidate the pair would be undefined, which reads as no rename
    if (candidates === undefined || index >= candidates.length) continue;
    next.set(meaning, index + 1);
    renames.removed.set(name, candidates[index]!);
    renames.added.set(candidates[index]!, name);
  }
  return renames;
}
