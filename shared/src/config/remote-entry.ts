import type {
  DeclaredCard,
  DeclaredLink,
  DeclaredRoute,
  RouteDeclaration,
} from '@koester/contract/routes/route-rules.mjs';
import {
  CARD_DEFAULTS,
  CARD_SLOTS,
  DECLARATION_LANGUAGES,
  isValidCardModule,
  LINK_AUDIENCES,
  LINK_DEFAULTS,
  LINK_SLOTS,
  isValidPath,
} from '@koester/contract/routes/route-rules.mjs';
import { isRecord, requireUrl } from '@koester/shared/config/config-checks';

/** A remote as the runtime config lists it: where its manifest is, and the routes, links and cards it declared. */
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
  const cards = parseCards(name, value.cards, warn);
  return { manifest, routes, links, ...(cards.length ? { cards } : {}) };
}

/**
 * The cards a remote puts on other remotes' pages. Only a usable card is kept: a known slot, a module name that
 * can be asked of the remote (never its pages), an order. The rest is left out with a warning, as links are; the
 * page loads each kept card on its own and copes with one that fails (federation/declared-cards.tsx).
 */
function parseCards(name: string, value: unknown, warn: (message: string) => void): DeclaredCard[] {
  const cards: DeclaredCard[] = [];
  if (value !== undefined && !Array.isArray(value))
    warn(`runtime-config.json: the cards of remote ${name} are left out: not a list`);
  for (const card of Array.isArray(value) ? value : []) {
    const order: unknown = isRecord(card) ? (card.order ?? CARD_DEFAULTS.order) : undefined;
    const usable =
      isRecord(card) &&
      (CARD_SLOTS as readonly unknown[]).includes(card.slot) &&
      isValidCardModule(card.module) &&
      typeof order === 'number' &&
      order >= 0 &&
      order <= 1000 &&
      !cards.some((other) => other.slot === card.slot && other.module === card.module);
    if (usable) cards.push({ slot: card.slot as DeclaredCard['slot'], module: card.module as string, order });
    else warn(`runtime-config.json: a card of remote ${name} is left out: ${JSON.stringify(card)}`);
  }
  return cards;
}
