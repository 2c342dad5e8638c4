import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/api/http.ts';
import { uploadAttachment } from './api.ts';
import { refusalOf, uploadErrorText } from './attachmentFiles.ts';

/** A file on its way (or refused): it leaves the list once it is an attachment. */
export interface UploadItem {
  key: number;
  name: string;
  size: number;
  state: 'waiting' | 'uploading' | 'failed';
  percent: number;
  error?: string;
}

let nextKey = 1;

/**
 * The uploads of an NCR's files: one after another (each with its progress), so that a phone's slow uplink
 * finishes one photo before the next and the server decodes one at a time; a refused file stays in the list
 * with its reason until dismissed.
 */
export function useAttachmentUploads(iid: number) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);

  const update = (key: number, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function drain() {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      update(key, { state: 'uploading', percent: 0 });
      try {
        await uploadAttachment(client, iid, file, (percent) => update(key, { percent }));
        setItems((list) => list.filter((item) => item.key !== key));
      } catch (error) {
        update(key, { state: 'failed', error: uploadErrorText(errorMessage(error)) });
      }
    }
    running.current = false;
  }

  function add(files: File[]) {
    const added = files.map((file): UploadItem & { file: File } => {
      const refusal = refusalOf(file);
      return { key: nextKey++, file, name: file.name || 'photo', size: file.size, percent: 0, ...(refusal ? { state: 'failed', error: refusal } : { state: 'waiting' }) };
    });
    setItems((list) => [...list, ...added.map(({ file: _file, ...item }) => item)]);
    queue.current.push(...added.filter((item) => item.state === 'waiting').map(({ key, file }) => ({ key, file })));
    void drain();
  }

  const dismiss = (key: number) => setItems((list) => list.filter((item) => item.key !== key));

  return { items, add, dismiss };
}
