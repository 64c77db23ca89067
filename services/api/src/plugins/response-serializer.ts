import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Serialises responses with fast-json-stringify, compiled from each route's
 * zod response schema (converted to JSON Schema once, at start). Only the
 * declared fields leave the server, as with Fastify's JSON schemas; it is
 * several times faster than validating every outgoing object with zod, which
 * matters for lists of 100 items.
 */
export function zodResponseSerializer({ schema }: { schema: unknown }) {
  if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
}
