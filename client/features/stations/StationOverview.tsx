import { Badge, Box, Center, Checkbox, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';
import { memo } from 'react';
import { IMAGE_QUERY } from '../../../shared/constants.ts';
import type { Station } from '../../../shared/records.ts';
import { STATION_LABELS } from '../../../shared/stationLabels.ts';
import { Deferred } from '../../components/Deferred.tsx';
import { StationImage } from '../../components/StationImage.tsx';
import type { RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';
import { StationConflict } from './StationConflict.tsx';
import { jumpTo } from './StationSectionNav.tsx';
import { SubProjectsBadge } from './SubProjects.tsx';

// The header's costliest parts (the parent picker, the first date formatter): their code loads once the header has
// painted (StationHeaderDetails.tsx).
const StationHeaderDetails = lazyAtOnce(async () => (await import('./StationHeaderDetails.tsx')).StationHeaderDetails);

interface StationOverviewProps {
  st: Station;
  /** The station's unsaved edits (its values shown here, the Active and Payment Remaining boxes set them). */
  draft: RecordDraftView<Station>;
  /** A parent being connected or disconnected. */
  parentBusy: boolean;
  online: boolean;
  /** Connects the station to a parent (0 disconnects). */
  onSetParent: (parentSid: number) => void;
}

/**
 * The top of a station's page (its Details section): project id, product and NCR badges, name, customer, the
 * Active and Payment Remaining boxes, the parent and the last change, the image. Memoised: the page's other
 * changes (its save state, who else is here, the live connection) do not render it again.
 */
export const StationOverview = memo(function StationOverview({ st, draft, parentBusy, online, onSetParent }: StationOverviewProps) {
  const sid = st.sid;
  const values = draft.values ?? st;
  const set = draft.set;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" id="station-details" tabIndex={-1} aria-label="Details">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" justify="space-between">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Badge variant="outline" color="gray" radius="sm" ff="monospace">{values.projId}</Badge>
            {values.product && <Badge variant="light" radius="sm">{values.product}</Badge>}
            {st.ncr && (
              <Badge component="a" href="#ncrlist" onClick={jumpTo('ncrlist')} color="red" variant="filled" radius="sm"
                leftSection={<IconAlertTriangle size={12} aria-hidden />} style={{ cursor: 'pointer' }}>
                NCR Active
              </Badge>
            )}
            <SubProjectsBadge sid={sid} />
          </Group>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>{values.name}</Title>
          <Text size="lg" c="dimmed" mt={-6}>{values.customer || 'No end customer'}</Text>
          <Deferred>
            <Group gap="xl" mt="xs" style={{ rowGap: 10 }}>
              <Checkbox label={STATION_LABELS.active} checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} />
              <Checkbox label={STATION_LABELS.pr} checked={values.pr} onChange={(e) => set('pr', e.currentTarget.checked)} />
            </Group>
            <StationConflict draft={draft} field="active" />
            <StationConflict draft={draft} field="pr" />
            <SuspenseAtOnce fallback={null} inSlices>
              <StationHeaderDetails sid={sid} parent={st.parent} busy={parentBusy} online={online} modif={st.modif} modBy={st.modBy}
                onConnect={(parentSid) => onSetParent(parentSid)} onDisconnect={() => onSetParent(0)} />
            </SuspenseAtOnce>
          </Deferred>
        </Stack>
        <Box style={{ flexShrink: 0 }} w={{ base: '100%', sm: 'auto' }} maw={IMAGE_QUERY.maxwidth} visibleFrom={st.imageUrl ? undefined : 'sm'}>
          {st.imageUrl ? (
            <StationImage key={st.imageUrl} imageUrl={st.imageUrl} alt={`Image of ${st.name}`} />
          ) : (
            <Center w={260} h={160}
              style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
              <Stack gap={4} align="center">
                <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
                <Text size="sm" c="dimmed">No image yet</Text>
              </Stack>
            </Center>
          )}
        </Box>
      </Flex>
    </Paper>
  );
});
