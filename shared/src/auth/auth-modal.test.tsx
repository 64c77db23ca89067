import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from './auth-errors';
import { AuthModal } from './auth-modal';
import { initI18n } from '@koester/shared/i18n/i18n';

const auth = vi.hoisted(() => ({
  signInWithEmail: vi.fn(),
  signUpWithEmail: vi.fn(),
  confirmEmail: vi.fn(),
  resendConfirmationCode: vi.fn(),
}));
vi.mock('@koester/shared/auth/sign-in', () => auth);
vi.mock('@koester/shared/auth/profile', () => ({ ensureProfile: vi.fn(async () => null) }));

beforeAll(async () => {
  await initI18n();
  await i18next.changeLanguage('en');
});
beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset();
});
afterEach(cleanup);

function open(props: Partial<Parameters<typeof AuthModal>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onSuccess: vi.fn(), ...props };
  render(<AuthModal open {...handlers} />);
  return handlers;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('AuthModal', () => {
  it('signs in, then reports success and closes', async () => {
    auth.signInWithEmail.mockResolvedValue('done');
    const { onSuccess, onClose } = open();
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeTruthy();
    await press('Log in');
    expect(screen.getByRole('alert').textContent).toBe('Please fill in every field.');
    type('Email address', 'demo@koester.test');
    type('Password', 'Koester!Demo1');
    await press('Log in');
    expect(auth.signInWithEmail).toHaveBeenCalledWith('demo@koester.test', 'Koester!Demo1');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the translated failure and stays open', async () => {
    auth.signInWithEmail.mockRejectedValue(new AuthFailure('INVALID_CREDENTIALS', 'Invalid email or password'));
    const { onSuccess } = open();
    type('Email address', 'demo@koester.test');
    type('Password', 'wrong');
    await press('Log in');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('switches to sign-up, registers, asks for the emailed code, and signs in at once', async () => {
    auth.signUpWithEmail.mockResolvedValue(true);
    auth.confirmEmail.mockResolvedValue(undefined);
    auth.signInWithEmail.mockResolvedValue('done');
    const { onSuccess } = open();
    await press('No account yet? Create one');
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    type('Your name', 'Sam');
    type('Email address', 'sam@example.test');
    type('Password', 'Gift!Idea9');
    await press('Create account');
    expect(auth.signUpWithEmail).toHaveBeenCalledWith({
      email: 'sam@example.test',
      password: 'Gift!Idea9',
      name: 'Sam',
    });
    expect(screen.getByText('We sent a six-digit code to sam@example.test.')).toBeTruthy();
    type('Code from your email', '12 34 56');
    await press('Confirm');
    expect(auth.confirmEmail).toHaveBeenCalledWith('sam@example.test', '123456');
    expect(auth.signInWithEmail).toHaveBeenCalledWith('sam@example.test', 'Gift!Idea9');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('sends "create account" elsewhere when asked, and closes on Escape', async () => {
    const onCreateAccount = vi.fn();
    const { onClose } = open({ onCreateAccount });
    await press('No account yet? Create one');
    expect(onCreateAccount).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
