interface ShareEntry {
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  /** The tree-shaken variant of the same package, with its own loading state. */
  treeShaking?: ShareEntry;
}

function forgetIfFailed(entry: ShareEntry): void {
  const loading = entry.loading;
  if (!loading || entry.loaded) return;
  loading.catch(() => {
    if (entry.loading === loading && !entry.loaded) entry.loading = null;
  });
}

type ShareTree = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/**
 * The federation runtime remembers a shared module whose chunk failed to load
 * as a rejected `loading` promise and hands that same rejection to every later
 * request, so a page that needed it could never load again without a reload.
 * This drops such failed loads (and only failed ones: a load still under way
 * is left alone), so a Retry fetches the module afresh.
 */
export function forgetFailedShares(): void {
  const tree = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareTree } }).__FEDERATION__?.__SHARE__ ?? {};
  for (const scopes of Object.values(tree)) {
    for (const packages of Object.values(scopes)) {
      for (const versions of Object.values(packages)) {
        for (const entry of Object.values(versions)) {
          forgetIfFailed(entry);
          if (entry.treeShaking) forgetIfFailed(entry.treeShaking);
        }
      }
    }
  }
}
