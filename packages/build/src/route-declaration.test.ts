import { describe, expect, it } from 'vitest';
import { isValidPath } from '@koester/contract/routes/route-rules.mjs';
import { LANGUAGES } from '@koester/contract/i18n/languages';
import { findRouteConflicts } from '@koester/build/route-conflicts.mjs';
import {
  DECLARATION_LANGUAGES,
  parseRouteDeclaration,
  RouteDeclarationError,
} from '@koester/build/route-declaration.mjs';

const text = (en: string) => ({ nl: `${en} (nl)`, en, fr: `${en} (fr)` });
const valid = {
  $comment: 'what this remote serves',
  routes: [
    { path: '/feedback', title: text('Feedback') },
    { path: '/feedback/:id', title: text('Feedback item') },
  ],
  links: [
    { path: '/feedback', label: text('Feedback'), order: 60 },
    { path: '/feedback', label: text('Ideas'), slot: 'footer', show: 'signed-in', primary: true },
  ],
};

/** The problems a declaration is refused for. */
function problems(json: unknown): string[] {
  try {
    parseRouteDeclaration(json, 'feedback');
  } catch (error) {
    expect(error).toBeInstanceOf(RouteDeclarationError);
    expect((error as Error).message).toContain('remote "feedback"');
    return (error as RouteDeclarationError).problems;
  }
  throw new Error('the declaration was accepted');
}

describe('parseRouteDeclaration', () => {
  it("wants the site's languages", () => {
    expect(DECLARATION_LANGUAGES).toEqual(LANGUAGES);
  });

  it("names the API requests a route's page makes first, with the route's own parameters", () => {
    const parsed = parseRouteDeclaration(
      {
        routes: [
          { path: '/feedback/:id', title: text('Item'), data: ['/feedback/:id', '/feedback/:id/comments?limit=5'] },
        ],
      },
      'feedback',
    );
    expect(parsed.routes[0]!.data).toEqual(['/feedback/:id', '/feedback/:id/comments?limit=5']);
    expect(
      problems({
        routes: [
          { path: '/feedback/:id', title: text('Item'), data: ['/feedback/:slug', 'https://evil.test/x', '/a b'] },
          { path: '/feedback', title: text('Feedback'), data: [] },
        ],
      }),
    ).toEqual([
      'routes[0].data[0] uses a parameter /feedback/:id does not have',
      'routes[0].data[1] must be an API path such as "/feedback/:id" (got "https://evil.test/x")',
      'routes[0].data[2] must be an API path such as "/feedback/:id" (got "/a b")',
      'routes[1].data must list 1 to 4 API paths',
    ]);
  });

  it('renders a route with its data at request time only when it has both a prerendered page and data', () => {
    const item = { path: '/feedback/:id', title: text('Item'), prerender: true, data: ['/feedback/:id'] };
    expect(parseRouteDeclaration({ routes: [{ ...item, renderOnRequest: true }] }, 'feedback').routes[0]).toEqual({
      ...item,
      renderOnRequest: true,
    });
    expect(parseRouteDeclaration({ routes: [{ ...item, renderOnRequest: false }] }, 'feedback').routes[0]).toEqual(
      item,
    );
    expect(
      problems({
        routes: [
          { ...item, renderOnRequest: 'yes' },
          { path: '/a', title: text('A'), data: ['/a'], renderOnRequest: true },
          { path: '/b', title: text('B'), prerender: true, renderOnRequest: true },
        ],
      }),
    ).toEqual([
      'routes[0].renderOnRequest must be true or false',
      'routes[1].renderOnRequest needs prerender: true and data',
      'routes[2].renderOnRequest needs prerender: true and data',
    ]);
  });

  it('marks routes to prerender: a page, a template, or the listed addresses of a parameterised route', () => {
    const parsed = parseRouteDeclaration(
      {
        routes: [
          { path: '/feedback', title: text('Feedback'), prerender: true },
          { path: '/feedback/:id', title: text('Item'), prerender: true },
          { path: '/blog/:slug', title: text('Blog'), prerender: ['/blog/a-post', '/blog/another'] },
          { path: '/mine', title: text('Mine'), prerender: false },
        ],
      },
      'feedback',
    );
    expect(parsed.routes.map((route) => route.prerender)).toEqual([
      true,
      true,
      ['/blog/a-post', '/blog/another'],
      undefined,
    ]);
    expect(
      problems({
        routes: [
          { path: '/feedback', title: text('Feedback'), prerender: ['/feedback'] },
          { path: '/blog/:slug', title: text('Blog'), prerender: ['/blog/a', '/about', '/blog/:slug', '/blog/a'] },
          { path: '/x/:id', title: text('X'), prerender: 'yes' },
        ],
      }),
    ).toEqual([
      'routes[0].prerender must be true or false',
      'routes[1].prerender[1] must be an address of /blog/:slug (got "/about")',
      'routes[1].prerender[2] must be an address of /blog/:slug (got "/blog/:slug")',
      'routes[1].prerender[3] repeats /blog/a',
      'routes[2].prerender must be true or false, or a list of the addresses to render',
    ]);
  });

  it('reads routes with nested parameters and links, filling the defaults', () => {
    expect(parseRouteDeclaration(valid, 'feedback')).toEqual({
      routes: valid.routes,
      links: [
        { path: '/feedback', label: text('Feedback'), slot: 'main', show: 'everyone', order: 60, primary: false },
        { path: '/feedback', label: text('Ideas'), slot: 'footer', show: 'signed-in', order: 100, primary: true },
      ],
    });
    expect(parseRouteDeclaration({ routes: [{ path: '/', title: text('Home') }] }, 'x').links).toEqual([]);
  });

  it('refuses what is not a declaration at all', () => {
    expect(problems(null)).toEqual(['the declaration must be a JSON object']);
    expect(problems([])).toEqual(['the declaration must be a JSON object']);
    expect(problems({})).toEqual(['routes must list at least one route']);
    expect(problems({ routes: [], links: {} })).toEqual([
      'routes must list at least one route',
      'links must be a list',
    ]);
    expect(problems({ ...valid, pages: [] })).toEqual(['unknown fields: pages']);
  });

  it.each([
    ['feedback', 'must be a string starting with "/"'],
    [42, 'must be a string starting with "/"'],
    ['/feedback/', 'may only hold'],
    ['/Feedback', 'may only hold'],
    ['/feedback//x', 'may only hold'],
    ['/feedback/*', 'may only hold'],
    ['/a/:id/:id', 'names a parameter twice'],
    [`/${'a'.repeat(200)}`, 'longer than 200'],
  ])('refuses the path %j', (path, reason) => {
    const [problem] = problems({ routes: [{ path, title: text('x') }] });
    expect(problem).toMatch(/^routes\[0\]\.path /);
    expect(problem).toContain(reason);
  });

  it.each([
    '/',
    '/a',
    '/a-b/:id/c1',
    '/feedback/:id/comments/:commentId',
    'a',
    '/a/',
    '/A',
    '/a//b',
    '/a b',
    '/a(b',
    '/:x/:x',
    '/é',
  ])("the shell's quick path check agrees with the full one on %j", (path) => {
    let accepted = true;
    try {
      parseRouteDeclaration({ routes: [{ path, title: text('x') }] }, 'x');
    } catch {
      accepted = false;
    }
    expect(isValidPath(path)).toBe(accepted);
  });

  it('refuses a path declared twice, also under another parameter name', () => {
    expect(
      problems({
        routes: [
          { path: '/a/:id', title: text('a') },
          { path: '/a/:slug', title: text('b') },
        ],
      }),
    ).toEqual(['routes[1].path /a/:slug is declared twice (as /a/:id)']);
  });

  it('wants every title and label in nl, en and fr, and nothing else', () => {
    expect(
      problems({
        routes: [{ path: '/a', title: { nl: 'A', en: ' ' } }, { path: '/b' }],
        links: [
          { path: '/a', label: { ...text('A'), de: 'A' } },
          { path: '/a', label: { ...text('x'), en: 'x'.repeat(41) }, slot: 'footer' },
        ],
      }),
    ).toEqual([
      'routes[0].title.en is missing',
      'routes[0].title.fr is missing',
      'routes[1].title must be an object with a text for nl, en, fr',
      'links[0].label has texts in unknown languages: de',
      'links[1].label.en is longer than 40 characters',
    ]);
  });

  it("lets a link point only at the remote's own routes without parameters", () => {
    expect(
      problems({
        ...valid,
        links: [
          { path: '/pricing', label: text('Pricing') },
          { path: '/feedback/:id', label: text('Item') },
        ],
      }),
    ).toEqual([
      `links[0].path must be one of this remote's own routes without parameters (got "/pricing")`,
      `links[1].path must be one of this remote's own routes without parameters (got "/feedback/:id")`,
    ]);
  });

  it('refuses the same link twice in one place', () => {
    expect(problems({ ...valid, links: [valid.links[0], { ...valid.links[0], order: 5 }] })).toEqual([
      'links[1] repeats the main link to /feedback',
    ]);
  });

  it('checks slot, audience, order and emphasis of a link', () => {
    expect(
      problems({
        ...valid,
        links: [{ path: '/feedback', label: text('F'), slot: 'sidebar', show: 'admins', order: 1.5, primary: 'yes' }],
      }),
    ).toEqual([
      'links[0].slot must be one of main, actions, footer, account',
      'links[0].show must be one of everyone, signed-in, signed-out',
      'links[0].order must be a whole number from 0 to 1000',
      'links[0].primary must be true or false',
    ]);
  });

  it("takes an account link (the greeting's target) only for signed-in users", () => {
    const account = (show?: string) => ({
      ...valid,
      links: [{ path: '/feedback', label: text('F'), slot: 'account', show }],
    });
    expect(parseRouteDeclaration(account('signed-in'), 'feedback').links[0]).toMatchObject({ slot: 'account' });
    expect(problems(account())).toEqual([
      "links[0]: an account link is the signed-in user's home: its show must be signed-in",
    ]);
    expect(problems(account('everyone'))).toHaveLength(1);
  });
});

describe('parseRouteDeclaration: cards', () => {
  const card = (extra: object = {}) => ({ slot: 'dashboard', module: './dashboard-card', ...extra });
  const withCards = (...cards: unknown[]) => ({ ...valid, cards });
  /** The problems a declaration is refused for by a build that exposes `exposes`. */
  const buildProblems = (json: unknown, exposes: string[]) => {
    try {
      parseRouteDeclaration(json, 'people', { exposes });
    } catch (error) {
      return (error as RouteDeclarationError).problems;
    }
    return [];
  };

  it('reads the cards a remote puts on other pages, with the default order', () => {
    const parsed = parseRouteDeclaration(withCards(card({ order: 30 }), card({ module: './news-card' })), 'people');
    expect(parsed.cards).toEqual([
      { slot: 'dashboard', module: './dashboard-card', order: 30 },
      { slot: 'dashboard', module: './news-card', order: 100 },
    ]);
  });

  it('keeps the shape of a declaration without cards', () => {
    expect(parseRouteDeclaration(valid, 'feedback')).not.toHaveProperty('cards');
    expect(parseRouteDeclaration(withCards(), 'feedback')).not.toHaveProperty('cards');
  });

  it('names every problem of a card with its field', () => {
    expect(problems({ ...valid, cards: { slot: 'dashboard' } })).toEqual(['cards must be a list']);
    expect(
      problems(
        withCards(
          'nope',
          card({ slot: 'sidebar' }),
          card({ module: 'dashboard-card' }),
          card({ module: './Dashboard_Card' }),
          card({ module: '../account/x' }),
          card({ module: `./${'a'.repeat(60)}` }),
          card({ module: './routes' }),
          card({ order: 1001 }),
          card({ module: './other-card', order: 2.5, size: 'large' }),
        ),
      ),
    ).toEqual([
      'cards[0] must be an object with slot and module',
      'cards[1].slot must be one of dashboard (got "sidebar")',
      'cards[2].module must name an exposed module: "./" and lower-case words joined by "-", such as "./dashboard-card" (got "dashboard-card")',
      'cards[3].module must name an exposed module: "./" and lower-case words joined by "-", such as "./dashboard-card" (got "./Dashboard_Card")',
      'cards[4].module must name an exposed module: "./" and lower-case words joined by "-", such as "./dashboard-card" (got "../account/x")',
      `cards[5].module must name an exposed module: "./" and lower-case words joined by "-", such as "./dashboard-card" (got "./${'a'.repeat(60)}")`,
      'cards[6].module cannot be ./routes: that module is the pages',
      'cards[7].order must be a whole number from 0 to 1000',
      'cards[8] has unknown fields: size',
      'cards[8].order must be a whole number from 0 to 1000',
    ]);
    expect(problems(withCards(card(), card({ order: 5 })))).toEqual([
      'cards[1] repeats the dashboard card ./dashboard-card',
    ]);
  });

  it('at build time, refuses a card whose module the remote does not expose', () => {
    const json = withCards(card(), card({ module: './news-card' }));
    expect(buildProblems(json, ['./routes', './dashboard-card', './news-card'])).toEqual([]);
    expect(buildProblems(json, ['./routes', './dashboard-card'])).toEqual([
      'cards[1].module ./news-card is not exposed: add it to exposes in rsbuild.config.ts',
    ]);
  });
});

describe('findRouteConflicts', () => {
  const routes = (...paths: string[]) => ({ routes: paths.map((path) => ({ path, title: text(path) })) });

  it('finds nothing when each path has one owner', () => {
    expect(
      findRouteConflicts({ marketing: routes('/', '/blog/:slug'), feedback: routes('/feedback', '/blog') }),
    ).toEqual([]);
  });

  it('names both remotes for a path claimed twice, also when only the parameter names differ', () => {
    expect(
      findRouteConflicts({
        marketing: routes('/about', '/blog/:slug'),
        account: routes('/pricing'),
        feedback: routes('/about', '/blog/:id', '/pricing/x'),
      }),
    ).toEqual([
      '/about is claimed by both "marketing" and "feedback"',
      '/blog/:id is claimed by both "marketing" and "feedback"',
    ]);
  });

  it('refuses paths of two remotes that answer a same address, but not within one remote', () => {
    expect(findRouteConflicts({ feedback: routes('/feedback/new', '/feedback/:id') })).toEqual([]);
    expect(
      findRouteConflicts({
        marketing: routes('/', '/about', '/blog/:slug'),
        feedback: routes('/blog/new', '/:anything', '/a/:b/c'),
        wishlist: routes('/a/x/:d'),
      }),
    ).toEqual([
      '/blog/new of "feedback" overlaps /blog/:slug of "marketing": both would answer /blog/new',
      '/:anything of "feedback" overlaps /about of "marketing": both would answer /about',
      '/a/x/:d of "wishlist" overlaps /a/:b/c of "feedback": both would answer /a/x/c',
    ]);
  });
});
