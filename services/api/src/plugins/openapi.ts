import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

interface Document {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * The provider adds an input and an output component for every schema with
 * an id; the named shapes are all answers, so the input copies nobody refers
 * to are dropped.
 */
function withoutUnusedComponents<D extends Document>(document: D): D {
  const schemas = { ...document.components?.schemas };
  const usedBy = (value: unknown, name: string) => JSON.stringify(value).includes(`"#/components/schemas/${name}"`);
  let dropped = true;
  while (dropped) {
    dropped = false;
    for (const name of Object.keys(schemas).filter((n) => n.endsWith('Input'))) {
      const elsewhere = Object.entries(schemas).some(([other, schema]) => other !== name && usedBy(schema, name));
      if (usedBy(document.paths, name) || elsewhere) continue;
      delete schemas[name];
      dropped = true;
    }
  }
  return { ...document, components: { ...document.components, schemas } };
}

/** The OpenAPI document, generated from the routes' zod schemas (served at /prod/openapi.json). */
export async function registerOpenApi(app: FastifyInstance, stagePrefix: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Koester API', version: '1.0.0', description: 'The REST API of the Koester website.' },
      servers: [{ url: stagePrefix }],
      components: { securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ cognito: [] }],
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const response = output.schema?.response as Record<string, unknown> | undefined;
      // A 204 has no body at all, rather than a JSON null.
      if (response?.[204]) response[204] = { type: 'null', description: 'No content' };
      return output;
    },
    // Schemas with an id (errors, feedback items, wishlists …) become components: one named type each for clients.
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input);
      return 'openapi' in document ? withoutUnusedComponents(document) : document;
    },
  });
}
