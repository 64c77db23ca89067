/** Checks that no request polluted a built-in prototype during a fuzz run. */

/** The own property names of the built-in prototypes, to see whether a request added any. */
export function prototypeSnapshot(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype]
    .map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
    .join('|');
}

/** What a polluted prototype would show: names every plain object would then have. */
export function pollutedProperties(): string[] {
  const probe: Record<string, unknown> = {};
  return ['x', 'polluted', 'isAdmin', 'admin', 'status', 'is_admin', 'role'].filter(
    (name) => probe[name] !== undefined,
  );
}
