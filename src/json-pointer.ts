/** One segment of a JSON Pointer (RFC 6901): `~` and `/` in a name become `~0` and `~1`. */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}
