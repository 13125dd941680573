import { feature } from 'topojson-client';
import land from 'world-atlas/land-110m.json';

/** The map's frame: an equirectangular world, 360 × 180 units (one unit a degree), cropped to the inhabited band. */
export const MAP_WIDTH = 360;
export const MAP_TOP_LATITUDE = 84;
export const MAP_BOTTOM_LATITUDE = -60;
export const MAP_HEIGHT = MAP_TOP_LATITUDE - MAP_BOTTOM_LATITUDE;

/** A place in the map's units: longitude to x, latitude to y (north up). */
export function project(longitude: number, latitude: number): { x: number; y: number } {
  return { x: longitude + 180, y: MAP_TOP_LATITUDE - latitude };
}

type Ring = number[][];
/** What the outline's `land` object turns into: polygons and multipolygons of [longitude, latitude] rings. */
interface LandShapes {
  features: { geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] } }[];
}

/**
 * The land of the world as one SVG path, from Natural Earth's 1:110m outline bundled with the app (world-atlas):
 * the map draws without asking any server for tiles. Built once, when the dashboard's chunk loads.
 */
/** A coordinate to a tenth of a degree: all a 360-wide map can show, and a short path (not text for people). */
const tenths = (value: number) => Math.round(value * 10) / 10;

export const WORLD_PATH: string = (() => {
  const topology = land as unknown as Parameters<typeof feature>[0];
  // `land` is a collection of polygons: the overloads of `feature` cannot know it from the name
  const shapes = feature(topology, 'land') as unknown as LandShapes;
  const rings: Ring[] = [];
  for (const { geometry } of shapes.features) {
    if (geometry.type === 'Polygon') rings.push(...geometry.coordinates);
    else for (const polygon of geometry.coordinates) rings.push(...polygon);
  }
  return rings
    .map(
      (ring) =>
        ring
          .map(([lon = 0, lat = 0], i) => {
            const { x, y } = project(lon, lat);
            return `${i === 0 ? 'M' : 'L'}${tenths(x)} ${tenths(y)}`;
          })
          .join('') + 'Z',
    )
    .join('');
})();
