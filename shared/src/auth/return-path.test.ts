import { describe, expect, it } from 'vitest';
import { loginPath, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/pricing')).toBe('/pricing');
    expect(safeReturnPath('/pricing?interval=yearly')).toBe('/pricing?interval=yearly');
    expect(safeReturnPath('/blog/x#part')).toBe('/blog/x#part');
    expect(safeReturnPath('/a/../dashboard')).toBe('/dashboard');
  });

  it.each([
    null,
    undefined,
    '',
    'pricing',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '/x\ny',
    'javascript:alert(1)',
    '/login',
    '/login?next=/pricing',
    '/signup',
    '/' + 'a'.repeat(2001),
    '/.//evil.example',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
    '/..//evil.example?x#y',
    '/Login',
    '/%6cogin',
    '/SIGNUP/',
    '/\tevil',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('keeps an encoded line break as the harmless text it is in a path', () => {
    expect(safeReturnPath('/%0d%0a')).toBe('/%0d%0a');
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });
});

describe('loginPath and returnPathFrom', () => {
  it('round-trips a path through the login URL', () => {
    const login = loginPath('/pricing?interval=yearly');
    expect(login).toBe('/login?next=%2Fpricing%3Finterval%3Dyearly');
    expect(returnPathFrom(login.slice('/login'.length))).toBe('/pricing?interval=yearly');
  });

  it('leaves a foreign destination out', () => {
    expect(loginPath('https://evil.example')).toBe('/login');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});
