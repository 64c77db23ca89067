import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@koester/shared/config/runtime-config';
import { remoteLinks, remoteRoutes, routeForPathname } from './registry';

const text = (en: string) => ({ nl: en, en, fr: en });
const route = (path: string) => ({ path, title: text(path) });
const link = (path: string, extra: object = {}) => ({ path, label: text(path), ...extra });
const config = parseRuntimeConfig({
  environment: 'development',
  apiBaseUrl: 'http://api/prod',
  identity: { userPoolId: 'eu-west-1_x', userPoolClientId: 'c' },
  remotes: {
    marketing: {
      manifest: 'http://cdn/marketing/mf-manifest.json',
      routes: [route('/'), route('/about'), route('/blog/:slug')],
      links: [link('/about', { order: 10 }), link('/about', { slot: 'footer' })],
    },
    feedback: {
      manifest: 'http://cdn/feedback/mf-manifest.json',
      routes: [route('/feedback'), route('/feedback/:id'), route('/feedback/new')],
      links: [link('/feedback', { order: 60 }), link('/feedback/new', { order: 10 })],
    },
  },
});

describe('the registry the shell reads from the runtime config', () => {
  it('lists every declared route of every remote', () => {
    expect(remoteRoutes(config).map((r) => `${r.remote} ${r.path}`)).toEqual([
      'marketing /',
      'marketing /about',
      'marketing /blog/:slug',
      'feedback /feedback',
      'feedback /feedback/:id',
      'feedback /feedback/new',
    ]);
  });

  it('finds the route of a path, nested and with parameters, a static one first', () => {
    const find = (pathname: string) => routeForPathname(pathname, config);
    expect(find('/')).toMatchObject({ remote: 'marketing', path: '/' });
    expect(find('/blog/the-art-of-meaningful-gift-giving')).toMatchObject({ path: '/blog/:slug' });
    expect(find('/feedback/0b5c')).toMatchObject({ remote: 'feedback', path: '/feedback/:id' });
    expect(find('/feedback/new')).toMatchObject({ path: '/feedback/new' });
    expect(find('/feedback/')).toMatchObject({ path: '/feedback' });
  });

  it('matches as the router does: any case, extra trailing slashes, %-escapes', () => {
    const find = (pathname: string) => routeForPathname(pathname, config)?.path;
    expect(find('/FEEDBACK')).toBe('/feedback');
    expect(find('/Feedback/new')).toBe('/feedback/new');
    expect(find('/feedback//')).toBe('/feedback');
    expect(find('/fe%65dback')).toBe('/feedback');
    expect(find('/feedback/%E0%A4%A')).toBe('/feedback/:id');
  });

  it('leaves paths no remote declares to the not-found page', () => {
    expect(routeForPathname('/dashboard', config)).toBeUndefined();
    expect(routeForPathname('/blog/a/b', config)).toBeUndefined();
    expect(routeForPathname('/feedback/1/2', config)).toBeUndefined();
  });

  it('orders the links of a slot across remotes by their declared order', () => {
    expect(remoteLinks('main', config).map((l) => `${l.remote} ${l.path}`)).toEqual([
      'feedback /feedback/new',
      'marketing /about',
      'feedback /feedback',
    ]);
    expect(remoteLinks('footer', config).map((l) => l.path)).toEqual(['/about']);
    expect(remoteLinks('actions', config)).toEqual([]);
  });
});
