import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { StationNcrs } from '../../../shared/dashboard.ts';
import { paths } from '../../../shared/paths.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import classes from './NcrDashboardPage.module.css';

/** The stations with the most NCRs, open and in all; each opens its station. `limit`: the first few only. */
export function StationsPanel({ stations, kiosk, limit }: { stations: StationNcrs[]; kiosk: boolean; limit?: number }) {
  return (
    <DashboardPanel title="Stations with the most NCRs" kiosk={kiosk} testId="dashboard-stations" empty={stations.length === 0 ? 'No NCRs yet' : null}>
      {/* On a wall screen the names are not links: on a screen smaller than the wall's, the box that scrolls takes
          the focus itself, so that what it cuts off can be reached (axe: scrollable-region-focusable). */}
      <Table.ScrollContainer minWidth={280} type="native" tabIndex={kiosk ? 0 : undefined}>
        <Table className={classes.stations} verticalSpacing={kiosk ? 2 : 4}>
          <Table.Thead>
            <Table.Tr><Table.Th>Station</Table.Th><Table.Th ta="right">Open</Table.Th><Table.Th ta="right">All</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stations.slice(0, limit).map((station) => (
              <Table.Tr key={station.sid}>
                <Table.Td className={classes.stationName}>
                  {kiosk ? station.name : <Anchor component={Link} to={paths.station(station.sid)}>{station.name}</Anchor>}
                  <span className={classes.projId}>{station.projId}</span>
                </Table.Td>
                <Table.Td ta="right" fw={600}>{station.open}</Table.Td>
                <Table.Td ta="right">{station.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DashboardPanel>
  );
}
