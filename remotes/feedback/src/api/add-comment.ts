import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { currentUserId } from '@koester/shared/session/session-store';
import { updateCachedItem } from './feedback-cache';
import { commentsQuery, type FeedbackComment } from './list-comments';

/** POST /feedback/{id}/comments: answers the new comment. */
function addComment(id: string, content: string): Promise<FeedbackComment> {
  return api.request('post', '/feedback/{id}/comments', { params: { id }, body: { content } });
}

/** Adds a comment: it joins the thread and the item's count at once. */
export function useAddComment(feedbackId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(feedbackId, content),
    onSuccess: (comment) => {
      // Only into the commenter's own thread: `is_own` is theirs (other viewers' threads are fetched again).
      client.setQueryData<FeedbackComment[]>(commentsQuery(feedbackId, currentUserId()).queryKey, (comments) =>
        comments ? [...comments, comment] : comments,
      );
      updateCachedItem(client, feedbackId, (item) => ({ ...item, comment_count: item.comment_count + 1 }));
    },
  });
}
