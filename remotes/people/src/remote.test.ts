import { describe, expect, it } from 'vitest';
import { remoteProblems } from '@koester/shared/testing/remote-checks';
import declaration from '../routes.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { paths } from './routes';

describe('this remote', () => {
  it('has every text in nl, en and fr, and declares exactly the pages it has', () => {
    expect(remoteProblems({ name: __KOESTER_APP__, declaration, texts: { nl, en, fr }, paths })).toEqual([]);
  });
});
