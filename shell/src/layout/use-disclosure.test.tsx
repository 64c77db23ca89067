import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure';

function Menu({ route }: { route: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure([button, panel], button, route);
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
      <div ref={panel} hidden={!open}>
        <a href="#one">One</a>
      </div>
      <a href="#after">After</a>
    </>
  );
}

const setup = () => {
  const view = render(<Menu route="/" />);
  const button = screen.getByRole('button', { name: 'Menu' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return Object.assign(button, { goTo: (route: string) => view.rerender(<Menu route={route} />) });
};

describe('useDisclosure', () => {
  afterEach(cleanup);

  it('closes on Escape and brings focus inside back to its button', () => {
    const button = setup();
    const link = screen.getByText('One');
    act(() => link.focus());
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus moves out of it, and on a press elsewhere; not on a press inside', () => {
    const button = setup();
    act(() => screen.getByText('One').focus());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByText('After').focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('One'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a route change', () => {
    const button = setup();
    button.goTo('/pricing');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
