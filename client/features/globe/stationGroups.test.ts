import { describe, expect, it } from 'vitest';
import type { StationLocation } from '../../../shared/records.ts';
import { angularDistance } from './globeMath.ts';
import { BAR_WIDTH, groupingAngle, groupStations, groupWidth, zoomStep } from './stationGroups.ts';

const station = (id: number, lat: number, lng: number, type = 'SNNM'): StationLocation =>
  ({ id, name: `S${id}`, type, country: 'X', year: 0, img: '', lat, lng });

const sizes = (groups: { members: unknown[] }[]) => groups.map((group) => group.members.length).sort((a, b) => a - b);

describe('grouping stations by zoom', () => {
  it('groups over a wider angle the farther the camera, in steps', () => {
    expect(groupingAngle(350)).toBeCloseTo(1.5, 9);
    expect(groupingAngle(600)).toBeCloseTo(3, 9);
    expect(groupingAngle(1000)).toBeCloseTo(5.4, 9);
    const desktop = { width: 1440, height: 900 };
    expect(zoomStep(612, desktop)).toBe(600);
    expect(zoomStep(626, desktop)).toBe(650);
    // A phone's earth is smaller on screen: its stations group as from farther; a 4K wall screen's as from closer.
    expect(zoomStep(600, { width: 390, height: 844 })).toBe(1400);
    expect(zoomStep(600, { width: 3840, height: 2160 })).toBe(300);
  });

  it('merges stations within the angle into one bar at their middle, and parts them within a smaller one', () => {
    // Vienna and Bratislava are 0.5° apart; Munich is 3.5° from Vienna.
    const stations = [station(1, 48.2, 16.37), station(2, 48.15, 17.11), station(3, 48.14, 11.58)];
    const far = groupStations(stations, 5.4);
    expect(sizes(far)).toEqual([3]);
    expect(far[0]!.lead.id).toBe(1);
    const middle = far[0]!;
    expect(middle.lat).toBeGreaterThan(48.1);
    expect(middle.lng).toBeGreaterThan(11.58);
    expect(middle.lng).toBeLessThan(17.11);

    expect(sizes(groupStations(stations, 3))).toEqual([1, 2]);
    expect(sizes(groupStations(stations, 0.1))).toEqual([1, 1, 1]);
    expect(sizes(groupStations(stations, 0))).toEqual([1, 1, 1]);
  });

  it('keeps every station in exactly one group, each within the angle of its group\'s first station', () => {
    let seed = 7;
    const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 0x1_0000_0000);
    const stations = Array.from({ length: 2000 }, (_, i) => station(i + 1, 35 + random() * 30, -10 + random() * 40, random() < 0.3 ? 'GFN' : 'SNNM'));
    for (const angle of [1.5, 3, 5.4]) {
      const groups = groupStations(stations, angle);
      expect(groups.flatMap((group) => group.members.map((member) => member.id)).sort((a, b) => a - b)).toEqual(stations.map((s) => s.id));
      for (const group of groups) {
        for (const member of group.members) {
          expect(angularDistance(member, group.lead) * (180 / Math.PI)).toBeLessThanOrEqual(angle + 1e-9);
          expect(member.type === 'GFN').toBe(group.gfn);
        }
      }
      // Dense enough that grouping matters, and fewer bars the wider the angle.
      expect(groups.length).toBeLessThan(stations.length / 2);
    }
    expect(groupStations(stations, 5.4).length).toBeLessThan(groupStations(stations, 1.5).length);
  });

  it('groups across the date line and at a pole', () => {
    expect(sizes(groupStations([station(1, 10, 179.6), station(2, 10, -179.6)], 1.5))).toEqual([2]);
    expect(sizes(groupStations([station(1, 89.5, 0), station(2, 89.5, 180)], 1.5))).toEqual([2]);
  });

  it('keeps red and other stations on bars of their own', () => {
    const groups = groupStations([station(1, 50, 10, 'GFN-40'), station(2, 50, 10.1), station(3, 50.1, 10, 'gfn')], 3);
    expect(groups.map((group) => [group.gfn, group.members.map((m) => m.id)])).toEqual([[true, [1, 3]], [false, [2]]]);
  });

  it('gives a station that just arrived a bar of its own, and the others keep theirs', () => {
    const before = [station(1, 50, 10), station(2, 50.2, 10)];
    const arrived = station(3, 50.1, 10);
    const groups = groupStations([...before, arrived], 3, new Set([3]));
    expect(groups.map((group) => group.members.map((m) => m.id))).toEqual([[1, 2], [3]]);
    // Once grown in, it joins; the group keeps its first station (its key and height).
    const later = groupStations([arrived, ...before], 3);
    expect(later.map((group) => [group.lead.id, group.members.length])).toEqual([[1, 3]]);
  });

  it('widens a bar with the stations it stands for, short of touching the next', () => {
    expect(groupWidth(1, 3)).toBe(BAR_WIDTH);
    expect(groupWidth(4, 3)).toBeCloseTo(2 * BAR_WIDTH, 9);
    expect(groupWidth(400, 3)).toBeCloseTo(0.6 * 100 * 3 * (Math.PI / 180), 9);
    expect(groupWidth(400, 1.5)).toBeGreaterThanOrEqual(BAR_WIDTH);
  });
});
