import {
  CARD_MESSAGES,
  type CardReceiptRow,
  directDebitCharge,
  isCardAmount,
  isCardReceiptHeader,
  isOmittedRow,
  type OmittedReceiptRow,
  readCardReceiptRow,
} from '@portico/domain';
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { invalid } from '../../errors.js';
import type { ChangeActor } from '../audit/index.js';
import { findCompanies } from '../companies/index.js';
import { findSupplyCurrency } from '../supplies/index.js';
import type { CardsDeps } from './cards-deps.js';
import * as repo from './cards.repository.js';
import { supplyOf } from './hosted-pages.js';
import { companyBalance } from './payments-port.js';
import { chargeRegisteredCard, newTokenCharge } from './token-payments.js';

/** Rows written per statement while a CSV is read, and charged per job of a run. */
export const RECEIPT_WRITE_BATCH = 1_000;
export const RUN_CHARGE_CHUNK = 100;
/** The omitted rows a run keeps to list (a file of nothing but bad rows lists its first ones). */
const OMITTED_KEPT = 1_000;

/**
 * Reads a card-provider receipt CSV as it streams in (§5; decision 0091): its first record must be the spec's
 * header, else 'Please upload valid CSV file' and nothing is written. The run is made once the header is read; the
 * kept rows are written a thousand at a time (never the whole file in memory, and other requests run between the
 * statements), the rows with invalid amounts left out and listed. A file that fails part-way leaves nothing: its run
 * is deleted. The caller queues the run's charge job.
 */
export async function readReceiptCsv(
  deps: CardsDeps,
  input: { file: Readable; fileName: string; supplierId: number | null; personId: number },
): Promise<{ run: repo.CardRunRow; omitted: OmittedReceiptRow[] }> {
  const parser = input.file.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 10_000, info: true }),
  );
  let run: repo.CardRunRow | null = null;
  const omitted: OmittedReceiptRow[] = [];
  let omittedCount = 0;
  let kept = 0;
  let batch: CardReceiptRow[] = [];
  const flush = async () => {
    if (!run || batch.length === 0) return;
    const rows = batch;
    batch = [];
    await repo.insertRunRows(
      deps.db,
      rows.map((r) => ({
        runId: (run as repo.CardRunRow).id,
        line: r.line,
        companyId: r.companyId,
        companyName: r.companyName,
        amountCents: r.amountCents,
        description: r.description,
      })),
    );
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (run === null) {
        if (!isCardReceiptHeader(record)) throw invalid(CARD_MESSAGES.invalidCsv);
        run = await repo.insertRun(deps.db, {
          kind: 'RECEIPT_CSV',
          supplierId: input.supplierId,
          fileName: input.fileName.slice(0, 200),
          createdBy: input.personId,
        });
        continue;
      }
      const row = readCardReceiptRow(record, info.lines);
      if (isOmittedRow(row)) {
        omittedCount += 1;
        if (omitted.length < OMITTED_KEPT) omitted.push(row);
        continue;
      }
      kept += 1;
      batch.push(row);
      if (batch.length >= RECEIPT_WRITE_BATCH) await flush();
    }
    if (run === null) throw invalid(CARD_MESSAGES.invalidCsv);
    await flush();
  } catch (error) {
    input.file.resume();
    if (run) await repo.deleteRun(deps.db, run.id);
    const code = (error as { code?: string }).code;
    if (code?.startsWith('CSV_')) throw invalid(CARD_MESSAGES.invalidCsv);
    throw error;
  }
  if ((input.file as Readable & { truncated?: boolean }).truncated) {
    await repo.deleteRun(deps.db, run.id);
    throw invalid(CARD_MESSAGES.invalidCsv);
  }
  const saved = await repo.saveRunTotals(deps.db, run.id, { rowsTotal: kept, omitted, omittedCount });
  return { run: saved, omitted };
}

/** Staff's token payments (`POST /secure/tokenpayments`): a run of the companies, each charged its balance. */
export async function planTokenPayments(
  deps: CardsDeps,
  input: { supplierId: number; companyIds: readonly number[]; personId: number },
): Promise<repo.CardRunRow> {
  return deps.db.transaction(async (tx) => {
    const run = await repo.insertRun(tx, {
      kind: 'TOKEN_PAYMENTS',
      supplierId: input.supplierId,
      createdBy: input.personId,
      rowsTotal: new Set(input.companyIds).size,
    });
    if (!run) throw new Error('token payments run not made');
    await repo.insertRunRows(
      tx,
      [...new Set(input.companyIds)].map((companyId) => ({
        runId: run.id,
        companyId,
        amountCents: 0,
        chargeBalance: true,
      })),
    );
    return run;
  });
}

/** The day's direct debits of one supplier: a run per supplier and day (its key), each mandate a row. */
export async function planDirectDebits(deps: CardsDeps, at: Date): Promise<number[]> {
  const day = at.getUTCDate();
  const mandates = await repo.findMandatesDue(deps.db, day);
  const bySupplier = new Map<number, repo.MandateRow[]>();
  for (const m of mandates) bySupplier.set(m.supplierId, [...(bySupplier.get(m.supplierId) ?? []), m]);
  const runs: number[] = [];
  for (const [supplierId, due] of bySupplier) {
    const run = await deps.db.transaction(async (tx) => {
      const made = await repo.insertRun(tx, {
        kind: 'DIRECT_DEBIT',
        supplierId,
        runKey: `DD:${supplierId}:${at.toISOString().slice(0, 10)}`,
        rowsTotal: due.length,
      });
      if (!made) return null;
      await repo.insertRunRows(
        tx,
        due.map((m) => ({
          runId: made.id,
          companyId: m.companyId,
          amountCents: m.maxAmountCents ?? 0,
          chargeBalance: true,
        })),
      );
      return made;
    });
    if (run) runs.push(run.id);
  }
  return runs;
}

/**
 * Charges the next chunk of a run's queued rows, one at a time, each through `chargeRegisteredCard` under the
 * row's own reference (a chunk run again after a crash charges no row twice: the provider charges a reference
 * once, and the row's payment is found again by it). A row whose company does not exist, has no supply or no card
 * is SKIPPED with the reason. Answers whether rows are left.
 */
export async function chargeRunChunk(deps: CardsDeps, who: ChangeActor, runId: number): Promise<boolean> {
  const run = await repo.findRun(deps.db, runId);
  if (!run || run.status === 'DONE') return false;
  if (run.status === 'QUEUED') await repo.setRunStatus(deps.db, runId, 'RUNNING');
  const rows = await repo.findQueuedRunRows(deps.db, runId, RUN_CHARGE_CHUNK);
  const known = new Set(
    (
      await findCompanies(
        deps.db,
        rows.map((r) => r.companyId),
      )
    ).map((c) => c.id),
  );
  for (const row of rows) await chargeRunRow(deps, who, run, row, known.has(row.companyId));
  await repo.refreshRunProgress(deps.db, runId);
  const more = rows.length === RUN_CHARGE_CHUNK;
  if (!more) await repo.setRunStatus(deps.db, runId, 'DONE');
  return more;
}

async function chargeRunRow(
  deps: CardsDeps,
  who: ChangeActor,
  run: repo.CardRunRow,
  row: repo.CardRunRowRow,
  companyExists: boolean,
): Promise<void> {
  const skip = (reason: string) => repo.saveRunRow(deps.db, row.id, { status: 'SKIPPED', reason });
  if (!companyExists) return skip('No such company.');
  const reference = `RUN-${row.id}`;
  let payment = await repo.findCardPaymentByReference(deps.db, reference);
  if (!payment) {
    let supply: { supplierId: number; currency: string } | null = null;
    if (run.supplierId !== null) {
      const currency = await findSupplyCurrency(deps.db, row.companyId, run.supplierId);
      supply = currency ? { supplierId: run.supplierId, currency } : null;
    } else supply = await supplyOf(deps, row.companyId, undefined).catch(() => null);
    if (!supply) return skip(CARD_MESSAGES.noSupply);
    if (!(await repo.findActiveCard(deps.db, row.companyId))) return skip(CARD_MESSAGES.noRegisteredCard);
    let amountCents = row.amountCents;
    if (row.chargeBalance) {
      const balance = await companyBalance(deps.db, row.companyId, supply.supplierId, deps.now());
      amountCents = directDebitCharge(balance.balance, row.amountCents === 0 ? null : row.amountCents);
      await repo.saveRunRow(deps.db, row.id, { amountCents });
      if (amountCents === 0) return skip('Nothing is owed.');
    }
    if (!isCardAmount(amountCents)) return skip(CARD_MESSAGES.invalidAmount);
    payment = await repo.insertCardPayment(
      deps.db,
      newTokenCharge({ ...supply, companyId: row.companyId, amountCents, personId: null, runRowId: row.id, reference }),
    );
    await repo.saveRunRow(deps.db, row.id, { cardPaymentId: payment.id });
  }
  const charged = payment.status === 'PENDING' ? await chargeRegisteredCard(deps, who, payment) : payment;
  // resolved payments set their row's result; one the provider has not answered is PENDING until the check does
  await repo.saveRunRow(deps.db, row.id, { status: charged.status, reason: charged.reason });
}
