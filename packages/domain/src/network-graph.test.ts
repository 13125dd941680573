import { describe, expect, it } from 'vitest';
import { type NetworkLink, shortestPath } from './network-graph.js';

// Sydney 1, Melbourne 2, Brisbane 3, Perth 4, Singapore 5, Auckland 6 (no links)
const links: NetworkLink[] = [
  { aMetroId: 1, bMetroId: 2, cost: 7 },
  { aMetroId: 1, bMetroId: 3, cost: 8 },
  { aMetroId: 2, bMetroId: 4, cost: 27 },
  { aMetroId: 1, bMetroId: 5, cost: 63 },
  { aMetroId: 4, bMetroId: 5, cost: 39 },
];

describe('shortestPath', () => {
  it('takes the cheapest route, not the fewest hops', () => {
    // Brisbane to Singapore: direct via Sydney costs 8 + 63 = 71; via Melbourne and Perth 8 + 7 + 27 + 39 = 81
    expect(shortestPath(links, 3, 5)).toEqual({ metroIds: [3, 1, 5], cost: 71 });
    // Melbourne to Singapore: via Perth 27 + 39 = 66 beats via Sydney 7 + 63 = 70
    expect(shortestPath(links, 2, 5)).toEqual({ metroIds: [2, 4, 5], cost: 66 });
  });
  it('goes both ways over a link', () => {
    expect(shortestPath(links, 5, 2)).toEqual({ metroIds: [5, 4, 2], cost: 66 });
  });
  it('is cost 0 within a metro and null where nothing joins', () => {
    expect(shortestPath(links, 1, 1)).toEqual({ metroIds: [1], cost: 0 });
    expect(shortestPath(links, 1, 6)).toBeNull();
  });
  it('refuses a link without a positive whole cost', () => {
    expect(() => shortestPath([{ aMetroId: 1, bMetroId: 2, cost: 0 }], 1, 2)).toThrow();
    expect(() => shortestPath([{ aMetroId: 1, bMetroId: 2, cost: 1.5 }], 1, 2)).toThrow();
  });
  it('breaks ties the same way every time', () => {
    const square: NetworkLink[] = [
      { aMetroId: 1, bMetroId: 2, cost: 1 },
      { aMetroId: 2, bMetroId: 4, cost: 1 },
      { aMetroId: 1, bMetroId: 3, cost: 1 },
      { aMetroId: 3, bMetroId: 4, cost: 1 },
    ];
    expect(shortestPath(square, 1, 4)).toEqual({ metroIds: [1, 2, 4], cost: 2 });
    expect(shortestPath([...square].reverse(), 1, 4)).toEqual({ metroIds: [1, 2, 4], cost: 2 });
  });
});
