import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { updateCachedItem } from './feedback-cache';
import type { FeedbackComment } from './list-comments';

/** DELETE /feedback/{id}/comments/{commentId}: the author's own comment, or any comment for an admin. */
function deleteComment(feedbackId: string, commentId: string): Promise<unknown> {
  return api.request('delete', '/feedback/{id}/comments/{commentId}', { params: { id: feedbackId, commentId } });
}

/** Deletes a comment: it leaves the thread and the item's count. */
export function useDeleteComment(feedbackId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(feedbackId, commentId),
    onSuccess: (_answer, commentId) => {
      client.setQueriesData<FeedbackComment[]>({ queryKey: ['feedback', 'comments', feedbackId] }, (comments) =>
        comments?.filter((comment) => comment.id !== commentId),
      );
      updateCachedItem(client, feedbackId, (item) => ({ ...item, comment_count: Math.max(0, item.comment_count - 1) }));
    },
  });
}
