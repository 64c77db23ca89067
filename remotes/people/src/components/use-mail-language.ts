import { useEffect, useRef } from 'react';
import { useLanguage } from '@koester/shared/i18n/localized';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useUpdateReminderSettings } from '../api/update-reminder-settings';

/**
 * Reminder mails are written in the language the user last used here: when /people or the settings open in another
 * language than the settings hold, the settings follow, quietly. A failure is not worth a word: the mails keep
 * their language until the next visit. Gives the settings query, which the page may show.
 */
export function useMailLanguage(userId: string) {
  const language = useLanguage();
  const settings = useReminderSettings(userId);
  const { mutate } = useUpdateReminderSettings(userId);
  // The language already asked for: one request per language, not one per render.
  const asked = useRef<string | null>(null);
  const stored = settings.data?.language;

  useEffect(() => {
    if (!stored || stored === language || asked.current === language) return;
    asked.current = language;
    mutate({ language });
  }, [stored, language, mutate]);

  return settings;
}
