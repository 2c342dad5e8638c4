import { describe, expect, it } from 'vitest';
import { parseCoordinates } from './coordinates.ts';

describe('parseCoordinates', () => {
  it('reads decimal latitude and longitude separated by a comma, semicolon or space', () => {
    expect(parseCoordinates('47.26812, 11.39337')).toEqual({ lat: 47.26812, lng: 11.39337 });
    expect(parseCoordinates('-33.9;18.4')).toEqual({ lat: -33.9, lng: 18.4 });
    expect(parseCoordinates(' 52 8 ')).toEqual({ lat: 52, lng: 8 });
  });

  it('refuses text and out-of-range values', () => {
    for (const value of ['', 'Vienna', '91, 10', '10, 181', '47.2', '47.2, 11.3, 5']) expect(parseCoordinates(value)).toBeNull();
  });
});
