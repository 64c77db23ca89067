import type { FastifyRequest } from 'fastify';
import { isTransactionConflict } from '@koester/db/transaction';
import { isDatabaseUnavailable } from '@koester/db/unavailable';
import type { AuthUser } from '../auth/token-verifier.ts';
import type { MailSettingsRepository } from '../repositories/mail-settings-repository.ts';

/**
 * Keeps the language of the page the user just acted on for their portal mail, once their change is stored. It is a
 * preference beside the change: a failure here (the database aborting it as a deadlock's victim, say) is logged and
 * does not turn a stored comment or vote into an error, which a client would retry and so post twice.
 */
export async function noteLanguageOf(
  request: FastifyRequest,
  settings: MailSettingsRepository,
  user: AuthUser,
): Promise<void> {
  try {
    await settings.noteLanguage(user.id, request.headers['accept-language']);
  } catch (error) {
    // What a busy or absent database does is a warning; anything else is a fault to look into.
    const expected = isTransactionConflict(error) || isDatabaseUnavailable(error);
    request.log[expected ? 'warn' : 'error']({ err: error }, 'the language for mail was not noted');
  }
}
