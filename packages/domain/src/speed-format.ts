import { formatCount } from './money-format.js';

/**
 * A speed as people read it, everywhere (issue 28: '1 Gbps', '1 Gb/s', '1000 Mbps' and '0.5 Gbps' were all seen):
 * whole gigabits from 1,000 Mbps up ('10 Gbps', '2.5 Gbps'), megabits below ('500 Mbps').
 */
export function formatSpeed(mbps: number): string {
  if (mbps >= 1_000 && mbps % 100 === 0) return `${mbps / 1_000} Gbps`;
  return `${formatCount(mbps)} Mbps`;
}
