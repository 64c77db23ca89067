import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiResult } from '@koester/shared/api/typed-api';

export type Roadmap = ApiResult<'get', '/feedback/roadmap'>;

/** GET /feedback/roadmap: the same for everyone (no viewer in the key), kept a minute, fetched again on return. */
const roadmapQuery = queryOptions({
  queryKey: ['feedback', 'roadmap'] as const,
  queryFn: ({ signal }) => api.request('get', '/feedback/roadmap', { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export const useRoadmap = () => useQuery(roadmapQuery);
