import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ISSUE_PRODUCT_MAX } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { notifyError } from '../../components/notify.ts';
import { useStats } from '../../lib/commonQueries.ts';
import { errorMessage } from '../../lib/http.ts';
import { useStations } from '../stations/api.ts';
import { useAddIssue } from './api.ts';
import { BackToIssues } from './BackToIssues.tsx';
import { canAddIssue } from './issueValidation.ts';
import { useLiveRooms } from '../../lib/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';

/** /ncr/add?sid=N: raises an NCR on a station; sid preselects the station (SPEC §2 Add issue, §5). */
export function AddIssuePage() {
  useDocumentTitle('Add Issue');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stations = useStations();
  const stats = useStats();
  useLiveRooms([rooms.stats, rooms.stations]);
  const addIssue = useAddIssue();
  const [station, setStation] = useState<string | null>(() => {
    const sid = Number(params.get('sid'));
    return Number.isInteger(sid) && sid > 0 ? String(sid) : null;
  });
  const [product, setProduct] = useState('');

  const options = useMemo(
    () => (stations.data ?? []).map((s) => ({ value: String(s.sid), label: `${s.projId} ${s.name}` })),
    [stations.data],
  );
  // A station counts as chosen only once it is one of the options (a stale ?sid= is not).
  const sid = station !== null && options.some((o) => o.value === station) ? Number(station) : 0;
  const ready = canAddIssue(sid, product);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || addIssue.isPending) return;
    addIssue.mutate({ station: sid, prod: product.trim() }, {
      onSuccess: (iid) => void navigate(paths.issue(iid)),
      onError: (error) => notifyError(errorMessage(error)),
    });
  }

  return (
    <Stack gap="md" maw={640}>
      <Stack gap={4}>
        <BackToIssues />
        <Title order={1} size="h2">Add Issue</Title>
      </Stack>
      <Paper withBorder radius="md" p="md" bg="orange.0" style={{ borderColor: 'var(--mantine-color-orange-2)' }}>
        <Group gap="sm" wrap="nowrap">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" aria-hidden />
          <Text size="sm">
            Number of Active NCRs: <Text component="span" fw={700}>{stats.data?.activeNcr ?? '…'}</Text>
          </Text>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit}>
        <Stack gap="md">
          <Select
            label="Station / Project"
            placeholder={stations.isPending ? 'Loading stations…' : 'Search project ID or station name'}
            data={options}
            value={station}
            onChange={setStation}
            searchable
            clearable
            nothingFoundMessage="No station found"
            disabled={stations.isPending}
            required
          />
          <TextInput
            label="Product"
            placeholder="e.g. ASC 20 kV plunger drive"
            value={product}
            onChange={(event) => setProduct(event.currentTarget.value)}
            maxLength={ISSUE_PRODUCT_MAX}
            description={`${product.length} / ${ISSUE_PRODUCT_MAX} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} disabled={!ready} loading={addIssue.isPending}>Add</Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
