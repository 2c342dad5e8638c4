import { Badge, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconHierarchy2 } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { StationListItem } from '../../../shared/records.ts';
import { useSubProjectRows } from './api.ts';
import { subProjectsOf } from './stationTree.ts';
import { jumpTo } from './StationSectionNav.tsx';
import classes from './SubProjects.module.css';

/** A station's sub-projects, by project id (kept live by the stations room); none while they load. */
export function useSubProjects(sid: number): StationListItem[] {
  const rows = useSubProjectRows(sid);
  return useMemo(() => subProjectsOf(sid, rows.data ?? []), [sid, rows.data]);
}

/** The header's '2 sub-projects' badge, a link to their list below; nothing for a station without. */
export function SubProjectsBadge({ sid }: { sid: number }) {
  const children = useSubProjects(sid);
  if (children.length === 0) return null;
  return (
    <Badge component="a" href="#subprojects" onClick={jumpTo('subprojects')} variant="light" color="blue" radius="sm"
      leftSection={<IconHierarchy2 size={12} aria-hidden />} style={{ cursor: 'pointer' }}>
      {children.length} {children.length === 1 ? 'sub-project' : 'sub-projects'}
    </Badge>
  );
}

/** A parent project's sub-projects (project id, name, a link each); nothing for a station without. Memoised (StationNcrList.tsx). */
export const SubProjects = memo(function SubProjects({ sid }: { sid: number }) {
  const children = useSubProjects(sid);
  if (children.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" id="subprojects" aria-labelledby="subprojects-title" tabIndex={-1}>
      <Stack gap="sm">
        <Title order={2} size="h5" id="subprojects-title">
          <IconHierarchy2 size={16} aria-hidden style={{ verticalAlign: -2, marginRight: 6 }} />
          Sub-projects <Text span c="dimmed" size="sm">({children.length})</Text>
        </Title>
        <Stack gap={6} component="ul" className={classes.list} aria-label="Sub-projects">
          {children.map((child) => (
            <li key={child.sid}>
              <UnstyledButton component={Link} to={paths.station(child.sid)} className={classes.row} data-inactive={!child.active || undefined}>
                <Text size="sm" fw={700} ff="monospace" className={classes.project}>{child.projId}</Text>
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{child.name}</Text>
                {child.ncr && <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }}>NCR</Badge>}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
});
