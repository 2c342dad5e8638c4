import { Anchor, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { ParentRef } from '../../../shared/records.ts';
import { useStationsWithProjectId } from './api.ts';
import { sameProjectId } from './stationRules.ts';

/** A project id is asked for once typing has paused this long. */
const TYPING_PAUSE_MS = 250;

/**
 * The other stations that already have this project id, asked of the server once typing pauses; none while the
 * answer for the id as it is now has not come (an answer for an earlier id matches none of it).
 */
export function useSameProjectId(projectId: string, exceptSid = 0): ParentRef[] {
  const [asked] = useDebouncedValue(projectId, TYPING_PAUSE_MS);
  const stations = useStationsWithProjectId(asked);
  return useMemo(() => sameProjectId(projectId, stations.data ?? [], exceptSid), [projectId, stations.data, exceptSid]);
}

/** '12161 is already Substation Ulaanbaatar' (a link to it), under a Project ID field; nothing without duplicates. */
export function ProjectIdWarning({ projectId, stations, children }: { projectId: string; stations: readonly ParentRef[]; children?: ReactNode }) {
  const [first, ...more] = stations;
  if (!first) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt={6} role="status" data-testid="duplicate-warning">
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <div>
        <Text size="sm" c="orange.9">
          {projectId.trim()} is already{' '}
          <Anchor component={Link} to={paths.station(first.sid)} size="sm" fw={600}>{first.name}</Anchor>
          {more.length > 0 && ` and ${more.length} other ${more.length === 1 ? 'station' : 'stations'}`}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** The warning under a station's Project ID field (nothing while it loads). */
export function SameProjectIdWarning({ projectId, sid }: { projectId: string; sid: number }) {
  return <ProjectIdWarning projectId={projectId} stations={useSameProjectId(projectId, sid)} />;
}
