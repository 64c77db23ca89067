import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';

export type ReminderSettings = ApiSchemas['ReminderSettings'];

/** GET /reminder-settings: time zone, mail language, default reminders, whether mails go out, and the plan's reach. */
function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return api.request('get', '/reminder-settings', { signal });
}

export function reminderSettingsQuery(userId: string) {
  return queryOptions({
    queryKey: ['reminder-settings', { viewer: userId }],
    queryFn: ({ signal }) => getReminderSettings(signal),
    meta: { userId },
  });
}

/** The settings: the reminders control (Free or Pro), the settings page and the mail language use them. */
export function useReminderSettings(userId: string) {
  return useQuery(reminderSettingsQuery(userId));
}
