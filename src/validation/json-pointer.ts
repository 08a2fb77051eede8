/** One segment of a JSON Pointer (RFC 6901): `~` and `/` in a name become `~0` and `~1`. */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The name one segment of a JSON Pointer stands for: `~1` and `~0` read back as `/` and `~`. */
export function segmentName(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * The segments of a JSON Pointer into `value`, as a Standard Schema path: an index into an
 * array is a number, any other segment a property name. Reading `value` never throws.
 */
export function pathSegments(pointer: string, value: unknown): PropertyKey[] {
  if (pointer === "") return [];
  const segments: PropertyKey[] = [];
  let at: unknown = value;
  for (const token of pointer.slice(1).split("/")) {
    const name = segmentName(token);
    const isIndex = isArray(at) && /^(0|[1-9][0-9]*)$/.test(name);
    segments.push(isIndex ? Number(name) : name);
    at = ownValue(at, name);
  }
  return segments;
}

function isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

function ownValue(container: unknown, name: string): unknown {
  try {
    return typeof container === "object" && container !== null && Object.hasOwn(container, name) ? (container as Record<string, unknown>)[name] : undefined;
  } catch {
    return undefined;
  }
}

/** The value a JSON Pointer names in `value` (own properties only), undefined where there is none. Reading `value` never throws. */
export function valueAt(pointer: string, value: unknown): unknown {
  if (pointer === "") return value;
  let at: unknown = value;
  for (const token of pointer.slice(1).split("/")) at = ownValue(at, segmentName(token));
  return at;
}
