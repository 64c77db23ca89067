import type { IdentityConfig } from '../config.ts';
import type { PoolStore } from '../pool-store.ts';
import type { CodePurpose } from '../stores/codes.ts';
import type { User } from '../stores/users.ts';
import { codeThrottle } from '../throttles.ts';
import { wrongCode } from './decoy.ts';

const maskEmail = (email: string) => email.replace(/^(.).*(@.).*(\..*)$/, '$1***$2***$3');

/** The codes the pool mails (to confirm a sign-up, to reset a password): sending them and checking the answers. */
export function mailedCodes(store: PoolStore, config: IdentityConfig) {
  const codeDelivery = (email: string) => ({
    Destination: maskEmail(email),
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  });

  async function sendCode(user: User, purpose: CodePurpose) {
    const code = await store.codes.issue(user.sub, purpose);
    const [subject, line] =
      purpose === 'signup'
        ? [
            'Je Koester-verificatiecode / Your Koester verification code',
            `Je verificatiecode is ${code}. / Your verification code is ${code}.`,
          ]
        : [
            'Je Koester-herstelcode / Your Koester password reset code',
            `Je herstelcode is ${code}. / Your password reset code is ${code}.\n` +
              `${config.siteUrl}/reset-password?code=${code}&email=${encodeURIComponent(user.email)}`,
          ];
    await store.mailbox.send(user.email, subject, line, code);
  }

  /**
   * Checks a mailed code for a name, counting wrong ones (throttles.ts). An unknown name, or one with no such code
   * waiting, gets the same answer and the same count as a wrong code (decoy.ts). Returns the user the code was for.
   */
  async function checkCode(
    purpose: CodePurpose,
    name: string,
    user: User | undefined,
    code: string,
    ip: string,
  ): Promise<User> {
    const throttle = codeThrottle(store.failures, purpose, name, ip);
    await throttle.check();
    try {
      if (!user) throw wrongCode();
      await store.codes.consume(user.sub, purpose, code);
    } catch (error) {
      return throttle.failed(error);
    }
    await throttle.succeed();
    return user;
  }

  return { codeDelivery, sendCode, checkCode };
}
