import pg from 'pg';
import { expect, it } from 'vitest';
import { endPool } from '../src/db/client.js';

// A pool is ended only when its connections are: the tests drop their databases `with (force)` right after, which
// would otherwise end a connection still closing and raise an error nobody listens to any more.
it.runIf(process.env.DATABASE_URL)('ends a pool only once each of its connections has closed', async () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
  const ended: boolean[] = [];
  pool.on('connect', (client) => {
    const i = ended.push(false) - 1;
    client.on('end', () => (ended[i] = true));
  });
  // three connections at once, all idle when the pool is ended
  await Promise.all([1, 2, 3].map(() => pool.query('select pg_sleep(0.05)')));
  expect(ended).toEqual([false, false, false]);
  await endPool(pool);
  expect(ended).toEqual([true, true, true]);
});
