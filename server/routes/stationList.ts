import type { z } from 'zod';
import { api, kioskAnswers } from '../../shared/api.ts';
import { STATIONS_PAGE_SIZE } from '../../shared/constants.ts';
import type { Change } from '../changes/change.ts';
import type { Sql } from '../db/sql.ts';
import { cachedAnswer, type CachedAnswer } from '../http/cachedAnswer.ts';
import { presentKioskStationListItem } from '../presenters/kioskReads.ts';
import { presentStationListItem } from '../presenters/station.ts';
import { changesStationList } from '../realtime/audiences.ts';
import type { ChangeFeed } from '../realtime/changeFeed.ts';
import { firstStations, listStations } from '../repositories/stations.ts';

/** The stations list whole and its first page, each kept until the list changes. */
export interface StationListAnswers {
  whole: CachedAnswer;
  firstPage: CachedAnswer;
  /** The whole list as a kiosk screen gets it (kioskAnswers.stations). */
  kiosk: CachedAnswer;
}

/**
 * The stations list and its first page (api.stations, api.firstStations), and the list as kiosk screens get it, each kept per data version: one query
 * serves every screen until the list changes. A change forgets them once: this node's own at its commit, so
 * that the writer's next list call has it even while publishing is behind; another node's as this node hears it.
 */
export function stationListAnswers(sql: Sql, changes: ChangeFeed): StationListAnswers {
  const whole = cachedAnswer(async (): Promise<z.input<typeof api.stations.response>> => ({ stations: (await listStations(sql)).map(presentStationListItem) }));
  const firstPage = cachedAnswer(async (): Promise<z.input<typeof api.firstStations.response>> => {
    const { rows, parents, total } = await firstStations(sql, STATIONS_PAGE_SIZE);
    return { stations: rows.map(presentStationListItem), parents: parents.map(presentStationListItem), total };
  });
  const kiosk = cachedAnswer(async (): Promise<z.input<typeof kioskAnswers.stations>> => ({ stations: (await listStations(sql)).map(presentKioskStationListItem) }));
  const changed = (change: Change) => {
    if (!changesStationList(change)) return;
    whole.invalidate();
    firstPage.invalidate();
    kiosk.invalidate();
  };
  changes.subscribe({ committed: changed, heard: changed });
  return { whole, firstPage, kiosk };
}
