import { z } from 'zod';

const KEEP_TEXT =
  "Keep the session of this call's own token (the site's password reset, which has just signed in with the new password): only sessions authenticated before it are voided. Default false: every session, this one included.";

// A POST without any body reaches the schema as null. The document still marks the body required, as
// @fastify/swagger does every body: typed clients send one ({} at least), older ones none.
export const revokeBody = z
  .object({ keep_current_session: z.boolean().optional().meta({ description: KEEP_TEXT }) })
  .nullish();
