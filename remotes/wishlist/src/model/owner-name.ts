/**
 * Ways people name a list after its owner, in the three languages: "Verlanglijstje van Lisa", "Lisa's wishlist",
 * "Liste de souhaits de Lisa". The name is what the pattern captures.
 */
const OWNER_PATTERNS = [
  /^(?:mijn\s+)?(?:verlanglijst(?:je)?|wensenlijst(?:je)?|wishlist|wish\s+list|cadeaulijst(?:je)?)\s+(?:van|of)\s+(.+)$/iu,
  /^liste\s+(?:de\s+souhaits|de\s+cadeaux|d['’]envies)\s+(?:de|d['’])\s*(.+)$/iu,
  /^(.+?)['’]s?\s+(?:verlanglijst(?:je)?|wensenlijst(?:je)?|wishlist|wish\s+list|cadeaulijst(?:je)?)$/iu,
];

/** The name of a profile created without one (spec §4). */
const DEFAULT_PROFILE_NAME = 'User';

/**
 * Whose list this is (spec §2): the owner's name from the API, else one
 * derived from the list's name, else null (the page then says 'Deze persoon').
 */
export function ownerName(ownerFromApi: string | null | undefined, listName: string): string | null {
  const fromApi = ownerFromApi?.trim();
  // 'User' is the name a profile gets when none was given (spec §4): it names nobody.
  if (fromApi && fromApi !== DEFAULT_PROFILE_NAME) return fromApi;
  for (const pattern of OWNER_PATTERNS) {
    const match = pattern.exec(listName.trim());
    const name = match?.[1]?.trim();
    if (name) return name;
  }
  return null;
}

/** Spec §2: the description is hidden when it is empty or the text 'null'. */
export function visibleDescription(description: string | null | undefined): string | null {
  const text = description?.trim();
  return text && text.toLowerCase() !== 'null' ? text : null;
}
