// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isPrerenderedQuery,
  NOT_FOUND_KEY,
  pageCandidates,
  pageKey,
  pageLanguage,
} from '../../../scripts/lib/page-variants.mjs';
import { inlineableCss } from '../../../scripts/lib/inline-css.mjs';
import { composePage, fillTemplate } from '../../../scripts/lib/page-html.mjs';
import { pagesToRender } from '../../../scripts/lib/prerender.mjs';
import { pageFiles } from '../../../scripts/lib/render-context.mjs';
import { canonicalAddress } from '../../../scripts/lib/render-on-request.mjs';
import { keepsSignIn } from '@koester/contract/session/signed-in-cookie.mjs';
import { dataRequestUrls } from '@koester/contract/routes/data-requests.mjs';

describe('the language a page is sent in', () => {
  it('follows ?lang=, then the cookie, then Accept-Language, then English', () => {
    expect(pageLanguage({ search: '?lang=fr', cookie: 'koester_lang=nl', acceptLanguage: 'nl' })).toBe('fr');
    expect(pageLanguage({ search: '?lang=de', cookie: 'a=1; koester_lang=nl', acceptLanguage: 'fr' })).toBe('nl');
    expect(pageLanguage({ cookie: 'koester_lang=xx', acceptLanguage: 'de-DE,fr;q=0.8,nl;q=0.9' })).toBe('nl');
    expect(pageLanguage({ acceptLanguage: 'nl-BE' })).toBe('nl');
    expect(pageLanguage({ acceptLanguage: 'de, it;q=0.5' })).toBe('en');
    expect(pageLanguage({ acceptLanguage: 'fr;q=0, nl;q=0.1' })).toBe('nl');
    expect(pageLanguage({})).toBe('en');
  });
});

describe('the file that answers an address', () => {
  const routes = [
    { path: '/', prerender: true },
    { path: '/about', prerender: true },
    { path: '/account' },
    { path: '/blog/:slug', prerender: ['/blog/a-post'] },
    { path: '/feedback', prerender: true },
    { path: '/feedback/:id', prerender: true },
  ];

  it('names each route and template', () => {
    expect(pageKey('/')).toBe('index');
    expect(pageKey('/blog/a-post')).toBe('blog/a-post');
    expect(pageKey('/wishlist/:shareToken')).toBe('wishlist/[shareToken]');
  });

  it("offers the page the route declares now: its own, its template, or a listed address's; else the 404 page", () => {
    expect(pageCandidates('/About/', routes, 'nl')).toEqual({ files: ['nl/about.html'], notFound: false });
    expect(pageCandidates('/', routes, 'en').files).toEqual(['en/index.html']);
    expect(pageCandidates('/blog/a-post', routes, 'fr').files).toEqual(['fr/blog/a-post.html']);
    expect(pageCandidates('/feedback/42', routes, 'fr').files).toEqual(['fr/feedback/[id].html']);
    expect(pageCandidates('/nope', routes, 'en')).toEqual({
      files: [`en/${NOT_FOUND_KEY}.html`],
      notFound: true,
    });
  });

  it('never offers a file left from an earlier declaration: a route no longer prerendered, an address no longer listed', () => {
    expect(pageCandidates('/account', routes, 'en')).toEqual({ files: [], notFound: false });
    expect(pageCandidates('/blog/an-older-post', routes, 'en')).toEqual({ files: [], notFound: false });
    expect(pageCandidates('/about', [{ path: '/about', prerender: false }], 'en').files).toEqual([]);
  });

  it('finds a listed address written with capitals, a trailing slash or escapes', () => {
    expect(pageCandidates('/Blog/A-Post/', routes, 'nl').files).toEqual(['nl/blog/a-post.html']);
    expect(pageCandidates('/blog/a%2Dpost', routes, 'nl').files).toEqual(['nl/blog/a-post.html']);
  });

  it('is a prerendered page only when the query holds nothing but the language', () => {
    expect(isPrerenderedQuery('')).toBe(true);
    expect(isPrerenderedQuery('?lang=nl')).toBe(true);
    expect(isPrerenderedQuery('?type=bug&lang=nl')).toBe(false);
    expect(isPrerenderedQuery('?interval=yearly')).toBe(false);
  });

  it('never builds a file name from an address that is not plain words', () => {
    expect(pageCandidates('/feedback/..%2F..%2Fsecret', routes, 'en').files).toEqual(['en/feedback/[id].html']);
    const listedOdd = [{ path: '/blog/:slug', prerender: ['/blog/..%2fsecret'] }];
    expect(pageCandidates('/blog/..%2Fsecret', listedOdd, 'en').files).toEqual([]);
  });
});

describe('prerendering', () => {
  it('renders the routes a remote marks, the listed addresses of a parameterised one, and the 404 page', () => {
    const config = {
      remotes: {
        marketing: {
          routes: [
            { path: '/', prerender: true as const },
            { path: '/blog/:slug', prerender: ['/blog/a', '/blog/b'] },
            { path: '/secret' },
          ],
        },
        feedback: { routes: [{ path: '/feedback/:id', prerender: true as const }] },
      },
    };
    expect(pagesToRender(config, undefined).map((job) => job.key)).toEqual([
      'index',
      'blog/a',
      'blog/b',
      'feedback/[id]',
      NOT_FOUND_KEY,
    ]);
    expect(pagesToRender(config, ['feedback']).map((job) => job.key)).toEqual(['feedback/[id]']);
  });

  it('moves stylesheets into the page with their url()s made absolute', () => {
    const css = inlineableCss(
      '@font-face{src:url(../../font/a.woff2)} .a{background:url("data:image/png;base64,x")} .b{content:"</style>"}',
      'http://cdn.test/marketing/static/css/async/page.css',
    );
    expect(css).toContain('url(http://cdn.test/marketing/static/font/a.woff2)');
    expect(css).toContain('url("data:image/png;base64,x")');
    expect(css).not.toContain('</style>');
  });

  const template =
    '<!doctype html><html lang="en"><head><script>boot()</script><title>Koester</title>' +
    '<meta name="description" content="Site"><script defer src="/static/js/4.js"></script>' +
    '<script defer src="/static/js/index.js"></script><link rel="preload" as="script" href="/static/js/async/a.js">' +
    '<link rel="preload" as="style" href="/static/css/async/a.css"></head><body><noscript>needs JS</noscript><div id="root"></div></body></html>';

  it("writes the page's language, title, description, alternates and tree into the shell's HTML", () => {
    const html = composePage(
      template,
      {
        language: 'nl',
        html: '<meta name="robots" content="noindex"/><div>Over "ons" &amp; <b>meer</b></div>',
        title: 'Over ons · Koester',
        description: 'Wie "wij" zijn & waarom',
      },
      { css: '.a{}', siteUrl: 'https://koester.test', path: '/about' },
    );
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Over ons · Koester</title>');
    expect(html).toContain('<meta name="description" content="Wie &quot;wij&quot; zijn &amp; waarom">');
    expect(html).toContain('<link rel="canonical" href="https://koester.test/about?lang=nl">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://koester.test/about?lang=fr">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://koester.test/about">');
    // What the page placed in the head goes there, not into the tree React hydrates.
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>.*<\/head>/);
    expect(html).toContain('<div id="root"><div>Over "ons" &amp; <b>meer</b></div></div>');
    expect(html).toContain('<style data-prerendered>.a{}</style>');
    expect(html).not.toContain('noscript');
  });

  it('starts its scripts after the first paint: listed for the boot script, ahead of it, instead of as tags', () => {
    const html = composePage(
      template,
      { language: 'en', html: '<p>Hi</p>', title: 'Koester', description: 'Site' },
      { css: '', siteUrl: 'https://koester.test', path: '/' },
    );
    const list = /<head><script type="application\/json" id="koester-after-paint">(.*?)<\/script><script>boot\(\)/.exec(
      html,
    );
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual({
      scripts: ['/static/js/4.js', '/static/js/index.js'],
      preload: ['/static/js/async/a.js', '/static/css/async/a.css'],
    });
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('rel="preload" as="script"');
    // The list cannot close its element.
    const odd = composePage(
      template.replace('/static/js/4.js', '/static/js/</script><script>x()</script>.js'),
      { language: 'en', html: '<p>Hi</p>', title: 'Koester', description: 'Site' },
      { css: '', siteUrl: 'https://koester.test', path: '/' },
    );
    expect(odd).not.toContain('<script>x()');
    expect(odd).toContain('\\u003c/script>');
    // A script tag it cannot take over is an error, not a script that loads before the paint.
    expect(() =>
      composePage(
        template.replace(
          '<script defer src="/static/js/index.js">',
          '<script defer crossorigin src="/static/js/index.js">',
        ),
        { language: 'en', html: '', title: 'K', description: '' },
        { css: '', siteUrl: 'https://koester.test', path: '/' },
      ),
    ).toThrow(/cannot start after its paint/);
    expect(() =>
      composePage(
        '<html lang="en"><head><title>K</title><meta name="description" content=""></head><div id="root"></div>',
        { language: 'en', html: '', title: 'K', description: '' },
        { css: '', siteUrl: 'https://koester.test', path: '/' },
      ),
    ).toThrow(/lacks scripts/);
  });

  it("preloads the remote's files the page needs, with its own language's texts (and English, the fallback)", () => {
    const base = 'https://cdn.test/feedback/static/';
    const fetched = [
      `${base}js/feedback.1a.js`,
      `${base}js/async/__federation_expose_routes.2b.js`,
      `${base}js/async/texts-nl.3c.js`,
      `${base}js/async/texts-en.4d.js`,
      `${base}js/async/texts-fr.5e.js`,
      `${base}css/async/page.6f.css`,
      `${base}js/feedback.1a.js`,
    ];
    const files = pageFiles(fetched, 'fr');
    expect(files).toEqual([fetched[0], fetched[1], fetched[3], fetched[4], fetched[5]]);
    const html = composePage(
      template,
      { language: 'fr', html: '<p>Salut</p>', title: 'Koester', description: 'Site' },
      { css: '', siteUrl: 'https://koester.test', path: '/feedback', remoteFiles: files },
    );
    const list = JSON.parse(/id="koester-after-paint">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      preload: string[];
    };
    expect(list.preload).toEqual(['/static/js/async/a.js', '/static/css/async/a.css', ...files]);
  });

  it('points search engines nowhere from a template', () => {
    const html = composePage(
      template,
      { language: 'en', html: '<p>Loading…</p>', title: 'Koester', description: 'Site' },
      { css: '', siteUrl: 'https://koester.test', path: null },
    );
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
  });
});

describe('a page rendered at request time with its data', () => {
  const placeholderPage = composePage(
    '<!doctype html><html lang="en"><head><script>boot()</script><title>Koester</title>' +
      '<meta name="description" content="Site"><script defer src="/static/js/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
    { language: 'fr', html: '<main><p>Chargement…</p></main>', title: 'Feedback · Koester', description: 'Site' },
    { css: '.shell{}', siteUrl: 'https://koester.test', path: null, remoteFiles: ['https://cdn.test/a.js'] },
  );

  const filled = fillTemplate(
    placeholderPage,
    {
      language: 'fr',
      html: '<main><h1>Mode &lt;sombre&gt;</h1></main>',
      title: 'Mode <sombre> · Koester',
      description: 'Le "mode" sombre',
      state: JSON.stringify({ queries: [{ state: { data: { title: '</script><script>alert(1)</script>' } } }] }),
    },
    {
      siteUrl: 'https://koester.test',
      path: '/feedback/42',
      css: '.shell{}.comments{}',
      files: ['https://cdn.test/a.js', 'https://cdn.test/comments.js'],
    },
  );

  it("puts the rendered tree, the page's title, description and address links into the route's page", () => {
    expect(filled).toContain('<div id="root"><main><h1>Mode &lt;sombre&gt;</h1></main></div>');
    expect(filled).not.toContain('Chargement');
    expect(filled).toContain('<title>Mode &lt;sombre> · Koester</title>');
    expect(filled).toContain('<meta name="description" content="Le &quot;mode&quot; sombre">');
    expect(filled).toContain('<link rel="canonical" href="https://koester.test/feedback/42?lang=fr">');
    expect(filled).toContain('<link rel="alternate" hreflang="nl" href="https://koester.test/feedback/42?lang=nl">');
    // Marked, so a browser that keeps a sign-in asks again instead of showing a visitor's page.
    expect(filled).toContain('<html lang="fr" data-rendered-for-visitor>');
  });

  it('carries the query state as data that cannot close its element, and the styles and files the data brought in', () => {
    const state = /<script type="application\/json" id="koester-page-data">(.*?)<\/script>/.exec(filled)?.[1];
    expect(state).toBeDefined();
    expect(filled).not.toContain('<script>alert(1)');
    expect(JSON.parse(state!)).toEqual({
      queries: [{ state: { data: { title: '</script><script>alert(1)</script>' } } }],
    });
    expect(filled).toContain('<style data-prerendered>.shell{}.comments{}</style>');
    const list = JSON.parse(/id="koester-after-paint">(.*?)<\/script>/.exec(filled)?.[1] ?? 'null') as {
      scripts: string[];
      preload: string[];
    };
    expect(list.scripts).toEqual(['/static/js/index.js']);
    expect(list.preload).toEqual(['https://cdn.test/a.js', 'https://cdn.test/comments.js']);
  });

  it('points search engines nowhere from a page that asks not to be indexed (a shared wishlist)', () => {
    const page = fillTemplate(
      placeholderPage,
      {
        language: 'en',
        html: '<meta name="robots" content="noindex"/><main><h1>Demo’s wishlist</h1></main>',
        title: 'Demo’s wishlist · Koester',
        description: 'Gifts',
        state: '{}',
      },
      { siteUrl: 'https://koester.test', path: '/wishlist/demo', css: '', files: [] },
    );
    expect(page).toMatch(/<meta name="robots" content="noindex"\/>.*<\/head>/);
    expect(page).not.toContain('canonical');
    expect(page).not.toContain('hreflang');
    expect(page).toContain('<div id="root"><main><h1>');
  });

  it('is sent only to a browser that keeps no sign-in', () => {
    expect(keepsSignIn(undefined)).toBe(false);
    expect(keepsSignIn('koester_lang=nl')).toBe(false);
    expect(keepsSignIn('koester_lang=nl; koester_signed_in=1')).toBe(true);
    expect(keepsSignIn('koester_signed_in=')).toBe(false);
  });

  it('is rendered for the address as the site writes it only: another spelling would be a render of its own', () => {
    const route = { path: '/feedback/:id' };
    expect(canonicalAddress(route, '/feedback/a%20b')).toBe('/feedback/a%20b');
    expect(canonicalAddress(route, '/FeedBack/42')).toBe('/feedback/42');
    expect(canonicalAddress(route, '/feedback/%34%32')).toBe('/feedback/42');
    expect(canonicalAddress(route, '/feedback/42/')).toBe('/feedback/42');
  });

  it('asks the API for exactly what the boot script and the page ask for', () => {
    const route = { path: '/feedback/:id', data: ['/feedback/:id', '/feedback/:id/comments?sort=old&limit=5'] };
    expect(dataRequestUrls(route, '/feedback/a%20b', 'https://api.test/prod/')).toEqual([
      'https://api.test/prod/feedback/a%20b',
      'https://api.test/prod/feedback/a%20b/comments?sort=old&limit=5',
    ]);
    // A parameter cannot reach another API path.
    expect(dataRequestUrls(route, '/feedback/..%2Fadmin', 'https://api.test/prod')[0]).toBe(
      'https://api.test/prod/feedback/..%2Fadmin',
    );
    expect(() => dataRequestUrls(route, '/feedback/%E0%A4%A', 'https://api.test/prod')).toThrow(URIError);
    expect(() => dataRequestUrls(route, '/feedback/..', 'https://api.test/prod')).toThrow(URIError);
    expect(() => dataRequestUrls(route, '/feedback/%2E', 'https://api.test/prod')).toThrow(URIError);
  });
});
