import type { Product } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { productViews } from './product-view.js';
import { findCompanyProductsAfter, findUnnestedConnectionsAfter } from './public-products.repository.js';

/** Ports, MCRs and MVEs per query: each batch's connections, ends, companies and locations are one query each. */
const BATCH = 200;

/**
 * A company's products for `GET /v2/products` (decision 0050), in batches read by keyset (no whole-table read, never
 * an offset): its Ports, MCRs and MVEs that are not NEW, each with the VXCs and IXs attached to it; then the VXCs and
 * IXs it pays for that none of them carries (every end another company's), at the top with their ends, so that a
 * program sees every product it pays for.
 */
export async function* publicProducts(db: DbOrTx, companyId: number): AsyncGenerator<Product[]> {
  const heads = keysetBatches({
    read: (after: number | null, limit) => findCompanyProductsAfter(db, companyId, after, limit),
    keyOf: (row) => row.id,
    map: (row) => row,
    batchSize: BATCH,
  });
  for await (const rows of heads) yield await productViews(db, rows, { hideNew: true });
  const unnested = keysetBatches({
    read: (after: readonly [number, number] | null, limit) => findUnnestedConnectionsAfter(db, companyId, after, limit),
    keyOf: (row) => [row.groupServiceId ?? row.id, row.id] as const,
    map: (row) => row,
    batchSize: BATCH,
  });
  for await (const rows of unnested) yield await productViews(db, rows, { hideNew: true });
}
