import { Pagination } from '@mantine/core';
import { memo } from 'react';
import { Deferred } from './Deferred.tsx';
import classes from './ListPager.module.css';

interface ListPagerProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/**
 * A list's page buttons. They render right after the rows have painted (Deferred), in a slot of their height:
 * Mantine's Pagination was a quarter of the list's first render, the task the rows wait on. Memoised (give it a
 * stable onChange): a keystroke in the search, or the URL catching up with it, does not render it again while the
 * pages stay the same.
 */
export const ListPager = memo(function ListPager({ total, value, onChange }: ListPagerProps) {
  return (
    <div className={classes.slot}>
      <Deferred>
        <Pagination total={total} value={value} onChange={onChange} size="sm" siblings={1} withEdges={total > 5}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
      </Deferred>
    </div>
  );
});
