import { z } from 'zod';
import { LEAD_DAYS } from '@koester/contract/dates/reminders';
import { DATE_KINDS, DATE_LIMITS, validateImportantDate } from '@koester/contract/validation/date-rules';
import {
  PEOPLE_LIMITS,
  validateGiftIdea,
  validateGiftIdeaChange,
  validatePerson,
  validatePersonChange,
} from '@koester/contract/validation/people-rules';
import { pathParam, ruledText } from '../../http/common-schemas.ts';
import { withRule } from '../../plugins/validation.ts';

const L = PEOPLE_LIMITS;
const entries = (what: string) =>
  z
    .array(z.string().max(L.entryMax * 4))
    .max(L.listEntriesMax * 2)
    .optional()
    .meta({
      description: `${what}: at most ${L.listEntriesMax} entries of at most ${L.entryMax} characters, one line each; empty entries and repeats are dropped.`,
    });

const personFields = z.object({
  name: ruledText(L.nameMax, `Required, at most ${L.nameMax} characters; one line.`),
  email: z
    .string()
    .max(L.emailMax * 2)
    .nullable()
    .optional()
    .meta({ description: 'Their email address, if known; empty or null for none.' }),
  interests: entries('Interests'),
  likes: entries('Likes'),
  dislikes: entries('Dislikes'),
  address: ruledText(L.addressMax, `At most ${L.addressMax} characters.`).nullable().optional(),
  notes: ruledText(L.notesMax, `At most ${L.notesMax} characters.`).nullable().optional(),
});
export const personBody = withRule(personFields, validatePerson);
export const personChangeBody = withRule(personFields.partial(), validatePersonChange);

const leadDays = z
  .array(z.union(LEAD_DAYS.map((days) => z.literal(days))))
  .max(LEAD_DAYS.length)
  .meta({
    description:
      'Reminders, in days before the date (0 = on the day), each once. Free: at most one, 0 or 1; Pro and Premium: any.',
  });

const dateFields = z.object({
  kind: z.enum(DATE_KINDS),
  label: ruledText(DATE_LIMITS.labelMax, `Required for a custom date; at most ${DATE_LIMITS.labelMax} characters.`)
    .nullable()
    .optional(),
  day: z.number().int().min(1).max(31),
  month: z.number().int().min(1).max(12),
  year: z
    .number()
    .int()
    .nullable()
    .optional()
    .meta({
      description: `${DATE_LIMITS.yearMin}–${DATE_LIMITS.yearMax}; null when not known (a yearly date only).`,
    }),
  recurrence: z.enum(['yearly', 'once']),
  lead_days: leadDays.optional().meta({ description: "Absent: the user's default reminders." }),
});
export const dateBody = withRule(dateFields, validateImportantDate);

const ideaFields = z.object({
  title: ruledText(L.ideaTitleMax, `Required, at most ${L.ideaTitleMax} characters; one line.`),
  url: z
    .string()
    .max(L.linkMax * 2)
    .nullable()
    .optional()
    .meta({ description: 'An http(s) link; empty or null for none.' }),
  price: z.number().nullable().optional().meta({ description: 'In euros, at most two decimals; null for none.' }),
  notes: ruledText(L.ideaNotesMax, `At most ${L.ideaNotesMax} characters.`).nullable().optional(),
});
export const ideaBody = withRule(ideaFields, validateGiftIdea);
export const ideaChangeBody = withRule(ideaFields.partial(), validateGiftIdeaChange);
export const moveBody = z.object({ wishlist_id: pathParam });

export const personParams = z.object({ id: pathParam });
export const dateParams = personParams.extend({ dateId: pathParam });
export const ideaParams = personParams.extend({ ideaId: pathParam });

/** The next time a date comes round, in the user's time zone. */
const comingSchema = z.object({
  occurrence: z.string().meta({ description: 'YYYY-MM-DD' }),
  days_until: z.number().int().meta({ description: '0 = today' }),
  turns: z.number().int().nullable().meta({ description: 'The age reached or the years marked; null without a year.' }),
});

export const dateSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DATE_KINDS),
    label: z.string().nullable(),
    day: z.number().int(),
    month: z.number().int(),
    year: z.number().int().nullable(),
    recurrence: z.enum(['yearly', 'once']),
    lead_days: z.array(z.number().int()),
    next: comingSchema.nullable().meta({ description: 'null: a one-time date that has passed.' }),
  })
  .meta({ id: 'ImportantDate' });

export const ideaSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    price: z.number().nullable(),
    notes: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'GiftIdea' });

const personCore = {
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
};

export const personSchema = z
  .object({
    ...personCore,
    interests: z.array(z.string()),
    likes: z.array(z.string()),
    dislikes: z.array(z.string()),
    address: z.string().nullable(),
    notes: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    dates: z.array(dateSchema),
    gift_ideas: z.array(ideaSchema),
  })
  .meta({ id: 'Person' });

/** A date coming round, with whose it is. */
const upcomingSchema = comingSchema
  .extend({ person_id: z.string(), person_name: z.string(), date: dateSchema })
  .meta({ id: 'UpcomingDate' });

export const peopleListSchema = z
  .object({
    people: z.array(z.object({ ...personCore, next: upcomingSchema.nullable() })),
    /** How many the plan holds; null for no limit. */
    limit: z.number().int().nullable(),
    plan: z.enum(['free', 'pro', 'premium']),
  })
  .meta({ id: 'PeopleList' });

export const upcomingListSchema = z.object({ upcoming: z.array(upcomingSchema) }).meta({ id: 'UpcomingDates' });
export const upcomingQuery = z.object({
  days: z.coerce.number().int().min(0).max(366).default(30),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
