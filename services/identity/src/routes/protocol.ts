import type { FastifyInstance } from 'fastify';
import type { createActions } from '../actions/index.ts';
import type { IdentityConfig } from '../config.ts';
import { CognitoError } from '../errors.ts';
import { checkBody } from '../request-body.ts';
import { verifySigV4 } from '../sigv4.ts';

type Actions = ReturnType<typeof createActions>['actions'];

/**
 * Cognito's wire protocol: POST / with X-Amz-Target: AWSCognitoIdentityProviderService.<Action> and a JSON body
 * (application/x-amz-json-1.1), answered by the action of that name.
 */
export function protocolRoute(scope: FastifyInstance, config: IdentityConfig, actions: Actions) {
  scope.post('/', async (request, reply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const name = target.replace(/^AWSCognitoIdentityProviderService\./, '');
    // Own actions only: a name such as "constructor" or "__proto__" must not reach Object.prototype.
    const action =
      target.startsWith('AWSCognitoIdentityProviderService.') && Object.hasOwn(actions, name)
        ? actions[name]
        : undefined;
    if (!action) throw new CognitoError('UnknownOperationException', `Unknown operation ${target}`);
    // The admin actions need an IAM signature by the configured key, as in Amazon Cognito.
    if (name.startsWith('Admin')) {
      await verifySigV4(
        { method: request.method, headers: request.headers, body: request.rawBody ?? '' },
        config.adminKey,
        config.userPoolId.split('_')[0]!,
      );
    }
    // Cognito's string parameters never hold a NUL or half a character (and PostgreSQL text cannot).
    checkBody(request.body);
    const result = await action((request.body ?? {}) as Record<string, unknown>, { ip: request.ip });
    return reply.type('application/x-amz-json-1.1').header('x-amzn-requestid', crypto.randomUUID()).send(result);
  });
}
