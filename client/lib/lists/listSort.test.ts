import { describe, expect, it } from 'vitest';
import type { SortColumn } from '../../../shared/lists/sortKeys.ts';
import { clampPage, pageCount, pageOf, sortRows } from './listSort.ts';

describe('sortRows', () => {
  const byValue: SortColumn<{ id: number; value: string }> = (row) => row.value;
  const rows = [{ id: 1, value: 'b' }, { id: 2, value: '' }, { id: 3, value: 'a' }, { id: 4, value: 'b' }];

  it('sorts both ways, empty values last, equal values in their order', () => {
    expect(sortRows(rows, byValue, 'asc').map((r) => r.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, byValue, 'desc').map((r) => r.id)).toEqual([1, 4, 3, 2]);
  });

  it('answers the same array again for the same list, column and direction, and leaves the list alone', () => {
    expect(sortRows(rows, byValue, 'asc')).toBe(sortRows(rows, byValue, 'asc'));
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('computes the key of a row once, also for a new list holding the same row', () => {
    let calls = 0;
    const counted: SortColumn<{ id: number; value: string }> = (row) => { calls += 1; return row.value; };
    sortRows(rows, counted, 'asc');
    sortRows([...rows, { id: 5, value: 'c' }], counted, 'desc');
    expect(calls).toBe(5);
  });

  it('reverses runs of equal keys as runs, also when the list is first sorted the other way', () => {
    const column: SortColumn<{ id: number; value: string }> = (row) => row.value;
    const list = [{ id: 1, value: 'a' }, { id: 2, value: 'b' }, { id: 3, value: '' }, { id: 4, value: 'a' }, { id: 5, value: 'b' }, { id: 6, value: 'c' }];
    expect(sortRows(list, column, 'desc').map((r) => r.id)).toEqual([6, 2, 5, 1, 4, 3]);
    expect(sortRows(list, column, 'asc').map((r) => r.id)).toEqual([1, 4, 2, 5, 6, 3]);
  });

  it('sorts numbers as numbers', () => {
    const numbers = [{ n: 10 }, { n: 9 }, { n: 100 }];
    expect(sortRows(numbers, (row) => row.n, 'asc').map((r) => r.n)).toEqual([9, 10, 100]);
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 11)).toBe(1);
    expect(pageCount(11, 11)).toBe(1);
    expect(pageCount(12, 11)).toBe(2);
    expect(pageCount(400, 11)).toBe(37);
  });

  it('keeps a page inside the range', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });

  it('cuts a page and says where it is in the whole', () => {
    const rows = Array.from({ length: 187 }, (_, i) => i + 1);
    expect(pageOf(rows, 1, 28)).toMatchObject({ page: 1, pages: 7, from: 1, to: 28 });
    const last = pageOf(rows, 7, 28);
    expect(last).toMatchObject({ page: 7, pages: 7, from: 169, to: 187 });
    expect(last.rows).toHaveLength(19);
    expect(pageOf(rows, 99, 28).page).toBe(7);
    expect(pageOf([], 3, 28)).toMatchObject({ rows: [], page: 1, pages: 1, from: 0, to: 0 });
  });
});
