import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedRedirect } from './use-delayed-redirect';

function VerifiedPage() {
  useDelayedRedirect('/feedback', 1500);
  return (
    <main>
      <h1>Verified</h1>
      <Link to="/wishlists">My wishlists</Link>
      <Link to="/login">Log in</Link>
    </main>
  );
}

/** A page whose code never arrives: the router keeps showing the page before it, as with a slow remote. */
const LoadingForeverPage = lazy(() => new Promise<never>(() => undefined));

function Site() {
  return (
    <BrowserRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/verified" element={<VerifiedPage />} />
          <Route path="/wishlists" element={<LoadingForeverPage />} />
          <Route path="/login" element={<h1>Log in</h1>} />
          <Route path="/feedback" element={<h1>Feedback</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useDelayedRedirect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/verified');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('goes on after the delay when the user stays', async () => {
    render(<Site />);
    await wait(1400);
    expect(window.location.pathname).toBe('/verified');
    await wait(100);
    expect(window.location.pathname).toBe('/feedback');
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeTruthy();
  });

  it('stays where the user went, though the page is still shown while the next one loads', async () => {
    render(<Site />);
    await wait(500);
    await act(async () => screen.getByRole('link', { name: 'My wishlists' }).click());
    await wait(2000);
    expect(window.location.pathname).toBe('/wishlists');
    // The scene this guards: the old page is still mounted when its timer fires.
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeTruthy();
  });

  it('stays where the user went when the next page shows at once', async () => {
    render(<Site />);
    await wait(500);
    await act(async () => screen.getByRole('link', { name: 'Log in' }).click());
    await wait(2000);
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('still goes on after a jump to an anchor of the same page', async () => {
    render(<Site />);
    // What a plain <a href="#help"> does: a new entry, without the router.
    await act(async () => window.history.pushState(null, '', '/verified#help'));
    await wait(1500);
    expect(window.location.pathname).toBe('/feedback');
  });
});
