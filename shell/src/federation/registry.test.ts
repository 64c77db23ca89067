import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, routeForPathname } from './registry';

describe('registry', () => {
  it('maps every spec route to its remote', () => {
    expect(REMOTE_NAMES).toEqual(expect.arrayContaining(['marketing', 'feedback', 'wishlist', 'account']));
    expect(routeForPathname('/')).toEqual({ remote: 'marketing', path: '/' });
    expect(routeForPathname('/blog/the-art-of-meaningful-gift-giving')).toEqual({
      remote: 'marketing',
      path: '/blog/:slug',
    });
    expect(routeForPathname('/wishlist/demo')).toEqual({ remote: 'wishlist', path: '/wishlist/:shareToken' });
    expect(routeForPathname('/payment-success')).toEqual({ remote: 'account', path: '/payment-success' });
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(routeForPathname('/dashboard')).toBeUndefined();
    expect(routeForPathname('/wishlist')).toBeUndefined();
    expect(routeForPathname('/blog/a/b')).toBeUndefined();
  });
});
