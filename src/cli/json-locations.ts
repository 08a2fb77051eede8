// Where the values that JSON Pointers name sit in a JSON text, as lines and columns an editor or
// a CI annotation can go to.
//
// Run only on inputs that hold a problem, so valid files cost nothing more. One pass over the
// text finds every pointer at once: only the containers on the way to a wanted pointer are
// entered; every other value is skipped by a loop with a depth counter, so no nesting depth can
// overflow the stack. A pointer that names nothing (a required property that is missing) is
// placed at the nearest value that exists above it.
import { pointerSegment } from "../validation/json-pointer.js";

interface Location {
  line: number;
  column: number;
}

/** Where a pointer's value is; `exact` is false when it names nothing and an ancestor stands in. */
export interface PointerLocation extends Location {
  exact: boolean;
}

/** @param text a JSON text that JSON.parse accepts (a byte-order mark already removed) */
export function locatePointers(text: string, pointers: readonly string[]): Map<string, PointerLocation> {
  const wanted = new Set<string>();
  for (const pointer of pointers) for (const ancestor of ancestorsOf(pointer)) wanted.add(ancestor);
  const offsets = new Map<string, number>();
  new PointerScanner(text, wanted, offsets).value("");
  const lines = new LineIndex(text);
  const located = new Map<string, PointerLocation>();
  for (const pointer of pointers) {
    const found = ancestorsOf(pointer).find((ancestor) => offsets.has(ancestor)) ?? "";
    located.set(pointer, { ...lines.locate(offsets.get(found) ?? 0), exact: found === pointer });
  }
  return located;
}

/** The pointer itself, then each pointer above it, up to the root "". */
function ancestorsOf(pointer: string): string[] {
  const ancestors = [pointer];
  for (let at = pointer.lastIndexOf("/"); at > 0; at = pointer.lastIndexOf("/", at - 1)) ancestors.push(pointer.slice(0, at));
  if (pointer !== "") ancestors.push("");
  return ancestors;
}

class PointerScanner {
  private i = 0;

  constructor(
    private readonly text: string,
    private readonly wanted: Set<string>,
    private readonly offsets: Map<string, number>,
  ) {}

  /** The value at the scanner's position, whose pointer is `pointer` (a wanted one). */
  value(pointer: string): void {
    this.skipSpace();
    this.offsets.set(pointer, this.i);
    const c = this.text.charCodeAt(this.i);
    if (c === 123) this.members(pointer);
    else if (c === 91) this.elements(pointer);
    else this.skipValue();
  }

  private members(pointer: string): void {
    this.i++;
    this.skipSpace();
    if (this.text.charCodeAt(this.i) === 125) {
      this.i++;
      return;
    }
    for (;;) {
      this.skipSpace();
      const key = this.key();
      this.skipSpace();
      this.i++; // the colon
      this.child(`${pointer}/${pointerSegment(key)}`);
      this.skipSpace();
      if (this.text.charCodeAt(this.i++) === 125) return;
    }
  }

  private elements(pointer: string): void {
    this.i++;
    this.skipSpace();
    if (this.text.charCodeAt(this.i) === 93) {
      this.i++;
      return;
    }
    for (let index = 0; ; index++) {
      this.child(`${pointer}/${index}`);
      this.skipSpace();
      if (this.text.charCodeAt(this.i++) === 93) return;
    }
  }

  private child(pointer: string): void {
    if (this.wanted.has(pointer)) this.value(pointer);
    else this.skipValue();
  }

  /** A member name, unescaped as JSON.parse reads it. */
  private key(): string {
    const start = this.i;
    this.skipString();
    const raw = this.text.slice(start, this.i);
    return raw.includes("\\") ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  }

  private skipValue(): void {
    this.skipSpace();
    let depth = 0;
    do {
      const c = this.text.charCodeAt(this.i);
      if (c === 34) {
        this.skipString();
        continue;
      }
      if (c === 123 || c === 91) depth++;
      else if (c === 125 || c === 93) depth--;
      else if (depth === 0 && c !== 44 && c !== 58) {
        // a number or a literal: it ends at the next delimiter
        while (this.i < this.text.length && !/[\s,:\]}]/.test(this.text[this.i]!)) this.i++;
        return;
      }
      this.i++;
    } while (depth > 0 && this.i < this.text.length);
  }

  private skipString(): void {
    this.i++;
    for (;;) {
      const quote = this.text.indexOf('"', this.i);
      if (quote === -1) {
        this.i = this.text.length;
        return;
      }
      let backslashes = 0;
      while (this.text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
      this.i = quote + 1;
      if (backslashes % 2 === 0) return;
    }
  }

  private skipSpace(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.i);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return;
      this.i++;
    }
  }
}

/** Offsets to 1-based lines and columns, with the line starts found once. */
class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) this.starts.push(at + 1);
  }

  locate(offset: number): Location {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.starts[low]! + 1 };
  }
}
