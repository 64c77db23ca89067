import type { FieldErrorCode } from '@koester/contract/validation/field-codes';

type Caller = 'anonymous' | 'owner' | 'bob' | 'admin' | 'tampered';

interface Refusal {
  as: Caller;
  path: string;
  body?: unknown;
  status: number;
  code: string;
  fields?: Record<string, FieldErrorCode>;
}

const seeded = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The demo user's person, birthday and gift idea (src/seed/demo-people.ts). */
const PERSON = seeded(401);
const BIRTHDAY = seeded(411);
const IDEA = seeded(421);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const date = { kind: 'birthday', day: 15, month: 6, recurrence: 'yearly' };
const notFound = (path: string, body?: unknown): Refusal[] => [
  { as: 'anonymous', path, body, status: 401, code: 'UNAUTHORIZED' },
  { as: 'bob', path, body, status: 404, code: 'PERSON_NOT_FOUND' },
  { as: 'admin', path, body, status: 404, code: 'PERSON_NOT_FOUND' },
];

/** How the people, reminder, calendar and account routes refuse (error-shape.test.ts runs them with the rest). */
export const PEOPLE_REFUSALS: Record<string, Refusal[]> = {
  'GET /people': [{ as: 'anonymous', path: '/people', status: 401, code: 'UNAUTHORIZED' }],
  'GET /people/upcoming': [
    { as: 'anonymous', path: '/people/upcoming', status: 401, code: 'UNAUTHORIZED' },
    {
      as: 'owner',
      path: '/people/upcoming?days=400',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { days: 'TOO_LARGE' },
    },
  ],
  'POST /people': [
    { as: 'anonymous', path: '/people', body: { name: 'Anna' }, status: 401, code: 'UNAUTHORIZED' },
    {
      as: 'owner',
      path: '/people',
      body: { name: ' ', email: 'nope', likes: ['<script>'] },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { name: 'PERSON_NAME_REQUIRED', email: 'EMAIL_INVALID', likes: 'DANGEROUS_CONTENT' },
    },
  ],
  'GET /people/:id': [
    ...notFound(`/people/${PERSON}`),
    { as: 'owner', path: `/people/${UNKNOWN}`, status: 404, code: 'PERSON_NOT_FOUND' },
  ],
  'PATCH /people/:id': [
    ...notFound(`/people/${PERSON}`, { notes: 'x' }),
    {
      as: 'owner',
      path: `/people/${PERSON}`,
      body: { address: 'x'.repeat(301) },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { address: 'ADDRESS_TOO_LONG' },
    },
  ],
  'DELETE /people/:id': notFound(`/people/${PERSON}`),
  'POST /people/:id/dates': [
    ...notFound(`/people/${PERSON}/dates`, date),
    {
      as: 'owner',
      path: `/people/${PERSON}/dates`,
      body: { ...date, day: 31, month: 4 },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { day: 'DATE_INVALID' },
    },
    {
      as: 'owner',
      path: `/people/${PERSON}/dates`,
      body: date,
      status: 400,
      code: 'BIRTHDAY_EXISTS',
      fields: { kind: 'BIRTHDAY_EXISTS' },
    },
  ],
  'PUT /people/:id/dates/:dateId': [
    ...notFound(`/people/${PERSON}/dates/${BIRTHDAY}`, date),
    { as: 'owner', path: `/people/${PERSON}/dates/${UNKNOWN}`, body: date, status: 404, code: 'NOT_FOUND' },
  ],
  'DELETE /people/:id/dates/:dateId': notFound(`/people/${PERSON}/dates/${BIRTHDAY}`),
  'POST /people/:id/gift-ideas': [
    ...notFound(`/people/${PERSON}/gift-ideas`, { title: 'Book' }),
    {
      as: 'owner',
      path: `/people/${PERSON}/gift-ideas`,
      body: { title: 'Book', url: 'javascript:alert(1)', price: 1.234 },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { url: 'INVALID_URL', price: 'PRICE_TOO_PRECISE' },
    },
  ],
  'PATCH /people/:id/gift-ideas/:ideaId': notFound(`/people/${PERSON}/gift-ideas/${IDEA}`, { title: 'Book' }),
  'DELETE /people/:id/gift-ideas/:ideaId': notFound(`/people/${PERSON}/gift-ideas/${IDEA}`),
  'POST /people/:id/gift-ideas/:ideaId/move': [
    ...notFound(`/people/${PERSON}/gift-ideas/${IDEA}/move`, { wishlist_id: UNKNOWN }),
    {
      as: 'owner',
      path: `/people/${PERSON}/gift-ideas/${IDEA}/move`,
      body: { wishlist_id: UNKNOWN },
      status: 404,
      code: 'WISHLIST_NOT_FOUND',
    },
  ],
  'GET /reminder-settings': [{ as: 'anonymous', path: '/reminder-settings', status: 401, code: 'UNAUTHORIZED' }],
  'PUT /reminder-settings': [
    { as: 'anonymous', path: '/reminder-settings', body: {}, status: 401, code: 'UNAUTHORIZED' },
    {
      as: 'bob',
      path: '/reminder-settings',
      body: { time_zone: 'Nowhere/Else', default_lead_days: [5] },
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { time_zone: 'TIME_ZONE_INVALID', default_lead_days: 'LEAD_DAYS_INVALID' },
    },
    {
      as: 'bob',
      path: '/reminder-settings',
      body: { default_lead_days: [21] },
      status: 400,
      code: 'LEAD_DAYS_NOT_IN_PLAN',
      fields: { default_lead_days: 'LEAD_DAYS_NOT_IN_PLAN' },
    },
  ],
  'POST /mail/unsubscribe': [
    {
      as: 'anonymous',
      path: '/mail/unsubscribe?token=unknown&kind=reminders',
      status: 404,
      code: 'UNSUBSCRIBE_LINK_UNKNOWN',
    },
    {
      as: 'anonymous',
      path: '/mail/unsubscribe?token=unknown&kind=everything',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { kind: 'INVALID_CHOICE' },
    },
  ],
  'GET /mail/unsubscribe': [
    {
      as: 'anonymous',
      path: '/mail/unsubscribe?token=unknown&kind=everything',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { kind: 'INVALID_CHOICE' },
    },
  ],
  'GET /calendar-feed': [{ as: 'anonymous', path: '/calendar-feed', status: 401, code: 'UNAUTHORIZED' }],
  'POST /calendar-feed': [{ as: 'anonymous', path: '/calendar-feed', status: 401, code: 'UNAUTHORIZED' }],
  'DELETE /calendar-feed': [{ as: 'anonymous', path: '/calendar-feed', status: 401, code: 'UNAUTHORIZED' }],
  'GET /calendar/:file': [
    { as: 'anonymous', path: '/calendar/unknown.ics', status: 404, code: 'CALENDAR_NOT_FOUND' },
    { as: 'anonymous', path: `/calendar/${'a'.repeat(43)}.ics`, status: 404, code: 'CALENDAR_NOT_FOUND' },
  ],
  'GET /account/export': [{ as: 'anonymous', path: '/account/export', status: 401, code: 'UNAUTHORIZED' }],
  'DELETE /account': [{ as: 'anonymous', path: '/account', status: 401, code: 'UNAUTHORIZED' }],
};
