import { describe, expect, it } from 'vitest';
import { changeListView, DEFAULT_VIEW, isFiltered, listViewSearch, parseListView } from './list-view';

describe('list view in the query string', () => {
  it('starts at open, sorted by upvotes', () => {
    expect(parseListView(new URLSearchParams())).toEqual({
      type: 'all',
      status: 'open',
      sort: 'top',
      q: '',
      mine: 'all',
    });
  });

  it('reads every part and round-trips', () => {
    const view = parseListView(new URLSearchParams('type=bug&status=all&sort=newest&q=dark+mode&mine=votes'));
    expect(view).toEqual({ type: 'bug', status: 'all', sort: 'newest', q: 'dark mode', mine: 'votes' });
    expect(parseListView(listViewSearch(view))).toEqual(view);
  });

  it('falls back to the default for unknown values and cuts a long search', () => {
    const view = parseListView(
      new URLSearchParams(`type=question&status=archived&sort=random&mine=theirs&q=${'x'.repeat(150)}`),
    );
    expect(view).toMatchObject({ type: 'all', status: 'open', sort: 'top', mine: 'all' });
    expect(view.q).toHaveLength(100);
  });

  it('leaves the defaults and a blank search out of the URL', () => {
    expect(listViewSearch(DEFAULT_VIEW).toString()).toBe('');
    expect(listViewSearch({ ...DEFAULT_VIEW, q: '   ' }).toString()).toBe('');
    expect(listViewSearch({ ...DEFAULT_VIEW, status: 'all', q: ' dark ' }).toString()).toBe('status=all&q=dark');
  });

  it('tells a filtered view from one that shows everything', () => {
    expect(isFiltered({ ...DEFAULT_VIEW, status: 'all' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, status: 'all', sort: 'newest' })).toBe(false);
    expect(isFiltered(DEFAULT_VIEW)).toBe(true);
    expect(isFiltered({ ...DEFAULT_VIEW, status: 'all', q: 'x' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_VIEW, status: 'all', mine: 'following' })).toBe(true);
  });

  it('starts one’s own slices at every status, and keeps a status chosen by hand when the slice changes', () => {
    expect(parseListView(new URLSearchParams('mine=votes')).status).toBe('all');
    expect(parseListView(new URLSearchParams('mine=votes&status=open')).status).toBe('open');
    const votes = changeListView(DEFAULT_VIEW, { mine: 'votes' });
    expect(votes).toMatchObject({ mine: 'votes', status: 'all' });
    expect(listViewSearch(votes).toString()).toBe('mine=votes');
    expect(changeListView(votes, { mine: 'all' }).status).toBe('open');
    const chosen = changeListView({ ...DEFAULT_VIEW, status: 'completed' }, { mine: 'following' });
    expect(chosen.status).toBe('completed');
    expect(listViewSearch({ ...votes, status: 'open' }).toString()).toBe('status=open&mine=votes');
  });
});
