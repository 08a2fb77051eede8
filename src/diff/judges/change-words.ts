// How a judge says a keyword holding one value changed: added, removed, or from one value to another.
export function keywordChangeWords(keyword: string, previous: unknown, current: unknown): string {
  if (previous === undefined) return `now has ${keyword} ${String(current)}`;
  if (current === undefined) return `no longer has ${keyword} ${String(previous)}`;
  return `${keyword} ${String(previous)} became ${String(current)}`;
}
