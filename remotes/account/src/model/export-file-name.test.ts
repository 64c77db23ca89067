import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

const today = new Date(2025, 2, 7, 23, 30);

describe('the name the data export is saved under', () => {
  it('is the one the server gives', () => {
    expect(exportFileName('attachment; filename="koester-2025-03-06.json"', today)).toBe('koester-2025-03-06.json');
    expect(exportFileName('attachment; filename=koester.json', today)).toBe('koester.json');
    expect(exportFileName("attachment; filename*=UTF-8''koester%20%C3%A9t%C3%A9.json", today)).toBe('koester été.json');
  });

  it('prefers the encoded name to the plain one, as RFC 6266 says', () => {
    expect(exportFileName('attachment; filename="plain.json"; filename*=UTF-8\'\'encoded.json', today)).toBe(
      'encoded.json',
    );
    expect(exportFileName('attachment; filename="plain.json"; filename*=UTF-8\'\'bad%E0%A4%A', today)).toBe(
      'plain.json',
    );
  });

  it('is koester-YYYY-MM-DD.json for the user’s own day without a usable name', () => {
    for (const header of [null, '', 'attachment', 'attachment; filename=""', 'attachment; filename="..."']) {
      expect(exportFileName(header, today), String(header)).toBe('koester-2025-03-07.json');
    }
  });

  it('keeps only a name: no folders, no characters a file system refuses', () => {
    expect(exportFileName('attachment; filename="../../etc/passwd"', today)).toBe('passwd');
    expect(exportFileName('attachment; filename="C:\\\\temp\\\\x.json"', today)).toBe('x.json');
    expect(exportFileName('attachment; filename="a<b>:c?.json"', today)).toBe('a_b__c_.json');
  });
});
