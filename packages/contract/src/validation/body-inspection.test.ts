import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter, inspectBody, jsonNestingDepth, MAX_BODY_DEPTH } from './body-inspection';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"[[["')).toBe(0);
    expect(jsonNestingDepth('{}')).toBe(1);
  });

  it('stops counting past the limit', () => {
    expect(jsonNestingDepth(nested(30_000))).toBe(MAX_BODY_DEPTH + 1);
    expect(jsonNestingDepth(nested(MAX_BODY_DEPTH))).toBe(MAX_BODY_DEPTH);
  });
});

describe('hasUnstorableCharacter', () => {
  it('finds NUL and lone surrogates, and accepts paired ones', () => {
    expect(hasUnstorableCharacter('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacter('abc\uD800def')).toBe(true);
    expect(hasUnstorableCharacter('abc\uDC00')).toBe(true);
    expect(hasUnstorableCharacter('\uDC00\uD800')).toBe(true);
    expect(hasUnstorableCharacter('cake 🎂 ok')).toBe(false);
    expect(hasUnstorableCharacter('Zoë')).toBe(false);
  });
});

describe('inspectBody', () => {
  it('answers nothing for a clean body', () => {
    expect(inspectBody({ title: 'Hallo 🎁', tags: ['a', { b: 1 }], n: null })).toEqual([]);
  });

  it('names the path of every unstorable value or key', () => {
    const problems = inspectBody({ title: 'x\u0000', items: [{ name: 'ok' }, { name: '\uD83D' }], ['k\u0000']: 1 });
    expect(problems.map((p) => p.path.join('.')).sort()).toEqual(['items.1.name', 'k\u0000', 'title']);
    expect(problems.every((p) => p.kind === 'unstorable-character')).toBe(true);
  });

  it('refuses a body nested deeper than the limit, and takes one at the limit', () => {
    expect(inspectBody(JSON.parse(nested(MAX_BODY_DEPTH)))).toEqual([]);
    expect(inspectBody(JSON.parse(nested(MAX_BODY_DEPTH + 1)))[0]?.kind).toBe('too-deep');
  });
});
