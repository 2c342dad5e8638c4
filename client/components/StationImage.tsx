import { Box, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { IMAGE_QUERY, IMAGE_RETRY_DISPLAY_MS } from '../../shared/constants.ts';
import { imageSrc } from '../lib/format/imageSrc.ts';

type Phase = 'showing' | 'waiting' | 'retrying' | 'failed';

/**
 * The station image fitted into 400 × 250. When it fails to load, a loader shows for 4 seconds and the image
 * is tried once more (SPEC §4). Key it by the image url so a new image starts over.
 */
export function StationImage({ imageUrl, alt }: { imageUrl: string; alt: string }) {
  const [phase, setPhase] = useState<Phase>('showing');

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = window.setTimeout(() => setPhase('retrying'), IMAGE_RETRY_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const frame = { w: IMAGE_QUERY.maxwidth, maw: '100%', h: IMAGE_QUERY.maxheight } as const;

  if (phase === 'waiting') {
    return (
      <Center {...frame} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Loader type="dots" aria-label="Loading image" />
      </Center>
    );
  }
  if (phase === 'failed') {
    return (
      <Center {...frame} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Stack gap={4} align="center"><IconPhotoOff size={28} color="var(--mantine-color-dimmed)" aria-hidden /><Text size="sm" c="dimmed">Image not available</Text></Stack>
      </Center>
    );
  }
  return (
    <Box maw={IMAGE_QUERY.maxwidth}>
      <Image
        key={phase}
        src={imageSrc(imageUrl)}
        alt={alt}
        radius="md"
        mah={IMAGE_QUERY.maxheight}
        w="auto"
        maw="100%"
        fit="contain"
        data-testid="station-image"
        onError={() => setPhase(phase === 'showing' ? 'waiting' : 'failed')}
      />
    </Box>
  );
}
