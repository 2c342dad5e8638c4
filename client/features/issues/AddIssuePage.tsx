import { Select, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ISSUE_PRODUCT_MAX } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { FormPage } from '../../components/FormPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { useStats } from '../../lib/api/commonQueries.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { useStations } from '../stations/api.ts';
import { useAddIssue } from './api.ts';
import { canAddIssue } from './issueValidation.ts';
import { useLiveRooms } from '../../lib/live/useLive.ts';
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
    <FormPage
      title="Add Issue"
      back={{ to: paths.issues, label: 'NCR' }}
      fact={{ label: 'Number of Active NCRs', value: stats.data?.activeNcr ?? '…', testId: 'active-ncrs' }}
      onSubmit={submit}
      submit={{ label: 'Add', disabled: !ready, loading: addIssue.isPending }}
    >
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
    </FormPage>
  );
}
