import { useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { FeedbackItem } from './list-feedback';

/** How many similar items a new title is shown. */
const SIMILAR_LIMIT = 3;

/** Below this many characters a title says too little to compare. */
const SIMILAR_MIN_LENGTH = 4;

/** GET /feedback/similar: existing items that look like a new title. */
function findSimilarFeedback(text: string, signal?: AbortSignal): Promise<FeedbackItem[]> {
  return api
    .request('get', '/feedback/similar', { query: { text, limit: SIMILAR_LIMIT }, signal })
    .then((answer) => answer.items);
}

/**
 * Up to three items like the title being typed, so people vote instead of
 * filing a duplicate. The caller passes the settled (debounced) title; a
 * failure shows nothing, since the form works without it.
 */
export function useSimilarFeedback(title: string) {
  const text = title.trim();
  return useQuery({
    queryKey: ['feedback', 'similar', text.toLowerCase()] as const,
    queryFn: ({ signal }) => findSimilarFeedback(text, signal),
    enabled: text.length >= SIMILAR_MIN_LENGTH,
    staleTime: 60_000,
    retry: false,
  });
}
