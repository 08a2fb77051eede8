// Where a JSON text first breaks the grammar, as a line and column a person can go to.
//
// JSON.parse says where only in some of its messages, and differently across Node versions;
// this scanner (run only after JSON.parse has failed) always finds the offset. It keeps its
// own stack, so no nesting depth can overflow it.

export interface TextPosition {
  offset: number;
  line: number;
  column: number;
}

/** The offset of the first syntax error in `text`, or -1 when there is none. */
export function syntaxErrorOffset(text: string): number {
  const n = text.length;
  const open: number[] = [];
  let i = 0;
  let expectValue = true;
  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
      i++;
    }
  };
  const scanKey = (): boolean => {
    skipSpace();
    if (text.charCodeAt(i) !== 34 || !scanString()) return false;
    skipSpace();
    if (text.charCodeAt(i) !== 58) return false;
    i++;
    return true;
  };
  const scanString = (): boolean => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text.charCodeAt(i + 1);
        if (e === 117) {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false;
          i += 6;
        } else if ([34, 92, 47, 98, 102, 110, 114, 116].includes(e)) {
          i += 2;
        } else {
          i++;
          return false;
        }
      } else {
        i++;
      }
    }
    return false;
  };
  const scanDigits = (): boolean => {
    const start = i;
    while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    return i > start;
  };
  const scanNumber = (): boolean => {
    if (text.charCodeAt(i) === 45) i++;
    if (text.charCodeAt(i) === 48) i++;
    else if (!scanDigits()) return false;
    if (text.charCodeAt(i) === 46) {
      i++;
      if (!scanDigits()) return false;
    }
    if ((text.charCodeAt(i) | 32) === 101) {
      i++;
      if (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 45) i++;
      if (!scanDigits()) return false;
    }
    return true;
  };

  for (;;) {
    skipSpace();
    if (expectValue) {
      const c = text.charCodeAt(i);
      if (c === 123 || c === 91) {
        i++;
        skipSpace();
        if (text.charCodeAt(i) === (c === 123 ? 125 : 93)) {
          i++;
          expectValue = false;
          continue;
        }
        open.push(c);
        if (c === 123 && !scanKey()) return i;
        continue;
      }
      if (c === 34) {
        if (!scanString()) return i;
      } else if (c === 45 || (c >= 48 && c <= 57)) {
        if (!scanNumber()) return i;
      } else {
        const literal = ["true", "false", "null"].find((word) => text.startsWith(word, i));
        if (literal === undefined) return i;
        i += literal.length;
      }
      expectValue = false;
      continue;
    }
    if (open.length === 0) return i === n ? -1 : i;
    const container = open[open.length - 1];
    const c = text.charCodeAt(i);
    if (c === 44) {
      i++;
      if (container === 123 && !scanKey()) return i;
      expectValue = true;
    } else if (c === (container === 123 ? 125 : 93)) {
      i++;
      open.pop();
    } else {
      return i;
    }
  }
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { offset, line, column: offset - lineStart + 1 };
}

/** A byte-order mark is no part of a JSON text (RFC 8259 lets a reader ignore it). */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
