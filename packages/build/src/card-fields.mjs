// The `cards` field of a route declaration (route-declaration.mjs): modules of this remote that pages of other
// remotes show in a slot, such as the account dashboard's cards. Each problem names its field.

import { CARD_DEFAULTS, CARD_SLOTS, isValidCardModule, ROUTES_MODULE } from '@koester/contract/routes/route-rules.mjs';
import { isRecord } from './route-fields.mjs';

/** @typedef {import('@koester/contract/routes/route-rules.mjs').DeclaredCard} DeclaredCard */

/**
 * Reads the `cards` list. A card's module must be exposed through federation, which only the build sees (the
 * `exposes` of the remote's rsbuild config, handed over by its route-declaration plugin); without `exposes` (the
 * remote's own test, the deploy's first look) that check is left to the build, which every deploy runs.
 * @param {unknown} value
 * @param {string[]} problems
 * @param {readonly string[]} [exposes] the module names the remote exposes, when known
 * @returns {DeclaredCard[]}
 */
export function cardsField(value, problems, exposes) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push('cards must be a list');
    return [];
  }
  /** @type {DeclaredCard[]} */
  const cards = [];
  for (const [i, card] of value.entries()) {
    const where = `cards[${i}]`;
    if (!isRecord(card)) {
      problems.push(`${where} must be an object with slot and module`);
      continue;
    }
    const unknown = Object.keys(card).filter((k) => !['slot', 'module', 'order'].includes(k));
    if (unknown.length) problems.push(`${where} has unknown fields: ${unknown.join(', ')}`);
    const { slot, module, order = CARD_DEFAULTS.order } = card;
    if (!(/** @type {readonly unknown[]} */ (CARD_SLOTS).includes(slot)))
      problems.push(`${where}.slot must be one of ${CARD_SLOTS.join(', ')} (got ${JSON.stringify(slot)})`);
    if (module === ROUTES_MODULE) problems.push(`${where}.module cannot be ${ROUTES_MODULE}: that module is the pages`);
    else if (!isValidCardModule(module))
      problems.push(
        `${where}.module must name an exposed module: "./" and lower-case words joined by "-", such as "./dashboard-card" (got ${JSON.stringify(module)})`,
      );
    else if (exposes && !exposes.includes(module))
      problems.push(`${where}.module ${module} is not exposed: add it to exposes in rsbuild.config.ts`);
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 1000)
      problems.push(`${where}.order must be a whole number from 0 to 1000`);
    // One place per card: the page keys its cards by remote and module.
    if (cards.some((other) => other.slot === slot && other.module === module))
      problems.push(`${where} repeats the ${String(slot)} card ${String(module)}`);
    cards.push({
      slot: /** @type {DeclaredCard['slot']} */ (slot),
      module: /** @type {string} */ (module),
      order: /** @type {number} */ (order),
    });
  }
  return cards;
}
