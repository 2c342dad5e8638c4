import type { ApiClient } from './apiClient.ts';
import type { CallBody } from './typedCalls.ts';

/** Updates a station's fields over the API, on its current version (read first). */
export async function updateStationFields(client: ApiClient, sid: number, fields: Omit<CallBody<'updateStation'>, 'sid' | 'modif'>): Promise<void> {
  const { st } = await client.call('station', { sid });
  await client.call('updateStation', { sid, modif: st.modif, ...fields });
}

/** Sets a station's customer: a change every list, room and node hears of. */
export const rename = (client: ApiClient, sid: number, customer: string): Promise<void> => updateStationFields(client, sid, { customer });
