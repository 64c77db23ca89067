const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value has the form of the ids the services give out (UUIDs: items, people, wishlists, users). A value
 * of another form names nothing: the API answers it as not found without looking, and a page need not ask.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
