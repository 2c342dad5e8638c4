import { describe, expect, it } from 'vitest';
import { hasListView, isDefaultListView, readListView, toggleSort, writeListView, type ListViewSpec } from './listView.ts';

const spec: ListViewSpec<0 | 1 | 2, 'name' | 'date'> = {
  storageKey: 'test.view',
  defaultFilter: 2,
  toFilter: (value) => (['0', '1', '2'].includes(value) ? (Number(value) as 0 | 1 | 2) : null),
  sortKeys: ['name', 'date'],
};

describe('the list view in the URL', () => {
  it('leaves the defaults out', () => {
    expect(writeListView({ search: '', filter: 2, sort: null, page: 1 }, spec).toString()).toBe('');
    expect(writeListView({ search: 'gfn linz', filter: 0, sort: { key: 'date', dir: 'desc' }, page: 3 }, spec).toString())
      .toBe('q=gfn+linz&filter=0&sort=date&dir=desc&page=3');
    expect(writeListView({ search: '', filter: 2, sort: { key: 'name', dir: 'asc' }, page: 1 }, spec).toString()).toBe('sort=name');
  });

  it('reads back what it wrote, and the defaults for what is missing or unknown', () => {
    const view = { search: ' a b ', filter: 1 as const, sort: { key: 'name' as const, dir: 'desc' as const }, page: 2 };
    expect(readListView(writeListView(view, spec), spec)).toEqual(view);
    expect(readListView(new URLSearchParams('filter=7&sort=evil&dir=up&page=-3'), spec)).toEqual({ search: '', filter: 2, sort: null, page: 1 });
    expect(readListView(new URLSearchParams('sort=date&dir=sideways&page=2.5'), spec)).toEqual({ search: '', filter: 2, sort: { key: 'date', dir: 'asc' }, page: 1 });
  });

  it('keeps parameters that are not the view', () => {
    expect(writeListView({ search: 'x', filter: 2, sort: null, page: 1 }, spec, new URLSearchParams('kiosk=1&q=old&page=4')).toString()).toBe('kiosk=1&q=x');
  });

  it('knows a URL that says something about the view', () => {
    expect(hasListView(new URLSearchParams(''), spec)).toBe(false);
    expect(hasListView(new URLSearchParams('other=1'), spec)).toBe(false);
    expect(hasListView(new URLSearchParams('q='), spec)).toBe(true);
    expect(hasListView(new URLSearchParams('page=2'), spec)).toBe(true);
  });

  it('knows the view a list opens in', () => {
    expect(isDefaultListView({ search: '', filter: 2, sort: null, page: 1 }, spec)).toBe(true);
    for (const view of [{ search: ' ', filter: 2, sort: null, page: 1 }, { search: '', filter: 0, sort: null, page: 1 },
      { search: '', filter: 2, sort: { key: 'date', dir: 'asc' }, page: 1 }, { search: '', filter: 2, sort: null, page: 2 }] as const) {
      expect(isDefaultListView(view, spec)).toBe(false);
    }
  });

  it('counts the parameters that narrow the list as a view of their own', () => {
    const narrowed = { ...spec, narrowingParams: ['category'] };
    expect(hasListView(new URLSearchParams('category=2'), narrowed)).toBe(true);
    expect(hasListView(new URLSearchParams('category=2'), spec)).toBe(false);
    expect(hasListView(new URLSearchParams('kiosk=t'), narrowed)).toBe(false);
  });
});

describe('toggleSort', () => {
  it('sorts a new column ascending and reverses the sorted one', () => {
    expect(toggleSort(null, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(toggleSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(toggleSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(toggleSort({ key: 'name', dir: 'desc' }, 'date')).toEqual({ key: 'date', dir: 'asc' });
  });
});
