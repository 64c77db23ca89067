import { z } from 'zod';
import { LANGUAGES } from '@koester/contract/i18n/languages';
import { validateMailSettings } from '@koester/contract/validation/date-rules';
import { withRule } from '../../plugins/validation.ts';
import { MAIL_KINDS } from '../../repositories/mail-settings-repository.ts';

export const settingsSchema = z
  .object({
    time_zone: z.string().meta({ description: 'IANA time zone: reminders arrive at 08:00 there.' }),
    language: z.enum(LANGUAGES).meta({ description: 'The language of the mails.' }),
    default_lead_days: z.array(z.number().int()).meta({ description: 'The reminders a new date gets.' }),
    reminder_emails: z.boolean().meta({ description: 'false: the user stopped reminder mail.' }),
    plan: z.enum(['free', 'pro', 'premium']),
    advanced_reminders: z
      .boolean()
      .meta({ description: 'Several reminders per date and lead times beyond 1 day (Pro and Premium).' }),
  })
  .meta({ id: 'ReminderSettings' });

const settingsFields = z.object({
  time_zone: z.string().max(100).optional(),
  language: z.enum(LANGUAGES).optional(),
  default_lead_days: z.array(z.number().int()).max(6).optional(),
  reminder_emails: z.boolean().optional(),
});
export const settingsBody = withRule(settingsFields, validateMailSettings);

export const unsubscribeQuery = z.object({
  token: z.string().max(100),
  kind: z.enum(MAIL_KINDS),
  /** With kind=portal: stop following this feedback item only, instead of all portal mail. */
  feedback: z.uuid().optional(),
  /** The mail's language, for the site's page that a browser opening the link is sent on to. */
  lang: z.enum(LANGUAGES).optional(),
});
export const unsubscribedSchema = z
  .object({ kind: z.enum(MAIL_KINDS), feedback: z.string().nullable(), stopped: z.literal(true) })
  .meta({ id: 'Unsubscribed' });
