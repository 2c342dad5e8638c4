import { Box } from '@mantine/core';
import type { MouseEvent } from 'react';
import classes from './StationSectionNav.module.css';

/** The page's sections that can be jumped to: the id of the section element, its name and how many it lists. */
export interface StationSection {
  id: string;
  label: string;
  count?: number;
}

/** Scrolls to the section `id` and gives it the focus, so that Tab and a screen reader carry on from there. */
export function jumpTo(id: string) {
  return (event: MouseEvent) => {
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
}

/** The class for the page around the sections: while it is shown, a jump or Tab stops under the header and this nav. */
export const sectionPageClass = classes.page;

/**
 * Below md the station page is one long column: this sticky bar jumps to its sections (with their counts), so
 * that the NCRs and the products are one tap away on a phone. From md up the side column shows them anyway.
 */
export function StationSectionNav({ sections }: { sections: StationSection[] }) {
  return (
    <Box component="nav" aria-label="Sections" className={classes.nav} hiddenFrom="md">
      {sections.map((section) => (
        <a key={section.id} href={`#${section.id}`} className={classes.link} onClick={jumpTo(section.id)}>
          {/* The space keeps the name apart from its count for a screen reader: 'NCRs 2'. */}
          {section.label}{' '}
          {section.count !== undefined && <span className={classes.count}>{section.count}</span>}
        </a>
      ))}
    </Box>
  );
}
