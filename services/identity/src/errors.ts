/** A Cognito error: HTTP 400 with {"__type": Code, "message"} (and the x-amzn-errortype header). */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
    /** For a throttle: when the caller may try again, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = type;
  }
}

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const notAuthorized = (message = 'Incorrect username or password.') =>
  new CognitoError('NotAuthorizedException', message);

/** Cognito's answer to a caller over a limit (HTTP 400, as Cognito answers it), with when to try again. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new CognitoError(
    'TooManyRequestsException',
    'Attempt limit exceeded, please try after some time.',
    400,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );

/** Cognito's wording for a parameter outside its constraints; `at` is the parameter as Cognito names it. */
export const constraintViolation = (at: string, rule: string) =>
  invalidParameter(`1 validation error detected: Value at '${at}' failed to satisfy constraint: ${rule}`);
