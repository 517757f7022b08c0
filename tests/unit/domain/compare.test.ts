import { describe, expect, it } from 'vitest';
import { compareHref, MAX_COMPARE, parseCompareIds, valuesDiffer } from '#src/domain/compare.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('parseCompareIds', () => {
  it('reads up to four ids in order', () => {
    expect(parseCompareIds(`${id(3)},${id(1)},${id(2)}`)).toEqual({ ids: [id(3), id(1), id(2)], problems: [] });
  });

  it('reads nothing from no value, an empty one or only commas', () => {
    for (const raw of [null, undefined, '', '  ', ',,,']) expect(parseCompareIds(raw)).toEqual({ ids: [], problems: [] });
  });

  it('drops unknown shapes, NUL and script and says so', () => {
    const raw = `${id(1)},nope,${id(2)}\u0000,</script>,${id(3)}`;
    expect(parseCompareIds(raw)).toEqual({ ids: [id(1), id(3)], problems: ['invalid'] });
  });

  it('keeps one of each repeated id, whatever its case', () => {
    expect(parseCompareIds(`${id(1)},${id(1).toUpperCase()},${id(2)}`)).toEqual({ ids: [id(1), id(2)], problems: ['repeated'] });
  });

  it('keeps the first four of more', () => {
    const raw = [1, 2, 3, 4, 5, 6].map(id).join(',');
    const parsed = parseCompareIds(raw);
    expect(parsed.ids).toEqual([1, 2, 3, 4].map(id));
    expect(parsed.ids).toHaveLength(MAX_COMPARE);
    expect(parsed.problems).toEqual(['tooMany']);
  });

  it('refuses a 10 KB value whole without splitting it', () => {
    expect(parseCompareIds(`${id(1)},${'x'.repeat(10 * 1024)}`)).toEqual({ ids: [], problems: ['tooLong'] });
  });

  it('names every kind of problem met, once each', () => {
    const raw = [id(1), 'bad', id(1), id(2), id(3), id(4), id(5), 'worse'].join(',');
    expect(parseCompareIds(raw).problems).toEqual(['invalid', 'repeated', 'tooMany']);
  });

  it('reads back the link it makes', () => {
    const ids = [id(7), id(8)];
    const href = compareHref(ids);
    expect(href).toBe(`/compare?ids=${id(7)},${id(8)}`);
    expect(parseCompareIds(new URL(href, 'http://x').searchParams.get('ids')).ids).toEqual(ids);
  });
});

describe('valuesDiffer', () => {
  it('is true only when two shown values differ', () => {
    expect(valuesDiffer(['a', 'a', 'a'])).toBe(false);
    expect(valuesDiffer(['a', 'b'])).toBe(true);
    expect(valuesDiffer(['a', null, 'a'])).toBe(false);
    expect(valuesDiffer(['a', null])).toBe(false);
  });
});
