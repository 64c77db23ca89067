import type { IdentityConfig } from '../config.ts';
import type { IdentityDb } from '../db.ts';
import type { SigningKey } from '../tokens.ts';
import type { Body } from './parameters.ts';
import { createPool, type Action, type CallContext } from './pool.ts';
import { SignUp } from './sign-up.ts';
import { ConfirmSignUp } from './confirm-sign-up.ts';
import { ResendConfirmationCode } from './resend-confirmation-code.ts';
import { InitiateAuth } from './initiate-auth.ts';
import { RespondToAuthChallenge } from './respond-to-auth-challenge.ts';
import { GetTokensFromRefreshToken } from './get-tokens-from-refresh-token.ts';
import { GetUser } from './get-user.ts';
import { UpdateUserAttributes } from './update-user-attributes.ts';
import { GlobalSignOut } from './global-sign-out.ts';
import { RevokeToken } from './revoke-token.ts';
import { ChangePassword } from './change-password.ts';
import { ForgotPassword } from './forgot-password.ts';
import { ConfirmForgotPassword } from './confirm-forgot-password.ts';
import { AdminCreateUser } from './admin-create-user.ts';
import { AdminAddUserToGroup } from './admin-add-user-to-group.ts';
import { AdminUserGlobalSignOut } from './admin-user-global-sign-out.ts';
import { AdminDeleteUser } from './admin-delete-user.ts';

/** The Cognito actions the site's aws-amplify calls, plus the admin actions; one file each in this folder. */
const ACTIONS: Record<string, Action> = {
  SignUp,
  ConfirmSignUp,
  ResendConfirmationCode,
  InitiateAuth,
  RespondToAuthChallenge,
  GetTokensFromRefreshToken,
  GetUser,
  UpdateUserAttributes,
  GlobalSignOut,
  RevokeToken,
  ChangePassword,
  ForgotPassword,
  ConfirmForgotPassword,
  AdminCreateUser,
  AdminAddUserToGroup,
  AdminUserGlobalSignOut,
  AdminDeleteUser,
};

/** The actions bound to one pool, by their Cognito name (own properties only), and the pool's store. */
export function createActions(db: IdentityDb, config: IdentityConfig, key: SigningKey, decoySecret: string) {
  const pool = createPool(db, config, key, decoySecret);
  const actions: Record<string, (body: Body, context: CallContext) => Promise<unknown>> = Object.fromEntries(
    Object.entries(ACTIONS).map(([name, action]) => [
      name,
      (body: Body, context: CallContext) => action(pool, body, context),
    ]),
  );
  return { actions, store: pool.store };
}
