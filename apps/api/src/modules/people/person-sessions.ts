import type { DbOrTx } from '../../db/client.js';

/**
 * What people's use cases need of a person's sessions, which auth keeps (decision 0067): auth stands on people (a
 * token names its person), so people never import it; the modules' list gives people auth's functions from above.
 */
export interface PersonSessions {
  /** how many sessions of the person are live (not revoked, not expired) */
  countLive(db: DbOrTx, personId: number, now: Date): Promise<number>;
  /** ends every session of the person, in the caller's transaction */
  endAll(tx: DbOrTx, personId: number, at: Date): Promise<number>;
}
