import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { StationLocation } from '../../../shared/records.ts';
import { StationImage } from '../../components/StationImage.tsx';
import { commissionedYear } from './commissionedYear.ts';
import { isGfn } from './globeMath.ts';
import classes from './GlobePage.module.css';

/**
 * The card of the current or pointed-at station: name, type, country, commissioning year and image.
 * A click opens the station screen; on a wall screen (`link` false) it only shows. The link is named by what it
 * shows (no aria-label that would leave the visible text out of its name).
 */
export function StationCard({ location, link }: { location: StationLocation; link: boolean }) {
  const commissioned = commissionedYear(location.year);
  const content = (
    <Stack gap={6}>
      {location.img && <div className={classes.cardImage}><StationImage key={location.img} imageUrl={location.img} alt={`Image of ${location.name}`} /></div>}
      <Text className={classes.cardName} fw={700} lh={1.2}>{location.name}</Text>
      <Group gap="xs">
        <Badge color={isGfn(location.type) ? 'red' : 'cyan'} variant="light" size="lg">{location.type || 'No type'}</Badge>
        <Text className={classes.cardText}>{location.country}</Text>
      </Group>
      {commissioned && <Text className={classes.cardText} c="dimmed">Commissioned in {commissioned}</Text>}
    </Stack>
  );
  const common = { className: classes.card, radius: 'lg', p: 'md', shadow: 'xl', 'data-testid': 'station-card', 'data-sid': location.id } as const;
  return link
    ? <Paper {...common} component={Link} to={paths.station(location.id)}>{content}</Paper>
    : <Paper {...common}>{content}</Paper>;
}
