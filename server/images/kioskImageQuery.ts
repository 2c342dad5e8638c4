import { IMAGE_QUERY } from '../../shared/constants.ts';
import { forbidden } from '../errors.ts';
import type { ImageQuery } from './renderImage.ts';

const CARD_QUERY = `format=${IMAGE_QUERY.format}&maxwidth=${IMAGE_QUERY.maxwidth}&maxheight=${IMAGE_QUERY.maxheight}`;

/**
 * A kiosk screen shows station images on the globe's station card only, which asks for IMAGE_QUERY (jpg inside
 * 400 × 250): anything else, the original too, is refused with 403. A wall screen's token sits in a browser in
 * a lobby; it need not read a station's photo in full resolution, nor set the image work rendering posters.
 */
export function requireKioskImageQuery(query: ImageQuery): void {
  if (query.format === IMAGE_QUERY.format && query.maxwidth === IMAGE_QUERY.maxwidth && query.maxheight === IMAGE_QUERY.maxheight) return;
  throw forbidden(`Kiosk screens get station images as the globe's card shows them only: ${CARD_QUERY}`);
}
