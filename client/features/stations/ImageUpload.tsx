import { ActionIcon, FileButton, Group, Text } from '@mantine/core';
import { modals } from '../../components/modals.ts';
import { IconPhotoUp, IconPhotoX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notifyError } from '../../components/notify.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { useOnline } from '../../lib/offline/online.ts';
import { useRemoveImage, useUploadImage } from './api.ts';
import { HeaderButton } from '../../components/HeaderButton.tsx';
import { LaterTooltip } from '../../components/LaterTooltip.tsx';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Uploads the station image, showing the progress in percent (SPEC §2 header); removes it after a confirmation. */
export function ImageUpload({ sid, hasImage }: { sid: number; hasImage: boolean }) {
  const upload = useUploadImage(sid);
  const remove = useRemoveImage(sid);
  const online = useOnline();
  const [percent, setPercent] = useState(0);
  const reset = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending;

  function send(file: File | null) {
    if (!file) return;
    setPercent(0);
    upload.mutate({ file, onProgress: setPercent }, {
      onError: (error) => notifyError(`Could not upload the image: ${errorMessage(error)}`),
      onSettled: () => reset.current?.(),
    });
  }

  const confirmRemove = () => modals.openConfirmModal({
    title: 'Remove image',
    children: <Text size="sm">Remove the image of this station? It is removed for everyone.</Text>,
    labels: { confirm: 'Remove image', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => remove.mutate(undefined, { onError: (error) => notifyError(`Could not remove the image: ${errorMessage(error)}`) }),
  });

  return (
    <Group gap={4} wrap="nowrap">
      <FileButton onChange={send} accept={IMAGE_TYPES} resetRef={reset} disabled={busy || !online}>
        {(props) => (
          <HeaderButton {...props} icon={<IconPhotoUp size={16} aria-hidden />} aria-live="polite"
            label={upload.isPending ? `Uploading ${percent}%` : hasImage ? 'Replace image' : 'Upload image'}
            disabled={busy || !online} title={online ? undefined : 'Uploading needs the network'} />
        )}
      </FileButton>
      {hasImage && (
        <LaterTooltip label="Remove image" withArrow openDelay={300}>
          <ActionIcon variant="default" size={36} aria-label="Remove image" onClick={confirmRemove}
            loading={remove.isPending} disabled={busy || !online}>
            <IconPhotoX size={18} />
          </ActionIcon>
        </LaterTooltip>
      )}
    </Group>
  );
}
