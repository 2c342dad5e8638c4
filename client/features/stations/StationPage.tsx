import { Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { notifyError } from '../../components/notify.ts';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';
import { ApiError, errorMessage } from '../../lib/api/http.ts';
import { stationIdParam, useStation } from './api.ts';
import { StationEditor } from './StationEditor.tsx';

/** /service/station?sid=N: loads the station; a failed load returns to the list (SPEC §2). */
export function StationPage() {
  const [params] = useSearchParams();
  const raw = params.get('sid');
  const sid = stationIdParam(raw);
  const station = useStation(sid ?? 0);
  const navigate = useNavigate();
  const deleting = useRef(false);
  const onDeleting = useCallback((value: boolean) => { deleting.current = value; }, []);

  useDocumentTitle(station.data ? '' : 'Service'); // with data, the editor's title says the save state too

  const lost = station.isError && (!station.data || (station.error instanceof ApiError && station.error.status === 404));
  const failure = sid === null ? `No station with sid ${raw ?? '(none)'}` : lost ? errorMessage(station.error) : null;

  useEffect(() => {
    if (failure === null || deleting.current) return;
    notifyError(`Could not load the station: ${failure}`);
    void navigate(paths.stations, { replace: true });
  }, [failure, navigate]);

  if (failure !== null || sid === null) return null;
  if (station.fetchStatus === 'paused' && !station.data) return <OfflineMissing what="This station" />;
  if (!station.data) return <Center py={120}><Loader aria-label="Loading station" /></Center>;
  return <StationEditor key={sid} detail={station.data} onDeleting={onDeleting} />;
}
