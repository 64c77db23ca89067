import { buildOfflineApp } from './offline-app.ts';

/** The API's OpenAPI document, built in this process from the offline app. What GET /prod/openapi.json serves. */
export async function buildOpenApiDocument() {
  const app = await buildOfflineApp();
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}
