import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
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

/** Renders a page inside Suspense and an error boundary; React 19 retries suspended trees only inside async act(). */
async function renderInBoundary(Page: ComponentType) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );
  });
  return result;
}

describe('lazyPage', () => {
  it('shows a failed chunk to the error boundary, and loads again after a reset', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(() => <p>the page</p>);
    const Page = lazyPage(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const first = await renderInBoundary(Page);
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    resetFailedPages();

    await renderInBoundary(Page);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
