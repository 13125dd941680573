/**
 * Room one time label takes on the traffic chart's axis: '12:55 pm' at the axis's 12 px is about 50 px wide, and a
 * gap of 14 px keeps two apart (decision 0078).
 */
const LABEL_PX = 64;
/** The speed axis on the left (Mantine's default width) and the chart's own padding: no time label goes there. */
const SPEED_AXIS_PX = 80;

/**
 * Recharts' `interval` for the time axis (how many points to skip between two labels) that fits as many labels as
 * the chart's width holds without overlapping, and at least two: on a 360 px phone (a chart of about 300 px) every 8
 * hours of a day's 288 points, on a desktop's 1,000 px about every 2 hours. A width not measured yet (0) gets the two.
 */
export function timeAxisInterval(points: number, widthPx: number): number {
  if (points <= 2) return 0;
  const labels = Math.max(2, Math.floor((widthPx - SPEED_AXIS_PX) / LABEL_PX));
  return Math.ceil(points / labels) - 1;
}
