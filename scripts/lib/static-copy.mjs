// The benchmark's static copy of a page (bench-lighthouse.mjs): the same page, once its content is in, saved as plain
// HTML with its CSS inlined and no script, the physical limit the site is measured against.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineableCss } from './inline-css.mjs';

/**
 * Saves the page as a visitor's browser shows it once its content is in: scripts out, stylesheets inlined, served
 * from its own origin at the same path.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the page on the site
 * @param {string} route its path, which the copy keeps
 * @param {{ siteUrl: string, copies: string }} where siteUrl: the site's origin; copies: the folder of the copies
 */
export async function saveStaticCopy(browser, url, route, { siteUrl, copies }) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // Quiet for a moment (a live event stream aside), then the content as shown.
  await page.waitForTimeout(2500);
  const { html, sheets } = await page.evaluate(() => {
    const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href);
    const clone = document.documentElement.cloneNode(true);
    // The font preload stays: it is part of the page, not of its scripts.
    for (const node of clone.querySelectorAll(
      'script, link[rel="stylesheet"], link[rel="preload"]:not([as="font"]), link[rel="modulepreload"], noscript',
    ))
      node.remove();
    return { html: `<!doctype html>${clone.outerHTML}`, sheets };
  });
  await page.close();
  const css = [];
  for (const sheet of sheets) css.push(inlineableCss(await (await fetch(sheet)).text(), sheet));
  // The site's own files (fonts) keep working from the copy's origin: relative to it, copied below.
  const own = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = html
    .replace('</head>', `<style>${css.join('\n').replace(new RegExp(own, 'g'), '')}</style></head>`)
    .replace(new RegExp(`${own}(?=/static/)`, 'g'), '');
  const dir = path.join(copies, route === '/' ? '' : route);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), body);
}
