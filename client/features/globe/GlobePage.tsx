import { Alert, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle, useDocumentVisibility } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InstancedMesh, WebGLRenderer } from 'three';
import { paths } from '../../../shared/paths.ts';
import { rooms } from '../../../shared/realtime.ts';
import type { StationLocation } from '../../../shared/records.ts';
import { Brand } from '../../components/Brand.tsx';
import { ConnectionBadge } from '../../components/ConnectionBadge.tsx';
import { useLiveRooms } from '../../lib/live/useLive.ts';
import { useLocations } from './api.ts';
import { COUNT_LOADING, GlobeLoadingNotice } from './GlobeLoading.tsx';
import { GlobeScene, START_DISTANCE } from './scene/GlobeScene.tsx';
import { GlobeToolbar } from './GlobeToolbar.tsx';
import classes from './GlobePage.module.css';
import { StationCard } from './StationCard.tsx';
import { StationList } from './StationList.tsx';
import { groupingAngle, groupStations } from './stationGroups.ts';
import { useArrivals } from './useArrivals.ts';
import { useContextLoss } from './useContextLoss.ts';
import { useDarkPage } from './useDarkPage.ts';
import { useGlobeMotion } from './useGlobeMotion.ts';
import { useGlobeProbe } from './useGlobeProbe.ts';

const NO_LOCATIONS: StationLocation[] = [];

function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * /world: the stations on a spinning globe (SPEC §2 "Globe"), live as stations come, move and go. With
 * ?kiosk=TOKEN it is a wall screen: no way into the rest of the app, and it tours the stations by itself.
 */
export function GlobePage() {
  const [params] = useSearchParams();
  const kiosk = params.has('kiosk');
  useDocumentTitle('World · Stationdesk');
  useDarkPage();
  const query = useLocations();
  useLiveRooms([rooms.locations]);
  const locations = query.data ?? NO_LOCATIONS;
  const arrivals = useArrivals(query.data);
  const [globeAvailable] = useState(webglAvailable);
  const [listShown, setListShown] = useState(!globeAvailable);
  const motion = useGlobeMotion({ locations, arrivals, kiosk, active: !listShown });
  // The zoom step the scene reports (stationGroups.ts' zoomStep): the stations are grouped again when it changes.
  const [zoom, setZoom] = useState(START_DISTANCE);
  const groupAngle = groupingAngle(zoom);
  // A station that just arrived keeps a bar of its own while it grows in.
  const groups = useMemo(() => groupStations(locations, groupAngle, arrivals), [locations, groupAngle, arrivals]);

  const [hovered, setHovered] = useState<StationLocation | null>(null);
  const [renderer, setRenderer] = useState<WebGLRenderer | null>(null);
  const [bars, setBars] = useState<InstancedMesh | null>(null);
  const [mapError, setMapError] = useState<Error | null>(null);
  const onMapError = useCallback((error: Error) => setMapError(error), []);
  const [mapReady, setMapReady] = useState(false);
  const onMapReady = useCallback(() => setMapReady(true), []);
  const hidden = useDocumentVisibility() === 'hidden';
  const context = useContextLoss(renderer);
  useGlobeProbe({ renderer, bars, view: motion.view, groups, current: motion.current });

  const shown = hovered ?? motion.current;
  const count = query.data ? `${locations.length} station${locations.length === 1 ? '' : 's'}` : '';
  const loading = globeAvailable && !query.isError && !mapError && (query.isPending || !mapReady);

  return (
    <main className={classes.page} data-kiosk={kiosk || undefined} data-list={listShown || undefined}>
      {globeAvailable && (
        <div className={classes.canvas} data-hidden={listShown || undefined}>
          <GlobeScene
            groups={groups}
            groupAngle={groupAngle}
            arrivals={arrivals}
            current={motion.current}
            paused={hidden || listShown}
            generation={context.restores}
            label={`Globe with ${count || 'the stations'}; drag to turn, wheel or arrow keys to zoom`}
            onView={motion.setView}
            onInteracting={motion.onInteracting}
            onHover={setHovered}
            onPick={motion.pick}
            onZoomStep={setZoom}
            onRenderer={setRenderer}
            onBars={setBars}
            onMapReady={onMapReady}
            onMapError={onMapError}
          />
        </div>
      )}

      {listShown && (
        // A pane that scrolls by itself: focusable, so that the keys scroll it even where it has no links (a wall screen).
        <div className={classes.list} tabIndex={0} role="region" aria-label="Station list">
          {!globeAvailable && <Text c="dimmed" mb="md">This browser cannot show the 3D globe, so the stations are listed here.</Text>}
          <StationList locations={locations} link={!kiosk} />
        </div>
      )}

      <div className={classes.top}>
        <Group gap="md" wrap="nowrap" className={`${classes.panel} ${classes.titlePanel}`}>
          {!kiosk && <Brand to={paths.root} inverted />}
          <Stack gap={0}>
            <h1 className={classes.title}>World</h1>
            <p className={classes.count} data-testid="globe-count">{query.isPending ? COUNT_LOADING : count}</p>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap" className={classes.panel}>
          <ConnectionBadge />
          {!kiosk && (
            <GlobeToolbar
              rotating={motion.rotating} onRotate={motion.setRotating} onDice={motion.rollDice}
              listShown={listShown} onList={setListShown} globeAvailable={globeAvailable}
            />
          )}
        </Group>
      </div>

      {!listShown && (
        <>
          {loading && <GlobeLoadingNotice />}
          {shown && <div className={classes.cardSlot}><StationCard location={shown} link={!kiosk} /></div>}
          {!kiosk && <Text className={classes.hint}>Drag to turn · wheel, pinch or ↑ ↓ to zoom</Text>}
          <div className={classes.notice}>
            {query.isError && !query.data && <Alert color="red" title="Locations could not be loaded">{query.error.message}</Alert>}
            {context.lost && <Alert color="yellow" title="Restoring the 3D view…">The graphics context was lost; it comes back by itself.</Alert>}
            {mapError && <Alert color="yellow" title="The world map could not be drawn">{mapError.message}</Alert>}
          </div>
        </>
      )}
    </main>
  );
}
