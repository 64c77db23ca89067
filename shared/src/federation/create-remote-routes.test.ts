import { describe, expect, it, vi } from 'vitest';
import { createRemoteRoutes } from './create-remote-routes';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';

describe('matchPattern', () => {
  const patterns = ['/', '/blog', '/blog/:slug'];

  it('finds the pattern a path belongs to, parameters included', () => {
    expect(matchPattern(patterns, '/')).toBe('/');
    expect(matchPattern(patterns, '/blog/')).toBe('/blog');
    expect(matchPattern(patterns, '/blog/the-art-of-meaningful-gift-giving')).toBe('/blog/:slug');
    expect(matchPattern(patterns, '/blog/a/b')).toBeUndefined();
    expect(matchPattern(patterns, '/about')).toBeUndefined();
  });
});

describe('createRemoteRoutes', () => {
  it('starts loading the page of the current address as the routes module is created', () => {
    window.history.replaceState(null, '', '/blog/some-post');
    const post = Object.assign(() => null, { preload: vi.fn() });
    const list = Object.assign(() => null, { preload: vi.fn() });
    const routes = createRemoteRoutes({ name: 'test', release: 'r1', pages: { '/blog': list, '/blog/:slug': post } });
    expect(post.preload).toHaveBeenCalledTimes(1);
    expect(list.preload).not.toHaveBeenCalled();
    expect(routes.paths).toEqual(['/blog', '/blog/:slug']);
  });
});
