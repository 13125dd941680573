import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { constants, gzip as gzipCallback } from 'node:zlib';
import { type Product, productSchema } from '@portico/contract';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { type DbOrTx, isTransaction } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { envelopeHead } from '../../http/envelope.js';
import { productViews } from './product-view.js';
import {
  findCompanyProductsAfter,
  findUnnestedConnectionsAfter,
  productListVersion,
} from './public-products.repository.js';

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

/** A company's product list as its whole answer (the envelope, encoded, and gzipped) and its version. */
export interface ProductListAnswer {
  body: Buffer;
  /** the same bytes gzipped once (a tenth of the size): Go's HTTP client, the SDK's, asks for gzip by default */
  gzipped: Buffer;
  version: string;
}

const gzip = promisify(gzipCallback);

/** The product lists each app keeps at most: a few of the largest customers' (46 MB each), the least read leaving. */
const KEPT_LISTS_BYTES = 192 * 1024 * 1024;

const productsSchema = z.array(productSchema);

/**
 * `GET /v2/products` kept per version (decision 0055): the SDK and Terraform read the whole list on every plan, 46 MB
 * for a customer with 20,000 services. An answer once written is kept with the version it was read at
 * (`productListVersion`, read before the list, so the list holds at least what that version counts) and answered
 * again while that version is current: one small read instead of some 200 queries and the writing. Reads of one
 * company at one version share one writing. A later change makes the next read write it afresh.
 */
export function keptProductLists(db: DbOrTx) {
  // Lists read in a transaction could hold its changes, which may yet roll back: kept only when read outside one.
  const kept = isTransaction(db)
    ? null
    : new LRUCache<number, ProductListAnswer>({
        maxSize: KEPT_LISTS_BYTES,
        sizeCalculation: (answer) => answer.body.length + answer.gzipped.length,
      });
  const beingWritten = new Map<string, Promise<ProductListAnswer>>();

  /** The whole answer, each batch checked against the product schema as the serialiser checks an answer. */
  async function write(companyId: number, version: string): Promise<ProductListAnswer> {
    const parts: string[] = [];
    for await (const batch of publicProducts(db, companyId)) {
      const items = JSON.stringify(productsSchema.parse(batch)).slice(1, -1);
      if (items.length > 0) parts.push(items);
      // one batch at a time: other callers are answered between them
      await nextTurn();
    }
    const body = Buffer.from(`${envelopeHead('')}[${parts.join(',')}]}`);
    // on libuv's threads, not the event loop's; the fastest level: JSON's repetition compresses well at any
    const gzipped = await gzip(body, { level: constants.Z_BEST_SPEED });
    return { body, gzipped, version };
  }

  return {
    async answer(companyId: number): Promise<ProductListAnswer> {
      const version = await productListVersion(db, companyId);
      const known = kept?.get(companyId);
      if (known?.version === version) return known;
      const flight = `${companyId} ${version}`;
      let writing = beingWritten.get(flight);
      if (!writing) {
        writing = write(companyId, version).finally(() => beingWritten.delete(flight));
        beingWritten.set(flight, writing);
      }
      const answer = await writing;
      kept?.set(companyId, answer);
      return answer;
    },
  };
}
