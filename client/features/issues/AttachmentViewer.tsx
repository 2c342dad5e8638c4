import '@mantine/core/styles/Modal.css';
import { ActionIcon, Box, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconExternalLink, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../../shared/records.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { usePersonName } from '../../lib/format/people.ts';
import { formatFileSize } from './attachmentFiles.ts';
import classes from './IssueAttachments.module.css';

/** How far a finger moves sideways to go to the next or previous photo. */
const SWIPE_PX = 50;

interface AttachmentViewerProps {
  /** The NCR's images, in the order of its grid. */
  images: Attachment[];
  /** The one shown; null: closed. */
  openId: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
  onRemove: (attachment: Attachment) => void;
}

/**
 * An NCR's photos one at a time, whole: ← / →, a swipe or the buttons go to the previous and next, Escape closes.
 * An image removed meanwhile (here or by someone else) gives way to its neighbour.
 */
export function AttachmentViewer({ images, openId, onOpen, onClose, onRemove }: AttachmentViewerProps) {
  const index = images.findIndex((image) => image.id === openId);
  const current = index >= 0 ? images[index]! : null;
  const small = useMediaQuery('(max-width: 48em)');
  const personName = usePersonName();
  const several = images.length > 1;
  const swipeFrom = useRef<number | null>(null);

  const step = (by: number) => {
    if (several) onOpen(images[(index + by + images.length) % images.length]!.id);
  };

  // The image shown was removed (here or by someone else): its neighbour takes its place, or the viewer closes.
  const shownAt = useRef(0);
  if (index >= 0) shownAt.current = index;
  useEffect(() => {
    if (openId === null || index >= 0) return;
    const neighbour = images[Math.min(shownAt.current, images.length - 1)];
    if (neighbour) onOpen(neighbour.id);
    else onClose();
  }, [openId, index, images, onOpen, onClose]);

  useEffect(() => {
    if (!current || !several) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onOpen(images[(index - 1 + images.length) % images.length]!.id);
      else if (event.key === 'ArrowRight') onOpen(images[(index + 1) % images.length]!.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, several, images, index, onOpen]);

  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      size="min(1200px, 96vw)"
      fullScreen={small}
      centered
      padding="md"
      title={current && (
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} truncate>{current.name}</Text>
          {several && <Text c="dimmed" size="sm" style={{ flexShrink: 0 }}>{index + 1} of {images.length}</Text>}
        </Group>
      )}
      classNames={{ title: classes.viewerTitle }}
    >
      {current && (
        <>
          <Box className={classes.viewerStage} onTouchStart={(event) => { swipeFrom.current = event.touches[0]?.clientX ?? null; }}
            onTouchEnd={(event) => {
              const to = event.changedTouches[0]?.clientX;
              if (swipeFrom.current !== null && to !== undefined && Math.abs(to - swipeFrom.current) > SWIPE_PX) step(to < swipeFrom.current ? 1 : -1);
              swipeFrom.current = null;
            }}>
            <ViewedImage key={current.id} image={current} />
            {several && (
              <>
                <ActionIcon className={classes.viewerPrevious} variant="default" radius="xl" size="xl" aria-label="Previous image" onClick={() => step(-1)}>
                  <IconChevronLeft size={22} />
                </ActionIcon>
                <ActionIcon className={classes.viewerNext} variant="default" radius="xl" size="xl" aria-label="Next image" onClick={() => step(1)}>
                  <IconChevronRight size={22} />
                </ActionIcon>
              </>
            )}
          </Box>
          <Group justify="space-between" mt="sm" gap="xs">
            <Text size="xs" c="dimmed">
              {current.width && current.height ? `${current.width} × ${current.height} · ` : ''}{formatFileSize(current.size)} · added by {personName(current.createdBy)}, <DateTime value={current.createdAt} />
            </Text>
            <Group gap="xs">
              <Button component="a" href={current.url} target="_blank" rel="noopener" variant="default" size="xs" leftSection={<IconExternalLink size={14} />}>
                Open original
              </Button>
              <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={14} />} onClick={() => onRemove(current)}>
                Remove
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Modal>
  );
}

/** The full image, with a loader until it has arrived (a phone photo is megabytes). */
function ViewedImage({ image }: { image: Attachment }) {
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  if (state === 'failed') {
    return <Center className={classes.viewerImage} c="dimmed"><IconPhotoOff size={32} aria-hidden /><Text ml="xs">The image cannot be shown</Text></Center>;
  }
  return (
    <>
      {state === 'loading' && <Center className={classes.viewerLoader}><Loader aria-label="Loading image" /></Center>}
      <img src={image.url} alt={image.name} className={classes.viewerImage} data-testid="attachment-viewer-image"
        onLoad={() => setState('shown')} onError={() => setState('failed')} />
    </>
  );
}
