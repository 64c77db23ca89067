import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusWhenShown } from './use-focus-when-shown';

/** A list whose new entry arrives in a later render than the press that asked for focus on it. */
function Links() {
  const [links, setLinks] = useState(['old']);
  const focusWhenShown = useFocusWhenShown();
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          focusWhenShown('[data-link="new"] button');
          setTimeout(() => setLinks(['new', ...links]), 20);
        }}
      >
        Create
      </button>
      <button
        type="button"
        onClick={() => focusWhenShown(() => document.querySelector<HTMLElement>('[data-link="old"] button'))}
      >
        Focus old
      </button>
      {links.map((link) => (
        <p key={link} data-link={link}>
          <button type="button">Copy {link}</button>
        </p>
      ))}
    </div>
  );
}

describe('useFocusWhenShown', () => {
  afterEach(cleanup);

  it('waits for the element to be rendered, and does not settle for the one before it', async () => {
    render(<Links />);
    const create = screen.getByRole('button', { name: 'Create' });
    create.focus();
    act(() => create.click());
    expect(document.activeElement).toBe(create);
    await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy new' }));
  });

  it('focuses an element that is already there at once (found by a function)', () => {
    render(<Links />);
    act(() => screen.getByRole('button', { name: 'Focus old' }).click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy old' }));
  });
});
