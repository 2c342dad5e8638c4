import { Button, Grid, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { IssueSummary, Product, Station } from '../../../shared/records.ts';
import { Deferred } from '../../components/Deferred.tsx';
import { MoreActions } from '../../components/MoreActions.tsx';
import { PresenceScope } from '../../components/Presence.tsx';
import type { CollabSession } from '../../lib/collab/collab.ts';
import type { RecordDraftView } from '../../lib/drafts/useRecordDraft.ts';
import type { Viewer } from '../../../shared/realtime.ts';
import { ProductsPanel } from './ProductsPanel.tsx';
import { StationFields } from './StationFields.tsx';
import { StationNcrList } from './StationNcrList.tsx';
import { SubProjects } from './SubProjects.tsx';

interface StationDetailsProps {
  sid: number;
  draft: RecordDraftView<Station>;
  shared: CollabSession | null;
  live: { others: Viewer[]; setField: (field: string | null) => void };
  issues: IssueSummary[];
  prods: Product[];
  remove: { confirm: () => void; pending: boolean };
}

/**
 * Everything of a station's page under its header (StationEditor.tsx): every field (checked by the shared
 * schemas, zod; the notes typed together, Yjs), its sub-projects, NCRs and products, and Delete. Its code loads
 * once the header has painted. Memoised: the page's other changes (its save state, the header) do not render it again.
 */
export const StationDetails = memo(function StationDetails({ sid, draft, shared, live, issues, prods, remove }: StationDetailsProps) {
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PresenceScope viewers={live.others} setField={live.setField}>
            <StationFields draft={draft} shared={shared} />
          </PresenceScope>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* In a render of their own after the fields' first section: each is a shorter task. */}
          <Deferred>
            <Stack gap="md">
              <SubProjects sid={sid} />
              <StationNcrList sid={sid} issues={issues} />
              <ProductsPanel sid={sid} products={prods} />
            </Stack>
          </Deferred>
        </Grid.Col>
      </Grid>

      <Deferred>
        <MoreActions warning="Data will be permanently deleted">
          <Button color="red" leftSection={<IconTrash size={16} />} onClick={remove.confirm} loading={remove.pending}>Delete Station</Button>
        </MoreActions>
      </Deferred>
    </>
  );
});
