import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError } from './config-checks';
import { parseRuntimeConfig, servesPath } from './runtime-config';

const text = { nl: 'Over ons', en: 'About', fr: 'À propos' };
const marketing = {
  manifest: 'https://cdn.koester.app/marketing/mf-manifest.json',
  routes: [
    { path: '/', title: text },
    { path: '/about', title: text },
  ],
  links: [{ path: '/about', label: text, order: 10 }],
};
const valid = {
  environment: 'production',
  apiBaseUrl: 'https://api.koester.app/prod',
  remotes: { marketing },
  identity: { userPoolId: 'eu-west-1_abc', userPoolClientId: 'client123' },
  payments: {
    priceIds: {
      pro: { monthly: 'price_pro_m', yearly: 'price_pro_y' },
      premium: { monthly: 'price_premium_m', yearly: 'price_premium_y' },
    },
  },
};

describe('parseRuntimeConfig', () => {
  it('reads the price ids of the paid plans', () => {
    const warn = vi.fn();
    expect(parseRuntimeConfig(valid, warn).payments.priceIds).toEqual(valid.payments.priceIds);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a missing or malformed price id empty, with a warning, and keeps the site up', () => {
    const warn = vi.fn();
    const config = parseRuntimeConfig(
      { ...valid, payments: { priceIds: { pro: { monthly: ' price_pro_m ', yearly: 7 }, premium: 'x' } } },
      warn,
    );
    expect(config.payments.priceIds).toEqual({
      pro: { monthly: 'price_pro_m', yearly: '' },
      premium: { monthly: '', yearly: '' },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/pro\.yearly, premium\.monthly, premium\.yearly/));
    expect(parseRuntimeConfig({ ...valid, payments: undefined }, vi.fn()).payments.priceIds.pro.monthly).toBe('');
  });

  it('accepts a complete config and derives the region from the pool id', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.identity).toEqual({
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_abc',
      userPoolClientId: 'client123',
    });
  });

  it('reads a file written before admins left it, and keeps none of its admin list', () => {
    const warn = vi.fn();
    const config = parseRuntimeConfig({ ...valid, admin: { emails: ['team@koester.app'], userIds: 'x' } }, warn);
    expect(config).toEqual(parseRuntimeConfig(valid));
    expect(JSON.stringify(config)).not.toContain('team@koester.app');
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads each remote's manifest, routes and links", () => {
    expect(parseRuntimeConfig(valid).remotes.marketing).toEqual({
      ...marketing,
      links: [{ path: '/about', label: text, slot: 'main', show: 'everyone', order: 10, primary: false }],
    });
  });

  it('refuses a missing client id in production but only warns in development', () => {
    const noClient = { ...valid, identity: { userPoolId: 'eu-west-1_abc' } };
    expect(() => parseRuntimeConfig(noClient)).toThrow(RuntimeConfigError);
    const warn = vi.fn();
    parseRuntimeConfig({ ...noClient, environment: 'development' }, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('userPoolClientId'));
  });

  it('refuses malformed URLs and shapes', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: 'nope' })).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig({ ...valid, remotes: [] })).toThrow(/remotes/);
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
  });

  it('leaves out a broken remote with a warning, and keeps the others', () => {
    const warn = vi.fn();
    const config = parseRuntimeConfig(
      {
        ...valid,
        remotes: {
          marketing,
          feedback: 'https://cdn.koester.app/feedback/mf-manifest.json',
          wishlist: { ...marketing, manifest: 'nope' },
          account: { manifest: marketing.manifest, routes: [{ path: 'pricing', title: text }] },
          gifts: { manifest: marketing.manifest, routes: [{ path: '/a(b', title: text }] },
        },
      },
      warn,
    );
    expect(Object.keys(config.remotes)).toEqual(['marketing']);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'runtime-config.json: remote feedback is left out. It is a bare manifest URL: deploy it again to list its routes.',
      'runtime-config.json: remote wishlist is left out. remotes.wishlist.manifest is not a valid URL: nope',
      'runtime-config.json: remote account is left out. remotes.account.routes must list valid paths, each with a title in every language',
      'runtime-config.json: remote gifts is left out. remotes.gifts.routes must list valid paths, each with a title in every language',
    ]);
  });

  it('keeps only the links it can show safely: to its own routes, with known places and audiences', () => {
    const warn = vi.fn();
    const link = (extra: object) => ({ path: '/about', label: text, ...extra });
    const config = parseRuntimeConfig(
      {
        ...valid,
        remotes: {
          marketing: {
            ...marketing,
            links: [
              link({}),
              link({ path: '//evil.example/x' }),
              link({ path: 'javascript:alert(1)' }),
              link({ show: 'admin' }),
              link({ slot: 'sidebar' }),
              link({ label: { en: 'About' } }),
              link({ order: 'first' }),
              'nope',
            ],
          },
        },
      },
      warn,
    );
    expect(config.remotes.marketing?.links).toEqual([
      { path: '/about', label: text, slot: 'main', show: 'everyone', order: 100, primary: false },
    ]);
    expect(warn).toHaveBeenCalledTimes(7);
  });

  it('keeps the cards a page can load, sorted out from those it cannot, with a warning for each left out', () => {
    const warn = vi.fn();
    const card = (extra: object) => ({ slot: 'dashboard', module: './dashboard-card', ...extra });
    const config = parseRuntimeConfig(
      {
        ...valid,
        remotes: {
          marketing: {
            ...marketing,
            cards: [
              card({ order: 30 }),
              card({ module: './news-card' }),
              card({ order: 40 }), // the same card again
              card({ slot: 'sidebar', module: './side-card' }),
              card({ module: './routes' }),
              card({ module: 'dashboard-card' }),
              card({ module: './Card' }),
              card({ module: '../shell/x' }),
              card({ module: './other', order: 1001 }),
              card({ module: './other', order: '1' }),
              'nope',
            ],
          },
        },
      },
      warn,
    );
    expect(config.remotes.marketing?.cards).toEqual([
      { slot: 'dashboard', module: './dashboard-card', order: 30 },
      { slot: 'dashboard', module: './news-card', order: 100 },
    ]);
    expect(warn).toHaveBeenCalledTimes(9);
    expect(warn).toHaveBeenCalledWith(
      'runtime-config.json: a card of remote marketing is left out: {"slot":"dashboard","module":"./routes"}',
    );
  });

  it('reads a remote without cards as before, and a cards field that is not a list as none', () => {
    const warn = vi.fn();
    expect(parseRuntimeConfig(valid, warn).remotes.marketing).not.toHaveProperty('cards');
    const odd = parseRuntimeConfig({ ...valid, remotes: { marketing: { ...marketing, cards: 'all' } } }, warn);
    expect(odd.remotes.marketing).not.toHaveProperty('cards');
    expect(warn).toHaveBeenCalledWith('runtime-config.json: the cards of remote marketing are left out: not a list');
  });
});

describe('servesPath', () => {
  it('answers whether a remote of the site declares the path', () => {
    const config = parseRuntimeConfig(valid);
    expect(servesPath(config, '/about')).toBe(true);
    expect(servesPath(config, '/wishlists')).toBe(false);
    expect(servesPath(null, '/about')).toBe(false);
  });
});
