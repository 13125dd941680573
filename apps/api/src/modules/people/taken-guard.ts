import { PEOPLE_MESSAGES } from '@portico/domain';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, TryLater } from '../../errors.js';
import { requireActor } from '../../plugins/access.js';
import { createFailureCounter, sourceOf } from '../../http/failure-counter.js';

/**
 * An e-mail address or username someone already has: one message whoever has it (this company or another), and
 * counted by `countingTaken`, so a company admin cannot walk the directory of other companies' users.
 */
export class TakenError extends AppError {
  constructor(message: string) {
    super('validation', message);
    this.name = 'TakenError';
  }
}

/**
 * Runs a change that may find an address or username taken (adding an e-mail address, adding an employee),
 * counting each taken answer per person and per client address in the login throttle's table under the `taken:`
 * prefix. Past `config.guessing` (10 until 15 quiet minutes by default) the caller is refused with 429 and
 * Retry-After before anything is looked up (decision 0032).
 */
export async function countingTaken<T>(
  deps: { db: Db; config: AppConfig; now: () => Date },
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  const counter = createFailureCounter(deps.db, deps.config.guessing, deps.now);
  const keys = [`taken:person:${requireActor(request).personId}`, `taken:address:${sourceOf(request.ip)}`];
  const wait = await counter.lockedFor(keys);
  if (wait !== null) throw new TryLater(PEOPLE_MESSAGES.tooManyTaken, wait);
  try {
    return await work();
  } catch (error) {
    if (error instanceof TakenError) await counter.record(deps.db, keys);
    throw error;
  }
}
