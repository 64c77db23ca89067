import { randomBytes } from 'node:crypto';
import { CognitoError, invalidParameter } from '../errors.ts';
import { checkedName } from './name-attribute.ts';
import { attributes, EMAIL, text } from './parameters.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { Action } from './pool.ts';

/**
 * Creates a user who must choose a new password at the first sign-in. Admin actions need a SigV4 signature by the
 * configured admin key, checked in routes/protocol.ts before the action runs, as in Cognito.
 */
export const AdminCreateUser: Action = async (pool, body) => {
  const { store, config } = pool;
  if (body.UserPoolId !== config.userPoolId)
    throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.');
  const email = text(body, 'Username').trim().toLowerCase();
  if (!EMAIL.test(email)) throw invalidParameter('Invalid email address format.');
  const attrs = attributes(body.UserAttributes);
  // The team creates its own staff accounts here (IAM-signed): they may carry the team's name.
  const name = checkedName(attrs.name, { teamMayUseTeamName: true });
  const temporary =
    typeof body.TemporaryPassword === 'string'
      ? checkPasswordPolicy(body.TemporaryPassword, 'TemporaryPassword')
      : `Tmp!${randomBytes(6).toString('hex')}A1`;
  if (await store.users.find(email)) throw new CognitoError('UsernameExistsException', 'User account already exists.');
  const sub = await store.users.create({
    email,
    name,
    password: temporary,
    status: 'FORCE_CHANGE_PASSWORD',
    emailVerified: attrs.email_verified === 'true',
  });
  if (body.MessageAction !== 'SUPPRESS') {
    await store.mailbox.send(
      email,
      'Je Koester-account / Your Koester account',
      `Je tijdelijke wachtwoord is ${temporary}. / Your temporary password is ${temporary}.`,
      null,
    );
  }
  const user = (await store.users.findBySub(sub))!;
  return {
    User: {
      Username: sub,
      UserStatus: user.status,
      Enabled: true,
      Attributes: [
        { Name: 'email', Value: email },
        { Name: 'sub', Value: sub },
      ],
    },
  };
};
