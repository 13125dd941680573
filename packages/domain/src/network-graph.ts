/**
 * The network between metros as a weighted graph: each link joins two metros with a cost (its length in the
 * provider's terms). `GET /v2/networkgraph/shortest` and `/cost` answer from it, and so can anything that needs
 * the route between two locations.
 */
export interface NetworkLink {
  aMetroId: number;
  bMetroId: number;
  /** a positive whole number */
  cost: number;
}

export interface NetworkPath {
  /** the metros from the first to the last, both included */
  metroIds: number[];
  cost: number;
}

/**
 * The cheapest path between two metros over undirected links (Dijkstra; ties broken by the lower metro id, so the
 * answer is the same every time). Null when no path joins them. The same metro is a path of cost 0.
 */
export function shortestPath(links: readonly NetworkLink[], from: number, to: number): NetworkPath | null {
  const neighbours = new Map<number, { to: number; cost: number }[]>();
  const add = (a: number, b: number, cost: number) => {
    const list = neighbours.get(a) ?? [];
    list.push({ to: b, cost });
    neighbours.set(a, list);
  };
  for (const link of links) {
    if (!Number.isSafeInteger(link.cost) || link.cost <= 0)
      throw new Error(`A link's cost must be a positive whole number`);
    add(link.aMetroId, link.bMetroId, link.cost);
    add(link.bMetroId, link.aMetroId, link.cost);
  }
  if (from === to) return { metroIds: [from], cost: 0 };
  const best = new Map<number, number>([[from, 0]]);
  const previous = new Map<number, number>();
  const done = new Set<number>();
  for (;;) {
    // the unvisited metro with the lowest cost so far (graphs here have tens of metros: a scan is enough)
    let current: number | null = null;
    let currentCost = Number.POSITIVE_INFINITY;
    for (const [metro, cost] of best) {
      if (done.has(metro)) continue;
      if (cost < currentCost || (cost === currentCost && current !== null && metro < current)) {
        current = metro;
        currentCost = cost;
      }
    }
    if (current === null) return null;
    if (current === to) break;
    done.add(current);
    for (const edge of neighbours.get(current) ?? []) {
      const cost = currentCost + edge.cost;
      const known = best.get(edge.to);
      if (known === undefined || cost < known || (cost === known && current < (previous.get(edge.to) ?? Infinity))) {
        best.set(edge.to, cost);
        previous.set(edge.to, current);
      }
    }
  }
  const metroIds = [to];
  for (let at = to; at !== from;) {
    const before = previous.get(at);
    if (before === undefined) return null;
    metroIds.unshift(before);
    at = before;
  }
  return { metroIds, cost: best.get(to) ?? 0 };
}
