import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, resetFailedPages } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('shows a failed chunk to the error boundary, and loads again after a reset', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(() => <p>the page</p>);
    const Page = lazyPage(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // React 19 renders a suspended tree again only inside an async act().
    let first!: ReturnType<typeof render>;
    await act(async () => {
      first = render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    resetFailedPages();

    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
