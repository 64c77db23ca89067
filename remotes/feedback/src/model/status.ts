import { FEEDBACK_STATUSES, type FeedbackStatus } from '@koester/contract/validation/feedback-rules';

/** The statuses the portal shows (spec §2); "unknown" for anything else a newer API might send. */
export type DisplayStatus = FeedbackStatus | 'unknown';

/** The display status of whatever the API answered. */
export function displayStatus(status: string): DisplayStatus {
  return (FEEDBACK_STATUSES as readonly string[]).includes(status) ? (status as FeedbackStatus) : 'unknown';
}
