/**
 * Where focus goes when the element that had it is gone (an item received, removed or put back): a heading that is
 * on the page both before and after the change, chosen from the change's answer. Looking for it in the page instead
 * could find a section that the answer is about to take away, since React may not have committed the answer yet.
 */
export const focusHeading = (id: 'items-heading' | 'received-heading') =>
  window.requestAnimationFrame(() => document.getElementById(id)?.focus());
