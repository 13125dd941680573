import { Box, List, Text } from '@mantine/core';
import type { DashboardLocation } from '@portico/contract';
import { MAP_HEIGHT, MAP_WIDTH, project, WORLD_PATH } from './world-outline';

/** "Equinix SY1 (Sydney, 3 services)" */
const placeText = (l: DashboardLocation) =>
  `${l.name} (${l.metro}, ${l.services} ${l.services === 1 ? 'service' : 'services'})`;

/**
 * The company's locations as dots on a world outline bundled with the app (no map tiles, nothing fetched), named
 * for screen readers in the picture's accessible name and listed beneath it for everyone.
 */
export function LocationMap({ locations }: { locations: readonly DashboardLocation[] }) {
  if (locations.length === 0) return <Text c="dimmed">No services at any location yet.</Text>;
  const label = `Map of your locations: ${locations.map(placeText).join('; ')}`;
  return (
    <>
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        w="100%"
        style={{ display: 'block', background: 'var(--mantine-color-blue-0)', borderRadius: 4 }}
      >
        <path
          d={WORLD_PATH}
          fill="var(--mantine-color-gray-3)"
          stroke="var(--mantine-color-gray-5)"
          strokeWidth={0.2}
        />
        {locations.map((l) => {
          const { x, y } = project(l.longitude, l.latitude);
          return (
            <circle
              key={l.locationId}
              cx={x}
              cy={y}
              r={2.2}
              fill="var(--mantine-color-red-7)"
              stroke="white"
              strokeWidth={0.5}
            >
              <title>{placeText(l)}</title>
            </circle>
          );
        })}
      </Box>
      <List size="sm" mt="xs" aria-label="Your locations">
        {locations.map((l) => (
          <List.Item key={l.locationId}>{placeText(l)}</List.Item>
        ))}
      </List>
    </>
  );
}
