import type { DeclaredLink, DeclaredRoute, RouteDeclaration } from '@koester/contract/routes/route-rules.mjs';
import {
  DECLARATION_LANGUAGES,
  LINK_AUDIENCES,
  LINK_DEFAULTS,
  LINK_SLOTS,
  isValidPath,
} from '@koester/contract/routes/route-rules.mjs';
import { isRecord, requireUrl } from '@koester/shared/config/config-checks';

/** A remote as the runtime config lists it: where its manifest is, and the routes and links it declared. */
export interface RemoteEntry extends RouteDeclaration {
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
}

const hasTexts = (value: unknown) =>
  isRecord(value) && DECLARATION_LANGUAGES.every((l) => typeof value[l] === 'string');

/**
 * One remote's entry. The full check of a declaration (route-declaration.mjs) runs at build and deploy time,
 * which refuse a bad one; the shell keeps only what it can use safely, with the rules both share
 * (route-rules.mjs), so a hand-edited file can neither break the router nor put a foreign link in the frame. A
 * remote without a usable manifest or route is left out with a warning rather than blanking the whole site.
 */
export function parseRemote(name: string, value: unknown, warn: (message: string) => void): RemoteEntry | null {
  const leaveOut = (reason: string) => {
    warn(`runtime-config.json: remote ${name} is left out. ${reason}`);
    return null;
  };
  if (typeof value === 'string') return leaveOut('It is a bare manifest URL: deploy it again to list its routes.');
  if (!isRecord(value)) return leaveOut(`remotes.${name} must be an object with a manifest URL`);
  let manifest: string;
  try {
    manifest = requireUrl(value.manifest, `remotes.${name}.manifest`);
  } catch (error) {
    return leaveOut((error as Error).message.replace(/^runtime-config\.json: /, ''));
  }
  const routes = (Array.isArray(value.routes) ? value.routes : []).filter(
    (route): route is DeclaredRoute => isRecord(route) && isValidPath(route.path) && hasTexts(route.title),
  );
  if (routes.length === 0 || routes.length !== (value.routes as unknown[]).length) {
    return leaveOut(`remotes.${name}.routes must list valid paths, each with a title in every language`);
  }
  const links: DeclaredLink[] = [];
  for (const link of Array.isArray(value.links) ? value.links : []) {
    const candidate = isRecord(link)
      ? {
          path: link.path,
          label: link.label,
          slot: link.slot ?? LINK_DEFAULTS.slot,
          show: link.show ?? LINK_DEFAULTS.show,
          order: link.order ?? LINK_DEFAULTS.order,
          primary: link.primary === true,
        }
      : null;
    const usable =
      candidate &&
      routes.some((route) => route.path === candidate.path && !route.path.includes(':')) &&
      hasTexts(candidate.label) &&
      (LINK_SLOTS as readonly unknown[]).includes(candidate.slot) &&
      (LINK_AUDIENCES as readonly unknown[]).includes(candidate.show) &&
      typeof candidate.order === 'number';
    if (usable) links.push(candidate as DeclaredLink);
    else warn(`runtime-config.json: a link of remote ${name} is left out: ${JSON.stringify(link)}`);
  }
  return { manifest, routes, links };
}
