import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { Traffic } from '@portico/contract';
import { TRAFFIC_MESSAGES, bitRateUnit, formatBitRate, formatSpeed, formatTime } from '@portico/domain';

/** The busiest step of one direction, for the summary people read (and screen readers hear) beside the chart. */
function peak(points: Traffic['points'], key: 'inBps' | 'outBps') {
  return points.reduce((best, p) => (p[key] > best[key] ? p : best), points[0] ?? { at: 0, inBps: 0, outBps: 0 });
}

/**
 * A service's traffic, in and out, as an area chart on one speed axis whose unit (b/s to Gb/s) fits the busiest
 * point, with the peaks written out beneath it.
 */
export function TrafficChart({ traffic, label }: { traffic: Traffic; label: string }) {
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
        xAxisProps={{ interval: 35 }}
        aria-label={label}
        role="img"
      />
      <Text size="sm" c="dimmed">
        Peak in {formatBitRate(peakIn.inBps)} at {formatTime(peakIn.at)}; peak out {formatBitRate(peakOut.outBps)} at{' '}
        {formatTime(peakOut.at)}; rate limit {formatSpeed(traffic.rateLimitMbps)}.
      </Text>
    </Stack>
  );
}
