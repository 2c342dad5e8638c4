export interface LatLng { lat: number; lng: number }

const PAIR = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,; ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Parses 'lat, lng' in decimal degrees; null when the text is not a valid pair. */
export function parseCoordinates(text: string): LatLng | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
