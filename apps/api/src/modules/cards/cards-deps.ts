import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { CardProvider } from '../../integrations/cards/card-provider.js';

/** What the cards use cases need: the database, the card provider (null: card payments are off), the clock. */
export interface CardsDeps {
  db: Db;
  provider: CardProvider | null;
  now: () => Date;
  config: Pick<AppConfig, 'publicUrl' | 'mode'>;
}
