import { Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { FormPage } from '../../components/FormPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { useStats } from '../../lib/api/commonQueries.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { duplicateOf, useAddStation } from './api.ts';
import { ProjectIdWarning, useSameProjectId } from './ProjectIdWarning.tsx';
import { canAddStation } from './stationRules.ts';
import { useLiveRooms } from '../../lib/live/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';

/** /service/add: project id and name; opens the new station. */
export function AddStationPage() {
  useDocumentTitle('Service / Add Station');
  const stats = useStats();
  useLiveRooms([rooms.stats]);
  const add = useAddStation();
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState('');
  const [stationName, setStationName] = useState('');
  const ready = canAddStation(projectId, stationName);
  // Another station with this project id: warned while typing (asked of the server as typing pauses), or named
  // by the server's 409 when adding came first. Adding it anyway is allowed (legacy data has duplicates).
  const known = useSameProjectId(projectId);
  const refused = duplicateOf(add.error);
  const duplicates = known.length > 0 ? known : refused && refused.projId.trim() === projectId.trim() ? [refused] : [];
  const anyway = duplicates.length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || add.isPending) return;
    add.mutate({ projectId: projectId.trim(), stationName: stationName.trim(), allowDuplicate: anyway }, {
      onSuccess: (sid) => void navigate(paths.station(sid)),
      onError: (error) => { if (!duplicateOf(error)) notifyError(errorMessage(error)); },
    });
  }

  return (
    <FormPage
      title="Add Station"
      back={{ to: paths.stations, label: 'Stations' }}
      fact={{ label: 'Latest project number', value: stats.data?.projNum ?? '…', testId: 'latest-project' }}
      onSubmit={submit}
      submit={{ label: anyway ? 'Add anyway' : 'Add', disabled: !ready, loading: add.isPending, color: anyway ? 'orange' : undefined }}
    >
      <div>
        <TextInput label="Project ID" value={projectId} onChange={(e) => setProjectId(e.currentTarget.value)}
          maxLength={SHORT_TEXT_MAX} autoFocus autoComplete="off" required />
        <ProjectIdWarning projectId={projectId} stations={duplicates}>
          <Text size="xs" c="dimmed">Project IDs are meant to be unique. Add anyway only for a second station under the same project.</Text>
        </ProjectIdWarning>
      </div>
      <TextInput label="Station Name" value={stationName} onChange={(e) => setStationName(e.currentTarget.value)}
        maxLength={SHORT_TEXT_MAX} autoComplete="off" required />
    </FormPage>
  );
}
