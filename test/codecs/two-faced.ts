// Values whose field answers one thing when first read and another after: a getter and a Proxy,
// each as a test names it. A codec that reads a field twice sends or returns the second answer.

/** `value` with `field` answering `first` on the first read and `then` on every later one. */
type TwoFaced = (value: Record<string, unknown>, field: string, first: unknown, then: unknown) => Record<string, unknown>;

export const TWO_FACED_FORMS: readonly (readonly [string, TwoFaced])[] = [
  [
    "a getter",
    (value, field, first, then) => {
      let reads = 0;
      return Object.defineProperty(value, field, { get: () => (reads++ === 0 ? first : then), enumerable: true });
    },
  ],
  [
    "a Proxy",
    (value, field, first, then) => {
      let reads = 0;
      return new Proxy(value, { get: (target, key, receiver) => (key === field ? (reads++ === 0 ? first : then) : Reflect.get(target, key, receiver)) });
    },
  ],
];
