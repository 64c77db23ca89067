import fc from 'fast-check';

/**
 * Inputs that make backtracking regular expressions slow, sized by `n`: aimed at the patterns of
 * packages/contract/src/validation (the dangerous-content patterns' `\s*` runs, the team-name words), the services' e-mail,
 * Bearer, SigV4 and Host patterns, URL parsing, and the classic `(a+)+$`.
 */
const PATHOLOGICAL: ((n: number) => string)[] = [
  (n) => 'a'.repeat(n) + '!',
  (n) => '<' + ' '.repeat(n) + 'x',
  (n) => '<' + ' \t'.repeat(n / 2) + '/' + ' '.repeat(n / 2) + 'scrip',
  (n) => '< '.repeat(n / 2),
  (n) => 'document' + ' '.repeat(n) + '.' + ' '.repeat(n) + 'cookiX',
  (n) => 'javascript' + ' '.repeat(n) + ';',
  (n) => 'alert' + ' '.repeat(n),
  (n) => 'eval' + '\t'.repeat(n) + ')',
  (n) => 'koester' + 'de'.repeat(n / 2) + '!',
  (n) => 'de'.repeat(n / 2) + 'koester' + 'team'.repeat(8) + '!',
  (n) => 'teamkoester'.repeat(n / 11) + 'x',
  (n) => 'a@' + 'a.'.repeat(n / 2) + ' ',
  (n) => 'a'.repeat(n) + '@' + 'b'.repeat(n),
  (n) => '@'.repeat(n),
  (n) => '.'.repeat(n) + '@',
  (n) => 'Bearer' + ' '.repeat(n) + 'x y',
  (n) => 'AWS4-HMAC-SHA256 Credential=' + 'a/'.repeat(n / 2),
  (n) => '[' + ':'.repeat(n),
  (n) => '1:'.repeat(n / 2) + 'x',
  (n) => 'http://' + 'a.'.repeat(n / 2),
  (n) => 'https://[' + ':'.repeat(n) + ']',
  (n) => '1' + ',000'.repeat(n / 4) + ',',
  (n) => '0'.repeat(n) + '1',
  (n) => '9'.repeat(n),
  (n) => '\\'.repeat(n),
  (n) => '&lt;'.repeat(n / 4) + 'script',
];

const pathological = new Map<string, string>();

/** A text built to make a backtracking regular expression slow (PATHOLOGICAL), within or past a body. */
export function pathologicalText(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(64, 500, 2_000, 20_000, 60_000), fc.nat({ max: PATHOLOGICAL.length - 1 }))
    .map(([n, index]) => {
      // Built once and kept, as the big JSON structures are (hostile-json).
      const key = `${index} ${n}`;
      if (!pathological.has(key)) pathological.set(key, PATHOLOGICAL[index]!(n));
      return pathological.get(key)!;
    });
}
