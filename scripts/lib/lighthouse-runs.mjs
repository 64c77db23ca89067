// Lighthouse runs of one page for the benchmark (bench-lighthouse.mjs): mobile, its default throttled phone, in the
// Chromium the site is prerendered with; the median of a few runs.
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './median.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run of a URL: its JSON report. */
function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'lighthouse',
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_ARGS.map((a) => (a === '--headless' ? '--headless=new' : a)).join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse exit ${code}`))));
  });
}

/**
 * A category's score as Lighthouse weighs it, without the audits left out: the weighted mean of its audits' scores.
 * @param {any} report @param {string} category @param {string[]} leftOut
 */
function categoryScore(report, category, leftOut) {
  const refs = report.categories[category].auditRefs.filter(
    (ref) => ref.weight > 0 && !leftOut.includes(ref.id) && report.audits[ref.id].score !== null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return weight ? refs.reduce((sum, ref) => sum + ref.weight * report.audits[ref.id].score, 0) / weight : 0;
}

/**
 * Median figures of a few Lighthouse runs of one URL.
 * @param {string} url @param {number} runs
 * @param {{ noindex: boolean }} page noindex: the page asks search engines not to index it (SEO without is-crawlable)
 */
export async function measure(url, runs, { noindex }) {
  const reports = [];
  for (let i = 0; i < runs; i++) reports.push(await lighthouse(url));
  const score = (category) => {
    const leftOut = category === 'seo' && noindex ? ['is-crawlable'] : [];
    return Math.round(median(reports.map((r) => categoryScore(r, category, leftOut))) * 100);
  };
  const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
  const last = reports[reports.length - 1];
  const scripts = last.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    version: last.lighthouseVersion,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    lcp: metric('largest-contentful-paint'),
    // The page's own request, from its start to its last byte (observed, not simulated: on loopback, the server's
    // time).
    serverMs: median(
      reports.map((r) => {
        const page = r.audits['network-requests'].details.items.find((item) => item.resourceType === 'Document');
        return page ? page.networkEndTime - page.networkRequestTime : NaN;
      }),
    ),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    requests: last.audits['network-requests'].details.items.length,
    manifests: last.audits['network-requests'].details.items
      .map((item) => item.url)
      .filter((url) => url.endsWith('/mf-manifest.json')),
    longTasks: (last.audits['long-tasks']?.details?.items ?? []).map((t) => Math.round(t.duration)),
    // Lighthouse's measure of the machine's speed ("CPU/Memory Power"), by which its docs calibrate the 4× slowdown.
    benchmarkIndex: median(reports.map((r) => r.environment.benchmarkIndex)),
    failing: Object.values(last.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
