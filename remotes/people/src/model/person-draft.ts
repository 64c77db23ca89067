import { unescapeAngleBrackets, type RuleResult } from '@koester/contract/validation/text-rules';
import { validatePerson, type PersonValues } from '@koester/contract/validation/people-rules';
import { joinList, splitList } from './list-text';

/** A person's details as their form holds them: lists typed comma-separated. */
export type PersonDraft = Record<keyof PersonValues, string>;

/** The fields the person forms show, as the shared rule names them. */
export const PERSON_FIELDS = ['name', 'email', 'interests', 'likes', 'dislikes', 'address', 'notes'] as const;

export const EMPTY_PERSON: PersonDraft = {
  name: '',
  email: '',
  interests: '',
  likes: '',
  dislikes: '',
  address: '',
  notes: '',
};

/** What the form shows for a stored person: texts as typed, lists comma-separated. */
export function personDraftOf(person: PersonValues): PersonDraft {
  const text = (value: string | null) => (value ? unescapeAngleBrackets(value) : '');
  return {
    name: text(person.name),
    email: person.email ?? '',
    interests: joinList(person.interests),
    likes: joinList(person.likes),
    dislikes: joinList(person.dislikes),
    address: text(person.address),
    notes: text(person.notes),
  };
}

/** The draft checked by the shared rule the API applies: lists split at commas, then cleaned and deduplicated. */
export function checkPersonDraft(draft: PersonDraft): RuleResult<PersonValues> {
  return validatePerson({
    ...draft,
    interests: splitList(draft.interests),
    likes: splitList(draft.likes),
    dislikes: splitList(draft.dislikes),
  });
}
