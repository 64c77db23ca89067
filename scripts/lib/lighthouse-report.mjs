// The benchmark's figures set against the aims of the issue "Every public page paints like a static page"
// (bench-lighthouse.mjs states them), printed page by page.

const MARKETING = new Set(['/', '/about', '/faq', '/contact', '/blog', '/privacy', '/terms']);
const performanceAim = (route) => (MARKETING.has(route) || route.startsWith('/blog') ? 95 : 90);
const AIM = { accessibility: 100, 'best-practices': 100, seo: 100 };
const METRIC_AIM = { 'total-blocking-time': 200, 'cumulative-layout-shift': 0.02 };
const LCP_RATIO_AIM = 1.3;
const FIRST_LOAD_JS_AIM_KB = 150;
/**
 * Pages that ask search engines not to index them (spec §2: /pricing; a wishlist shared by link, which names its
 * owner): their SEO aim leaves that one audit out.
 */
export const NOINDEX_PATHS = new Set(['/pricing', '/wishlist/demo']);

/**
 * Prints each page's figures against the aims; `missed()` tells whether any aim was missed.
 * @param {{ portToApp: Map<number, string>, remoteServing: (pathname: string) => string | undefined }} site
 */
export function createAimReport(site) {
  let missed = false;
  const check = (met) => {
    missed ||= !met;
    return met ? 'met' : 'MISSED';
  };
  return {
    missed: () => missed,
    /** One page's figures, the site's beside its static copy's. */
    page({ route, live, copy }, runs) {
      const ratio = live.lcp / copy.lcp;
      console.log(`\n${route}  (Lighthouse ${live.version}, mobile, median of ${runs})   site | static copy`);
      console.log(
        `  performance      ${String(live.scores.performance).padStart(3)} | ${String(copy.scores.performance).padStart(3)}   (aim ≥ ${performanceAim(route)}: ${check(live.scores.performance >= performanceAim(route))})`,
      );
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        const note = category === 'seo' && NOINDEX_PATHS.has(route) ? ' without is-crawlable' : '';
        console.log(
          `  ${category.padEnd(16)} ${String(live.scores[category]).padStart(3)}   (aim ${AIM[category]}${note}: ${check(live.scores[category] >= AIM[category])})`,
        );
      }
      console.log(
        `  LCP              ${live.lcp.toFixed(0).padStart(5)} | ${copy.lcp.toFixed(0).padStart(5)} ms   ratio ${ratio.toFixed(2)} (aim ≤ ${LCP_RATIO_AIM}: ${check(ratio <= LCP_RATIO_AIM)})`,
      );
      console.log(
        `  TBT              ${live.tbt.toFixed(0).padStart(5)} | ${copy.tbt.toFixed(0).padStart(5)} ms   (aim ≤ ${METRIC_AIM['total-blocking-time']}: ${check(live.tbt <= METRIC_AIM['total-blocking-time'])})`,
      );
      console.log(
        `  CLS              ${live.cls.toFixed(3).padStart(5)} | ${copy.cls.toFixed(3).padStart(5)}      (aim ≤ ${METRIC_AIM['cumulative-layout-shift']}: ${check(live.cls <= METRIC_AIM['cumulative-layout-shift'])})`,
      );
      console.log(`  long tasks (ms)  ${live.longTasks.join(', ') || 'none'}`);
      console.log(
        `  document (ms)    ${live.serverMs.toFixed(0).padStart(5)} | ${copy.serverMs.toFixed(0).padStart(5)}      (the server's answer to the page's request)`,
      );
      console.log(
        `  benchmarkIndex   ${live.benchmarkIndex.toFixed(0).padStart(5)} | ${copy.benchmarkIndex.toFixed(0).padStart(5)}      (Lighthouse's measure of the machine's speed in the run)`,
      );
      if (live.failing.length) console.log(`  failing audits: ${live.failing.join(', ')}`);
    },
    /** The first load of /: its JavaScript on the wire and the manifests it fetched. */
    home(home) {
      console.log(
        `\nfirst load of /: ${home.live.jsKb.toFixed(1)} KB of JavaScript on the wire (aim ≤ ${FIRST_LOAD_JS_AIM_KB}: ${check(home.live.jsKb <= FIRST_LOAD_JS_AIM_KB)}), ${home.live.requests} requests`,
      );
      const [homePort] = [...site.portToApp].find(([, app]) => app === site.remoteServing('/')) ?? [];
      const onlyMarketing = home.live.manifests.length === 1 && home.live.manifests[0].includes(`:${homePort}/`);
      console.log(
        `  manifests fetched: ${home.live.manifests.join(', ')} (aim: the marketing remote's only: ${check(onlyMarketing)})`,
      );
    },
  };
}
