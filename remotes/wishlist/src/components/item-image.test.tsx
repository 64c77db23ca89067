import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ItemImage } from './item-image';

afterEach(() => vi.restoreAllMocks());

/** Pictures as the browser has them: loaded (with a width), failed (complete, no width), or not asked for yet. */
function picturesAre(state: { complete: boolean; naturalWidth: number }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth);
}

describe('ItemImage', () => {
  it('shows the placeholder for a picture that failed before React took the page over', () => {
    picturesAre({ complete: true, naturalWidth: 0 });
    render(<ItemImage src="https://img.example/broken.jpg" missingLabel="No picture" />);
    expect(screen.getByRole('img', { name: 'No picture' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps a picture that loaded, and one that is still to load', () => {
    picturesAre({ complete: true, naturalWidth: 400 });
    const { unmount } = render(<ItemImage src="https://img.example/lamp.jpg" missingLabel="No picture" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://img.example/lamp.jpg');
    unmount();
    picturesAre({ complete: false, naturalWidth: 0 });
    render(<ItemImage src="https://img.example/lamp.jpg" missingLabel="No picture" />);
    expect(document.querySelector('img')).not.toBeNull();
  });
});
