import type { Page, PaymentTransaction } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Paging } from '../../db/list-query.js';
import * as repo from './payments.repository.js';
import { transactionView } from './payments-view.js';

/** A page of transactions, newest first (staff per supplier; a customer its own). */
export function transactionPage(
  db: DbOrTx,
  filters: repo.TransactionFilters,
  paging: Paging,
): Promise<Page<PaymentTransaction>> {
  return repo.transactionList.page(db, filters, paging, transactionView);
}

/** Every filtered transaction, in batches read by keyset: the CSV export streams them. */
export function transactionExport(db: DbOrTx, filters: repo.TransactionFilters): AsyncGenerator<PaymentTransaction[]> {
  return repo.transactionList.batches(db, filters, transactionView);
}
