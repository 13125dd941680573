import { GRAPH_MAX_POINTS, graphRequestProblem } from '@portico/domain';
import { z } from 'zod';
import { epochMs, idParam } from './envelope.js';

/** An instant in a path: epoch milliseconds in digits only (up to the year 5138). */
const epochMsParam = (name: string) => {
  const message = `${name} must be a time in epoch milliseconds, written in digits only`;
  return z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,13})$/, { error: message })
    .transform(Number);
};

/** `GET /secure/graph/nServiceId/{id}/from/{ms}/to/{ms}/points/{n}`: checked by the one rule of the domain. */
export const trafficParams = z
  .object({
    nServiceId: idParam,
    from: epochMsParam('from'),
    to: epochMsParam('to'),
    points: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, { error: `points must be a whole number from 1 to ${GRAPH_MAX_POINTS}` })
      .transform(Number),
  })
  .superRefine((p, ctx) => {
    const problem = graphRequestProblem(p.from, p.to, p.points);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  });

export const trafficPointSchema = z.object({
  /** the start of the point's step */
  at: epochMs,
  inBps: z.number().int().nonnegative(),
  outBps: z.number().int().nonnegative(),
});

export const trafficSchema = z.object({
  nServiceId: z.number().int(),
  from: epochMs,
  to: epochMs,
  stepMs: z.number().int().positive(),
  /** the service's rate limit: no point is above it */
  rateLimitMbps: z.number().int(),
  /** false when no telemetry source is configured: `points` is then empty */
  available: z.boolean(),
  points: z.array(trafficPointSchema),
});
export type Traffic = z.infer<typeof trafficSchema>;
