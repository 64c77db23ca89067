import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient } from '@koester/shared/data/query-client';
import { withQueryClient, withQueryClientPages } from '@koester/shared/data/query-provider';

function WhichClient({ label }: { label: string }) {
  const client = useQueryClient();
  return <p>{client === queryClient ? `${label}: the page's client` : `${label}: another client`}</p>;
}

describe('withQueryClient', () => {
  it("gives the page the page's one query client", () => {
    const Page = withQueryClient(WhichClient);
    render(<Page label="feedback" />);
    expect(screen.getByText("feedback: the page's client")).toBeTruthy();
  });

  it('keeps a lazy page’s preload, so the current page still starts loading early', () => {
    const preload = vi.fn();
    const pages = withQueryClientPages({ '/a': Object.assign(() => null, { preload }), '/b': () => null });
    (pages['/a'] as unknown as { preload(): void }).preload();
    expect(preload).toHaveBeenCalledOnce();
    expect('preload' in pages['/b']!).toBe(false);
  });
});
