import {
  cleanText,
  hasControlCharacter,
  hasDangerousContent,
  unescapeAngleBrackets,
  DANGEROUS_CONTENT,
  INVALID_CHARACTER,
  ruleError,
  type RuleError,
  type RuleResult,
} from '@koester/contract/validation/text-rules';

/** The longest name a profile holds: the 100 characters POST /profiles already cuts a new name to. */
export const PROFILE_LIMITS = { nameMax: 100 } as const;

/**
 * Words that, next to "Koester", make a name read as the team speaking: a reserver or owner must not pose as the site's
 * staff to other users. In Dutch, English and French, and what staff are called.
 */
const STAFF_WORDS = [
  'team',
  'teams',
  'staff',
  'support',
  'helpdesk',
  'service',
  'services',
  'klantenservice',
  'admin',
  'admins',
  'administrator',
  'administrateur',
  'administratie',
  'administration',
  'beheer',
  'beheerder',
  'moderator',
  'moderateur',
  'moderatie',
  'moderation',
  'equipe',
  'official',
  'officieel',
  'officiel',
  'officielle',
  'redactie',
  'system',
  'systeem',
  'systeme',
];
/** Small words that may stand between the two ("het team van Koester", "l'équipe de Koester"). */
const LINK_WORDS = ['het', 'de', 'the', 'l', 'la', 'le', 'les', 'd', 'du', 'des', 'van', 'of', 'from', 'by', 'par'];
const STAFF = `(?:${STAFF_WORDS.join('|')})`;
const LINK = `(?:${LINK_WORDS.join('|')})`;
/** "Koester" with only staff and small words around it, or right next to a staff word (after compact()). */
const ONLY_TEAM = new RegExp(`^(?:${STAFF}|${LINK})*koester(?:koester|${STAFF}|${LINK})*$`);
const NEXT_TO_STAFF = new RegExp(`${STAFF}${LINK}*koester|koester${LINK}*${STAFF}`);

/** Letters from other scripts that look like Latin ones (Cyrillic, then Greek), and digits written for letters. */
const LOOKALIKE_FROM = 'аеорсткмніѕух' + 'αεορτκινμ' + '03457';
const LOOKALIKE_TO = 'aeopctkmhisyx' + 'aeoptkivm' + 'oeast';

/**
 * The name as letters only, to compare with the team's name whatever the case, accents, spacing, punctuation or
 * look-alike letters: "L'Équipe  K0ester!" → "lequipekoester". "ö" and "œ" count as the "oe" they stand for.
 */
function compact(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[öœ]/g, 'oe')
    .replace(/[\s\S]/gu, (char) => LOOKALIKE_TO[LOOKALIKE_FROM.indexOf(char)] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/g, '');
}

/**
 * True when the name poses as the Koester team: "Koester" alone or with staff words only ("Koester", "Koester team",
 * "Het Koester-team", "L'équipe Koester"), or right next to one ("Anna van Koester support"). A person's surname is
 * not: "Anna Koester" and "Familie Koesters" are ordinary names.
 */
export function posesAsTeam(name: string): boolean {
  const letters = compact(name);
  return letters.includes('koester') && (ONLY_TEAM.test(letters) || NEXT_TO_STAFF.test(letters));
}

/**
 * Checks and cleans a new profile name, for the /dashboard form and PATCH /profiles alike (and the identity service's
 * `name` attribute): without invisible characters and trimmed (cleanText), not empty, at most 100 characters, no
 * dangerous content, no control characters, not posing as the Koester team (posesAsTeam).
 * The cleaned name is what is stored; it is not escaped, since a name is only ever rendered as text.
 */
export function validateProfileName(raw: string): RuleResult<string> {
  const name = cleanText(raw);
  let failure: RuleError | undefined;
  if (!name) failure = ruleError('NAME_REQUIRED', 'Please enter your name');
  else if (name.length > PROFILE_LIMITS.nameMax)
    failure = ruleError('NAME_TOO_LONG', `Your name can be at most ${PROFILE_LIMITS.nameMax} characters`);
  // Read back as typed first: "&lt;script&gt;" is refused like the tag it stands for, as in every other text.
  else if (hasDangerousContent(unescapeAngleBrackets(name))) failure = DANGEROUS_CONTENT;
  else if (hasControlCharacter(name)) failure = INVALID_CHARACTER;
  else if (posesAsTeam(name)) failure = ruleError('NAME_RESERVED', 'This name is reserved for the Koester team');
  return failure ? { ok: false, errors: { name: failure } } : { ok: true, value: name };
}
