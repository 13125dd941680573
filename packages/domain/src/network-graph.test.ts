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
    for (const cost of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => shortestPath([{ aMetroId: 1, bMetroId: 2, cost }], 1, 2), `cost ${cost}`).toThrow(
        "A link's cost must be a positive whole number",
      );
    }
    // even when the bad link is off the route asked for
    expect(() => shortestPath([...links, { aMetroId: 6, bMetroId: 7, cost: 0 }], 1, 2)).toThrow();
  });
  it('finds the cheapest route whatever the metro ids, not the lowest id first', () => {
    // 10 to 3: straight to 2 costs 10; through 5 it costs 1 + 1, then 1 more to 3
    const graph: NetworkLink[] = [
      { aMetroId: 10, bMetroId: 5, cost: 1 },
      { aMetroId: 10, bMetroId: 2, cost: 10 },
      { aMetroId: 5, bMetroId: 2, cost: 1 },
      { aMetroId: 2, bMetroId: 3, cost: 1 },
    ];
    expect(shortestPath(graph, 10, 3)).toEqual({ metroIds: [10, 5, 2, 3], cost: 3 });
    expect(shortestPath(graph, 3, 10)).toEqual({ metroIds: [3, 2, 5, 10], cost: 3 });
  });
  it('is null from a metro with no link at all', () => {
    expect(shortestPath(links, 6, 1)).toBeNull();
    expect(shortestPath([], 1, 2)).toBeNull();
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
  // The answer's tie rule is the lower-id predecessor. Which of two metros of equal cost the search visits first
  // changes nothing (every cheapest predecessor of a metro is visited before it), so mutants of that choice survive.
  it('between routes of the same cost, arrives from the lower metro id, even one further from the start', () => {
    // 1 to 4 costs 3 both ways: 1 -5-> (1) then 2 more, or 1 -3-> (2) then 1 more; 3 is the lower id before 4
    const twoWays: NetworkLink[] = [
      { aMetroId: 1, bMetroId: 5, cost: 1 },
      { aMetroId: 5, bMetroId: 4, cost: 2 },
      { aMetroId: 1, bMetroId: 3, cost: 2 },
      { aMetroId: 3, bMetroId: 4, cost: 1 },
    ];
    expect(shortestPath(twoWays, 1, 4)).toEqual({ metroIds: [1, 3, 4], cost: 3 });
    expect(shortestPath([...twoWays].reverse(), 1, 4)).toEqual({ metroIds: [1, 3, 4], cost: 3 });
  });
});
