import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Attachment } from '../../../../shared/records.ts';
import { REPORT_PHOTOS_MAX, isImageMime } from '../../../../shared/schemas/attachment.ts';
import { notifyWithAction } from '../../../components/notify.ts';
import { apiPost, errorMessage } from '../../../lib/api/http.ts';
import { queryKeys } from '../../../lib/api/queryKeys.ts';

interface Props {
  iid: number;
  snid: string;
  attachments: Attachment[];
  onClose: () => void;
}

/**
 * Issues the NCR's customer report: the user picks the photos it shows (none at first: every photo is a choice
 * to show it to the customer), the server draws the PDF and keeps it as the next version among the attachments.
 */
export default function CustomerReportDialog({ iid, snid, attachments, onClose }: Props) {
  const client = useQueryClient();
  const photos = attachments.filter((attachment) => isImageMime(attachment.mime));
  const issued = attachments.filter((attachment) => attachment.report).length;
  const [picked, setPicked] = useState<number[]>([]);
  const issue = useMutation({
    mutationFn: async () => (await apiPost('issueReport', { iid, photos: photos.filter((p) => picked.includes(p.id)).map((p) => p.id) })).attachment,
    onSuccess: (attachment) => {
      client.setQueryData<Attachment[]>(queryKeys.attachments(iid), (list) =>
        list && !list.some((item) => item.id === attachment.id) ? [...list, attachment] : list);
      notifyWithAction(`Customer report v${attachment.report?.version} issued`, { label: 'Open PDF', run: () => window.open(attachment.url, '_blank', 'noopener') });
      onClose();
    },
  });
  const toggle = (id: number, on: boolean) => setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Modal opened onClose={onClose} title={`Customer report of ${snid}`} size="lg">
      <Stack gap="md">
        <Text size="sm">
          A PDF for the customer: the customer status, the description, the root cause, the actions marked “show to customer”
          and the photos you pick. Internal fields are never in it. It is kept among the attachments as version {issued + 1}.
        </Text>
        {photos.length === 0 ? <Text size="sm" c="dimmed">This NCR has no photos; the report will have none.</Text> : (
          <Checkbox.Group label={`Photos to show (up to ${REPORT_PHOTOS_MAX})`} value={picked.map(String)}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="xs">
              {photos.map((photo) => (
                <Stack key={photo.id} gap={4}>
                  <img src={photo.thumbUrl} alt="" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6 }} />
                  <Checkbox
                    value={String(photo.id)}
                    label={photo.name}
                    disabled={!picked.includes(photo.id) && picked.length >= REPORT_PHOTOS_MAX}
                    onChange={(event) => toggle(photo.id, event.currentTarget.checked)}
                    styles={{ label: { wordBreak: 'break-all' } }}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        {issue.isError && <Text size="sm" c="red" role="alert">Could not issue the report: {errorMessage(issue.error)}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button leftSection={<IconFileTypePdf size={16} />} loading={issue.isPending} onClick={() => issue.mutate()}>
            Issue report v{issued + 1}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
