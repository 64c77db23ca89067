import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import { reminderSettingsQuery, type ReminderSettings } from './get-reminder-settings';

export type SettingsChange = ApiBody<'put', '/reminder-settings'>;

/** PUT /reminder-settings: the fields sent change; answers the settings whole. */
function updateReminderSettings(body: SettingsChange): Promise<ReminderSettings> {
  return api.request('put', '/reminder-settings', { body });
}

export function useUpdateReminderSettings(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (settings) => client.setQueryData(reminderSettingsQuery(userId).queryKey, settings),
  });
}
