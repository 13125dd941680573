import type { Product } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { productViews } from './product-view.js';
import { findCompanyProductsAfter } from './public-products.repository.js';

/** Ports, MCRs and MVEs per query: each batch's connections, ends, companies and locations are one query each. */
const BATCH = 200;

/**
 * A company's products for `GET /v2/products` (decision 0050), in batches read by keyset (id order, never an
 * offset, no whole-table read): its Ports, MCRs and MVEs that are not NEW, each with its VXCs and IXs.
 */
export async function* publicProducts(db: DbOrTx, companyId: number): AsyncGenerator<Product[]> {
  const batches = keysetBatches({
    read: (after: number | null, limit) => findCompanyProductsAfter(db, companyId, after, limit),
    keyOf: (row) => row.id,
    map: (row) => row,
    batchSize: BATCH,
  });
  for await (const rows of batches) yield await productViews(db, rows, { hideNew: true });
}
