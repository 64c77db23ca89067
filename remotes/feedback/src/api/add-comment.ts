import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { updateCachedItem } from './feedback-cache';
import type { FeedbackComment } from './list-comments';

/** POST /feedback/{id}/comments: answers the new comment. */
export function addComment(id: string, content: string): Promise<FeedbackComment> {
  return api.request('post', '/feedback/{id}/comments', { params: { id }, body: { content } });
}

/** Adds a comment: it joins the thread and the item's count at once. */
export function useAddComment(feedbackId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(feedbackId, content),
    onSuccess: (comment) => {
      client.setQueriesData<FeedbackComment[]>({ queryKey: ['feedback', 'comments', feedbackId] }, (comments) =>
        comments ? [...comments, comment] : comments,
      );
      updateCachedItem(client, feedbackId, (item) => ({ ...item, comment_count: item.comment_count + 1 }));
    },
  });
}
