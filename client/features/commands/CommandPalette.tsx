import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/spotlight/styles.css';
import { Loader, Modal, VisuallyHidden } from '@mantine/core';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconAlertTriangle, IconArrowRight, IconBuildingFactory2, IconSearch } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ISSUE_STATUS_LABELS } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { useIssues } from '../issues/api.ts';
import { useStations } from '../stations/api.ts';
import { paletteResults } from './paletteResults.ts';
import { PALETTE_ATTRIBUTE, paletteStore } from './paletteStore.ts';
import { PAGE_SHORTCUTS } from './shortcuts.ts';

const LIST_ID = 'command-palette-results';
const optionId = (index: number) => `${LIST_ID}-${index}`;

interface Option { key: string; label: string; description?: string; icon: ReactNode; to: string }

/**
 * The palette's search and results. Rendered only while the palette is open: the station and NCR lists are
 * the cached ones of the list screens, fetched on opening when this device has none yet.
 */
function PaletteBody() {
  const { query, selected } = useSpotlight(paletteStore);
  const stations = useStations();
  const issues = useIssues();
  const here = useLocation();
  const navigate = useNavigate();
  const found = useMemo(
    () => paletteResults(query, { pages: PAGE_SHORTCUTS, stations: stations.data ?? [], issues: issues.data ?? [] }),
    [query, stations.data, issues.data],
  );
  const groups: { label: string; options: Option[] }[] = [
    { label: 'Stations', options: found.stations.map((s) => ({ key: `s${s.sid}`, label: `${s.projId} ${s.name}`, description: [s.customer, s.product].filter(Boolean).join(' · '), icon: <IconBuildingFactory2 size={18} />, to: paths.station(s.sid) })) },
    { label: 'NCRs', options: found.issues.map((i) => ({ key: `i${i.iid}`, label: `${i.snid} ${i.prod}`, description: `${i.stn} · ${ISSUE_STATUS_LABELS[i.status]}`, icon: <IconAlertTriangle size={18} />, to: paths.issue(i.iid) })) },
    { label: 'Pages', options: found.pages.map((page) => ({ key: page.keys.join(' '), label: page.label, icon: <IconArrowRight size={18} />, to: 'to' in page.action ? page.action.to(here) : paths.root })) },
  ].filter((group) => group.options.length > 0);
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  const loading = (stations.isPending || issues.isPending) && query.trim().length > 0;
  let index = 0;

  return (
    <>
      <Spotlight.Search
        aria-label="Find stations, NCRs and pages"
        placeholder="Station, NCR or page…"
        leftSection={<IconSearch size={18} aria-hidden />}
        // A combobox whose options the arrow keys move through, for screen readers too.
        role="combobox"
        aria-expanded
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 && selected < count ? optionId(selected) : undefined}
      />
      <Spotlight.ActionsList id={LIST_ID} role="listbox" aria-label="Results">
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.label} label={group.label} role="group" aria-label={group.label}>
            {group.options.map((option) => {
              const at = index++;
              return (
                <Spotlight.Action key={option.key} label={option.label} description={option.description} leftSection={option.icon}
                  // Spotlight.Action drops an id prop: the option's id, for aria-activedescendant, goes on its element.
                  ref={(element: HTMLButtonElement | null) => { if (element) element.id = optionId(at); }}
                  role="option" aria-selected={at === selected} onClick={() => void navigate(option.to)} />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {count === 0 && (loading ? <Spotlight.Empty><Loader size="sm" aria-label="Loading stations and NCRs" /></Spotlight.Empty>
          : <Spotlight.Empty role="status">Nothing found</Spotlight.Empty>)}
      </Spotlight.ActionsList>
    </>
  );
}

/** Ctrl/⌘-K (useShortcuts): finds stations, NCRs and pages and opens them, without a page reload. */
export function CommandPalette() {
  return (
    <Spotlight.Root store={paletteStore} shortcut={null} clearQueryOnClose={false} scrollable maxHeight={480} {...{ [PALETTE_ATTRIBUTE]: true }}>
      <VisuallyHidden><Modal.Title>Command palette</Modal.Title></VisuallyHidden>
      <PaletteBody />
    </Spotlight.Root>
  );
}
