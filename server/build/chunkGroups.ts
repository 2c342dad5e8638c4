// How the client's build puts its modules into files (vite.config.ts): what a screen's first load needs comes in
// a few files, not in a score of small ones split off by which lazily loaded parts share them. Each file is a
// request, and a phone's browser takes six at a time from one server over HTTP/1.1: 22 files of 29 KB made a
// station's page wait four round trips for its code, where five of 34 KB take one (Lighthouse, mobile: its largest
// text 0.2 s sooner, the lists' 0.26 s). A group that names modules is checked by tests/bench.smoke.test.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Mantine's overlays (popovers, menus, tooltips, selects, its Table's ScrollArea) and floating-ui, which positions
 * them: one chunk of their own, for the screens that use them. The lists' first screen does not (their overlays
 * load after it, client/lib/loading/later.tsx, and their tables are plain, components/ListTable.module.css).
 */
const OVERLAY_MODULES = /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Menu|Tooltip|Combobox|Floating|Portal|Select|ScrollArea|Overlay|Table)[\\/])/;

/**
 * zod and what is written with it (the records' field tables, the request and wire schemas): the editors, their
 * checks and the history need them, no page's first screen does. One chunk of their own: shared by eight lazily
 * loaded parts they would otherwise join `common`, which every page loads (22 KB brotli more on each).
 */
const SCHEMA_MODULES = /node_modules[\\/]zod[\\/]|[\\/]client[\\/]lib[\\/]api[\\/]zodJitless\.ts$|[\\/]shared[\\/](schemas[\\/]|fields\.ts$|records\.ts$|collabFields\.ts$)/;

interface Named {
  /** Files of the app by path without extension, from the repository's root; a component's CSS module with it. */
  app?: string[];
  /** Mantine's folders under its package's esm/, as `core/components/Avatar` or `hooks/use-pagination`. */
  mantine?: string[];
  /** Tabler icons by name, without `Icon`. */
  icons?: string[];
}

/** Whether a module (its id, an absolute path under `root`) is one of those named. */
export function modulesNamed({ app = [], mantine = [], icons = [] }: Named, root = ROOT): (id: string) => boolean {
  const appFiles = new Set(app);
  const iconNames = new Set(icons);
  const mantinePaths = mantine.map((folder) => `node_modules/@mantine/${folder.replace('/', '/esm/')}`);
  return (id) => {
    const relative = path.relative(root, id).replaceAll('\\', '/');
    // A package's module by its path from node_modules/, wherever that folder is: where node_modules is a link to
    // another checkout's (a git worktree's), the packages' modules have their real path, outside the root.
    const file = relative.startsWith('../') ? relative.slice(relative.indexOf('/node_modules/') + 1) : relative;
    if (!file.startsWith('node_modules/')) return appFiles.has(file.replace(/(\.module\.css|\.tsx?)$/, ''));
    const icon = /^node_modules\/@tabler\/icons-react\/dist\/esm\/icons\/Icon(\w+)\.mjs$/.exec(file);
    if (icon) return iconNames.has(icon[1]!);
    return mantinePaths.some((folder) => file.startsWith(`${folder}/`) || file === `${folder}.mjs`);
  };
}

/**
 * What the two lists' first screen uses beside its own chunk (the search, sortable headers, the filter's stand-in
 * and chips, paging, the empty state, the page's header, the NCR list's labels); a station's page uses most of it.
 */
const LIST_MODULES = modulesNamed({
  app: [
    'client/lib/lists/useListView', 'client/lib/lists/listView', 'client/lib/lists/listSort',
    'client/lib/format/dateTime',
    'client/components/ListTable', 'client/components/ListSearch', 'client/components/ListPager', 'client/components/Deferred',
    'client/components/SortableTh', 'client/components/FilterSelect',
    'client/components/FilterBar', 'client/components/Marked', 'client/components/EmptyState', 'client/components/OfflineMissing',
    'client/components/PageHeader', 'client/components/PageActions', 'client/components/MoreButton', 'client/components/pageAction',
    'client/components/StatusBadge', 'client/components/FilterChips', 'client/features/stations/stationTree',
    'client/features/issues/issueFacetLabels', 'client/features/issues/issueOptions',
    'shared/lists/sortKeys', 'shared/lists/search', 'shared/lists/stationList', 'shared/lists/issueList', 'shared/lists/issueFacets',
  ],
  mantine: [
    'core/components/Pagination', 'core/components/EmptyState', 'core/components/ThemeIcon', 'core/components/Flex',
    'core/core/MantineProvider/color-functions/get-auto-contrast-value', 'hooks/use-pagination',
  ],
  icons: ['ArrowDown', 'ArrowUp', 'SearchOff', 'Selector', 'Search', 'Plus', 'Dots', 'Download', 'Filter', 'LayoutKanban', 'ChartBar', 'ClipboardCheck'],
});

/**
 * What the page of a station or an NCR uses beside its own chunk for its header (the save state, who else is
 * here, History, the image) and its editor's draft.
 */
const RECORD_MODULES = modulesNamed({
  app: [
    'client/components/StationImage', 'client/components/LiveChangeAnnouncer', 'client/components/Presence',
    'client/components/SaveState', 'client/components/HeaderButton', 'client/components/modals',
    'client/lib/format/imageSrc', 'client/lib/format/people', 'client/lib/collab/collab',
    'client/lib/drafts/saveState', 'client/lib/drafts/useSaveState', 'client/lib/drafts/useRecordDraft',
    'client/features/history/HistoryButton', 'shared/stationLabels', 'client/lib/live/presenceFields',
  ],
  mantine: [
    'core/components/Avatar', 'core/components/Image', 'core/components/Checkbox', 'core/components/FileButton',
    'core/utils/InputsGroupFieldset', 'core/utils/InlineInput', 'core/core/MantineProvider/use-matches',
    'core/core/utils/create-use-external-events', 'modals/events',
  ],
  icons: ['PhotoOff', 'AlertTriangle', 'Check', 'Hierarchy2', 'DeviceFloppy', 'History', 'Loader2', 'Lock', 'Trash'],
});

/**
 * The build's chunks beside the lazily loaded parts' own: what the entry needs before the first screen paints,
 * as one chunk beside it; Mantine's overlays; the lists' and the records' first screens (above); and what most of
 * the lazily loaded parts use (Mantine's inputs, papers…: used by 8 or more). The groups that name modules take
 * only those (not what they import), which stay where they were.
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'app', tags: ['$initial'], priority: 3 },
  { name: 'overlays', test: OVERLAY_MODULES, minShareCount: 8, priority: 2, includeDependenciesRecursively: false },
  { name: 'schemas', test: SCHEMA_MODULES, priority: 2, includeDependenciesRecursively: false },
  { name: 'common', minShareCount: 8, priority: 1 },
  { name: 'lists', test: LIST_MODULES, priority: 1, includeDependenciesRecursively: false },
  { name: 'record', test: RECORD_MODULES, priority: 1, includeDependenciesRecursively: false },
];
