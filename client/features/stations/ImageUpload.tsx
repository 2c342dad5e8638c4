import { Button, FileButton } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notifyError } from '../../components/notify.ts';
import { errorMessage } from '../../lib/http.ts';
import { useOnline } from '../../lib/online.ts';
import { useUploadImage } from './api.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Uploads the station image, showing the progress in percent (SPEC §2 header). */
export function ImageUpload({ sid, hasImage }: { sid: number; hasImage: boolean }) {
  const upload = useUploadImage(sid);
  const online = useOnline();
  const [percent, setPercent] = useState(0);
  const reset = useRef<() => void>(null);

  function send(file: File | null) {
    if (!file) return;
    setPercent(0);
    upload.mutate({ file, onProgress: setPercent }, {
      onError: (error) => notifyError(`Could not upload the image: ${errorMessage(error)}`),
      onSettled: () => reset.current?.(),
    });
  }

  return (
    <FileButton onChange={send} accept={IMAGE_TYPES} resetRef={reset} disabled={upload.isPending || !online}>
      {(props) => (
        <Button {...props} variant="default" size="sm" leftSection={<IconPhotoUp size={16} />} aria-live="polite"
          disabled={upload.isPending || !online} title={online ? undefined : 'Uploading needs the network'}>
          {upload.isPending ? `Uploading ${percent}%` : hasImage ? 'Replace image' : 'Upload image'}
        </Button>
      )}
    </FileButton>
  );
}
