import '@mantine/core/styles/Progress.css';
import { ActionIcon, Anchor, Badge, Box, Button, Center, CloseButton, FileButton, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '../../components/modals.ts';
import { IconAlertCircle, IconCamera, IconCloudUpload, IconFileCertificate, IconFileTypePdf, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import type { Attachment } from '../../../shared/records.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPE_NAMES, isImageMime } from '../../../shared/schemas/attachment.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { notifyError } from '../../components/notify.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { useOnline } from '../../lib/offline/online.ts';
import { usePersonName } from '../../lib/format/people.ts';
import { useAttachments, useRemoveAttachment } from './api.ts';
import { ATTACHMENT_ACCEPT, formatFileSize } from './attachmentFiles.ts';
import { AttachmentViewer } from './AttachmentViewer.tsx';
import classes from './IssueAttachments.module.css';
import { useAttachmentUploads, type UploadItem } from './useAttachmentUploads.ts';

const CustomerReportDialog = lazy(() => import('./report/CustomerReportDialog.tsx'));

/**
 * An NCR's evidence: photos and PDFs, added by dropping them, picking them or (on a phone) taking a photo,
 * each uploaded with its progress. Photos show as thumbnails that open in a viewer, PDFs as rows that open in
 * a new tab; each can be removed after a confirmation. Live: what others add or remove shows at once.
 */
export function IssueAttachments({ iid, snid }: { iid: number; snid: string }) {
  const attachments = useAttachments(iid);
  const uploads = useAttachmentUploads(iid);
  const remove = useRemoveAttachment(iid);
  const online = useOnline();
  const personName = usePersonName();
  const handheld = useMediaQuery('(max-width: 48em), (pointer: coarse)');
  const [viewing, setViewing] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const closeViewer = useCallback(() => setViewing(null), []);
  useNoStrayFileDrops();

  const list = attachments.data ?? [];
  const images = list.filter((attachment) => isImageMime(attachment.mime));
  const documents = list.filter((attachment) => !isImageMime(attachment.mime));

  const confirmRemove = (attachment: Attachment) => modals.openConfirmModal({
    title: 'Remove attachment',
    children: <Text size="sm">Really remove “{attachment.name}”? It is removed for everyone.</Text>,
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
    onConfirm: () => remove.mutate(attachment.id, {
      onError: (error) => notifyError(`Could not remove the attachment: ${errorMessage(error)}`),
    }),
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="attachments-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h5" id="attachments-title">Attachments</Title>
            {list.length > 0 && <Badge variant="light" color="gray" radius="sm" aria-label={`${list.length} attachments`}>{list.length}</Badge>}
          </Group>
          <Group gap="xs">
            <Button variant="light" size="xs" leftSection={<IconFileCertificate size={16} />} disabled={!online || !attachments.isSuccess}
              onClick={() => setReporting(true)} title={online ? 'Issue a PDF report for the customer' : 'Issuing a report needs the network'}>
              Customer report
            </Button>
            {handheld && (
              <FileButton onChange={(file) => file && uploads.add([file])} accept="image/*" capture="environment" disabled={!online}>
                {(props) => <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={16} />} disabled={!online}>Take photo</Button>}
              </FileButton>
            )}
          </Group>
        </Group>

        <DropZone onFiles={uploads.add} disabled={!online} handheld={handheld} />
        <UploadList items={uploads.items} onDismiss={uploads.dismiss} />

        {attachments.isError && <Text size="sm" c="red">Could not load the attachments: {errorMessage(attachments.error)}</Text>}
        {attachments.isSuccess && list.length === 0 && uploads.items.length === 0 && (
          <Text size="sm" c="dimmed" ta="center">No photos or documents yet.</Text>
        )}

        {images.length > 0 && (
          <ul className={classes.grid} aria-label="Photos">
            {images.map((image) => (
              <li key={image.id} className={classes.tile}>
                <UnstyledButton className={classes.thumbButton} onClick={() => setViewing(image.id)} title={`Open ${image.name}`}>
                  <Thumbnail image={image} />
                </UnstyledButton>
                <Text size="xs" truncate mt={4} title={image.name}>{image.name}</Text>
                <ActionIcon className={classes.tileRemove} variant="default" size="md" radius="xl" aria-label={`Remove ${image.name}`} onClick={() => confirmRemove(image)}>
                  <IconTrash size={14} />
                </ActionIcon>
              </li>
            ))}
          </ul>
        )}

        {documents.length > 0 && (
          <Stack gap={0} component="ul" aria-label="Documents" m={0} p={0} style={{ listStyle: 'none' }}>
            {documents.map((document) => (
              <Group key={document.id} component="li" wrap="nowrap" gap="sm" py={8} className={classes.fileRow}>
                <ThemeIcon variant="light" color="red" size="lg" radius="md"><IconFileTypePdf size={20} aria-hidden /></ThemeIcon>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Anchor href={document.url} target="_blank" rel="noopener" size="sm" fw={500} display="block" truncate title={`Open ${document.name} in a new tab`}>
                    {document.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {document.report ? `Customer report v${document.report.version}` : 'PDF'} · {formatFileSize(document.size)} · {personName(document.createdBy)}, <DateTime value={document.createdAt} />
                  </Text>
                  {document.report && <Text size="xs" c="dimmed" ff="monospace" truncate title={`SHA-256 of the PDF: ${document.report.sha256}`}>SHA-256 {document.report.sha256}</Text>}
                </Box>
                <Tooltip label="Remove" withArrow openDelay={400}>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${document.name}`} onClick={() => confirmRemove(document)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>

      {reporting && <Suspense fallback={null}><CustomerReportDialog iid={iid} snid={snid} attachments={list} onClose={() => setReporting(false)} /></Suspense>}
      <AttachmentViewer images={images} openId={viewing} onOpen={setViewing} onClose={closeViewer} onRemove={confirmRemove} />
    </Paper>
  );
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Drop files here, or click (Enter) to pick them. */
function DropZone({ onFiles, disabled, handheld }: { onFiles: (files: File[]) => void; disabled: boolean; handheld: boolean }) {
  const [active, setActive] = useState(false);
  const depth = useRef(0); // dragenter and dragleave come for every child crossed
  const reset = useRef<() => void>(null);
  const take = (files: File[]) => {
    if (files.length > 0) onFiles(files);
    reset.current?.(); // the same file can be picked again
  };
  return (
    <FileButton multiple accept={ATTACHMENT_ACCEPT} onChange={take} disabled={disabled} resetRef={reset}>
      {(props) => (
        <UnstyledButton
          {...props}
          className={classes.dropZone}
          disabled={disabled}
          data-active={active || undefined}
          data-disabled={disabled || undefined}
          data-testid="attachment-drop-zone"
          onDragEnter={(event) => {
            if (!hasFiles(event)) return;
            event.preventDefault();
            depth.current += 1;
            setActive(true);
          }}
          onDragOver={(event) => {
            if (!hasFiles(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
          }}
          onDragLeave={() => {
            depth.current = Math.max(0, depth.current - 1);
            if (depth.current === 0) setActive(false);
          }}
          onDrop={(event) => {
            event.preventDefault();
            depth.current = 0;
            setActive(false);
            if (!disabled) take(Array.from(event.dataTransfer.files));
          }}
        >
          <IconCloudUpload size={28} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" fw={500}>
            {disabled ? 'Adding files needs the network' : active ? 'Drop to attach' : handheld ? 'Add photos or PDFs' : 'Drop photos or PDFs here, or click to choose'}
          </Text>
          <Text size="xs" c="dimmed">{ATTACHMENT_TYPE_NAMES} · up to {formatFileSize(ATTACHMENT_MAX_BYTES)} each</Text>
        </UnstyledButton>
      )}
    </FileButton>
  );
}

function UploadList({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: number) => void }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Uploads" aria-live="polite">
      {items.map((item) => (
        <Group key={item.key} component="li" wrap="nowrap" gap="sm" align="flex-start">
          {item.state === 'failed'
            ? <IconAlertCircle size={18} color="var(--mantine-color-red-6)" aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
            : <IconCloudUpload size={18} color="var(--mantine-color-dimmed)" aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>{item.name}</Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>{progressText(item)}</Text>
            </Group>
            {item.state === 'failed'
              ? <Text size="xs" c="red.7" role="alert">{item.error}</Text>
              : <Progress value={item.percent} size="sm" mt={4} animated={item.state === 'uploading'} aria-label={`Uploading ${item.name}`} />}
          </Box>
          {item.state === 'failed' && <CloseButton size="sm" aria-label={`Dismiss ${item.name}`} onClick={() => onDismiss(item.key)} />}
        </Group>
      ))}
    </Stack>
  );
}

function progressText(item: UploadItem): string {
  if (item.state === 'failed') return formatFileSize(item.size);
  if (item.state === 'waiting') return 'Waiting';
  return item.percent >= 100 ? 'Checking…' : `${item.percent}%`;
}

function Thumbnail({ image }: { image: Attachment }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Center h="100%" title={image.name}><IconPhotoOff size={28} color="var(--mantine-color-dimmed)" aria-label={image.name} /></Center>;
  return <img src={image.thumbUrl} alt={image.name} loading="lazy" className={classes.thumb} onError={() => setFailed(true)} />;
}

/** A file dropped just beside the drop zone would make the browser leave the page to show it: not here. */
function useNoStrayFileDrops(): void {
  useEffect(() => {
    const guard = (event: globalThis.DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      const overZone = event.target instanceof Element && event.target.closest(`.${classes.dropZone}`);
      if (!overZone) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);
}
