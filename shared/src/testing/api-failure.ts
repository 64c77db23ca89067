import { expect } from 'vitest';
import { ApiError } from '@koester/shared/api/api-error';

/** For tests: the ApiError a call fails with (and a failed expectation if it succeeds or fails otherwise). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
