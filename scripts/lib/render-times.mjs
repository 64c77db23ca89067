// The benchmark's timing of pages rendered at request time (bench-lighthouse.mjs).
import { median } from './median.mjs';

/**
 * How long the server takes to answer an item's page (scripts/lib/render-on-request.mjs), for items no one has
 * asked for yet: rendered now with their data, the same again (from memory), and the prerendered page with its
 * placeholder (as a browser that keeps a sign-in gets it), each the median over `count` items.
 * @param {string} siteUrl
 * @param {number} count
 */
export async function renderTimes(siteUrl, count) {
  const config = await (await fetch(`${siteUrl}/runtime-config.json`)).json();
  const list = await (await fetch(`${config.apiBaseUrl}/feedback?limit=${count + 1}`)).json();
  const timed = async (url, headers = {}) => {
    const started = performance.now();
    const html = await (await fetch(url, { headers })).text();
    return { ms: performance.now() - started, withData: html.includes('id="koester-page-data"') };
  };
  const first = [];
  const again = [];
  const placeholder = [];
  for (const item of list.items.slice(1, count + 1)) {
    const url = `${siteUrl}/feedback/${item.id}?lang=fr`;
    placeholder.push(await timed(url, { Cookie: 'koester_signed_in=1' }));
    first.push(await timed(url));
    again.push(await timed(url));
  }
  const line = (label, results) =>
    `  ${label.padEnd(40)} ${median(results.map((r) => r.ms))
      .toFixed(0)
      .padStart(5)} ms` + `   (${results.filter((r) => r.withData).length}/${results.length} with their data)`;
  console.log(`\nan item's page from the server (median of ${count} items not asked for before)`);
  console.log(line('rendered now with its data', first));
  console.log(line('the same again (kept in memory)', again));
  console.log(line('the prerendered page (placeholder)', placeholder));
}
