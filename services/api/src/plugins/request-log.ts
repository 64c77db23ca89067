import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are secrets: a share token opens a wishlist to whoever holds it, in the visitor's URL and in
 * the owner's revoke call alike; a calendar token opens a user's dates. Anything up to the next slash, query or
 * fragment.
 */
const SECRET_SEGMENTS = /(\/public\/wishlists\/|\/share-links\/|\/calendar\/)[^/?#]*/g;
/** Query parameters that are secrets: an unsubscribe link's token stops someone's mail. */
const SECRET_PARAMETERS = /([?&]token=)[^&#]*/g;

/** The URL as the log may keep it: share, calendar and unsubscribe tokens replaced, as the Authorization header is. */
export const redactedUrl = (url: string) =>
  url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMETERS, '$1[redacted]');

/** Fastify's request log fields, with the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
