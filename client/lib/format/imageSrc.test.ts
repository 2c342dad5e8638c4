import { describe, expect, it } from 'vitest';
import { imageSrc } from './imageSrc.ts';

describe('imageSrc', () => {
  it('adds the display query to the versioned url', () => {
    expect(imageSrc('/api/stations/5/image?v=abc')).toBe('/api/stations/5/image?v=abc&format=jpg&maxwidth=400&maxheight=250');
    expect(imageSrc('/img')).toBe('/img?format=jpg&maxwidth=400&maxheight=250');
  });
});
