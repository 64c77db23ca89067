import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import { refetchLists } from './feedback-cache';
import type { FeedbackItem } from './list-feedback';

type FeedbackSubmission = ApiBody<'post', '/feedback'>;

/** POST /feedback: the cleaned title, description and type, and whether to post anonymously. */
function submitFeedback(body: FeedbackSubmission): Promise<FeedbackItem> {
  return api.request('post', '/feedback', { body });
}

/** Submits, then fetches every list again so the new item shows where it belongs. */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => refetchLists(client),
  });
}
