import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyManifestPlugin } from './early-manifest-plugin';

const URL_A = 'https://cdn.example/marketing/mf-manifest.json';
const callFetch = (url: string) =>
  (earlyManifestPlugin().fetch as (url: string, init: RequestInit) => Promise<Response> | undefined)(url, {});

afterEach(() => {
  delete window.__KOESTER_BOOT__;
  vi.unstubAllGlobals();
});

describe('earlyManifestPlugin', () => {
  it('hands over the manifest the boot script fetched, once', async () => {
    const early = new Response('{"early":true}');
    window.__KOESTER_BOOT__ = { manifests: { [URL_A]: Promise.resolve(early) } };
    expect(await callFetch(URL_A)).toBe(early);
    expect(callFetch(URL_A)).toBeUndefined();
  });

  it('asks the network again when the early answer failed', async () => {
    const fresh = new Response('{}');
    const fetchMock = vi.fn(async () => fresh);
    vi.stubGlobal('fetch', fetchMock);
    window.__KOESTER_BOOT__ = { manifests: { [URL_A]: Promise.resolve(new Response('', { status: 503 })) } };
    expect(await callFetch(URL_A)).toBe(fresh);
    window.__KOESTER_BOOT__ = { manifests: { [URL_A]: Promise.reject(new TypeError('offline')) } };
    expect(await callFetch(URL_A)).toBe(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves other manifests to the runtime', () => {
    window.__KOESTER_BOOT__ = { manifests: {} };
    expect(callFetch(URL_A)).toBeUndefined();
  });
});
