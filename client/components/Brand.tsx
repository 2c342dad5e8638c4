import { Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The logo; a click goes to the root path (SPEC §2). */
export function Brand({ to, inverted = false }: { to: string; inverted?: boolean }) {
  return (
    <Link to={to} style={{ textDecoration: 'none' }} aria-label="Stationdesk home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" width={26} height={26} alt="" />
        <Text fw={700} size="lg" c={inverted ? 'white' : 'dark'} visibleFrom="xs">Stationdesk</Text>
      </Group>
    </Link>
  );
}
