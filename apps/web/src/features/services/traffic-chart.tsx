import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Box, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Traffic } from '@portico/contract';
import { TRAFFIC_MESSAGES, bitRateUnit, formatBitRate, formatSpeed, formatTime } from '@portico/domain';
import { timeAxisInterval } from './time-axis';

/** The busiest step of one direction, for the summary people read (and screen readers hear) beside the chart. */
function peak(points: Traffic['points'], key: 'inBps' | 'outBps') {
  return points.reduce((best, p) => (p[key] > best[key] ? p : best), points[0] ?? { at: 0, inBps: 0, outBps: 0 });
}

/**
 * A service's traffic, in and out, as an area chart on one speed axis whose unit (b/s to Gb/s) fits the busiest
 * point, with the peaks written out beneath it. The time axis shows as many labels as the chart's width holds (a phone
 * three, a desktop a dozen: decision 0078), so they never run into each other.
 */
export function TrafficChart({ traffic, label }: { traffic: Traffic; label: string }) {
  const { ref, width } = useElementSize();
  if (!traffic.available) return <Text c="dimmed">{TRAFFIC_MESSAGES.notAvailable}</Text>;
  const { unit, divisor } = bitRateUnit(Math.max(0, ...traffic.points.map((p) => Math.max(p.inBps, p.outBps))));
  const data = traffic.points.map((p) => ({
    time: formatTime(p.at),
    In: Math.round((p.inBps / divisor) * 100) / 100,
    Out: Math.round((p.outBps / divisor) * 100) / 100,
  }));
  const peakIn = peak(traffic.points, 'inBps');
  const peakOut = peak(traffic.points, 'outBps');
  return (
    <Stack gap="xs">
      <Box ref={ref}>
        <AreaChart
          h={260}
          data={data}
          dataKey="time"
          series={[
            { name: 'In', color: 'blue.7' },
            { name: 'Out', color: 'teal.7' },
          ]}
          curveType="monotone"
          withDots={false}
          withLegend
          valueFormatter={(value) => `${value} ${unit}`}
          xAxisProps={{ interval: timeAxisInterval(data.length, width) }}
          aria-label={label}
          role="img"
        />
      </Box>
      <Text size="sm" c="dimmed">
        Peak in {formatBitRate(peakIn.inBps)} at {formatTime(peakIn.at)}; peak out {formatBitRate(peakOut.outBps)} at{' '}
        {formatTime(peakOut.at)}; rate limit {formatSpeed(traffic.rateLimitMbps)}.
      </Text>
    </Stack>
  );
}
