import { IMAGE_QUERY } from '../../../shared/constants.ts';

/** A station image as the screens show it (SPEC §7): jpg fitted into 400 × 250. */
export function imageSrc(imageUrl: string): string {
  const query = new URLSearchParams(Object.entries(IMAGE_QUERY).map(([key, value]) => [key, String(value)]));
  return `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}
