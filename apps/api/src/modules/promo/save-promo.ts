import { randomBytes, randomUUID } from 'node:crypto';
import type { PromoCode, PromoGenerated, PromoInput } from '@portico/contract';
import { applyPromoBehaviour, generatesCodes, PROMO_MESSAGES, promoCodeFromBytes } from '@portico/domain';
import { conflictOnDuplicate } from '../../db/sql-text.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { findCompany } from '../companies/index.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './promo.repository.js';
import type { PromoServiceDeps } from './promo-deps.js';
import { toPromoCode } from './promo-view.js';

/** The columns of a promo from its checked input, after the spec's behaviour (decision 0025). */
function promoValues(input: PromoInput, code: string, createdBy: number | null): repo.PromoValues {
  const p = applyPromoBehaviour(input);
  // the domain's fields are the columns' names: what differs is the code, the lists (copied), the dates and the
  // quantity of a single-use code
  return {
    ...p,
    code,
    promoType: 'DISCOUNT',
    discountType: p.discountType ?? '',
    regions: [...p.regions],
    metroIds: [...p.metroIds],
    productTypes: [...p.productTypes],
    locationIds: [...p.locationIds],
    // a single-use code is used once
    quantity: p.singleUse ? 1 : p.quantity,
    validFrom: p.validFrom === null ? null : new Date(p.validFrom),
    validTo: p.validTo === null ? null : new Date(p.validTo),
    createdBy,
  };
}

async function requireCustomer(tx: DbOrTx, customerId: number | null): Promise<void> {
  if (customerId !== null && !(await findCompany(tx, customerId)))
    throw new AppError('not_found', PROMO_MESSAGES.companyNotFound);
}

/** What a change's work receives (its transaction and `audit`). */
type Change = Parameters<Parameters<typeof inChange>[2]>[0];

const audited = (row: PromoCode) => ({ ...row, createdAt: undefined });

/** Two saves racing for one code: the unique index decides, and the loser hears why. */
const codeUnique = <T>(work: () => Promise<T>) =>
  conflictOnDuplicate(PROMO_MESSAGES.codeTaken, work, 'promo_codes_code_unique');

/** Creating, changing, deleting and generating promo codes (staff with the marketing permission). */
export function savePromo({ db, now }: PromoServiceDeps) {
  /** The promo as saved, audited against how it was before. */
  async function recordSaved(
    { tx, audit }: Change,
    id: number,
    action: string,
    before: PromoCode | null,
  ): Promise<PromoCode> {
    const after = await repo.findPromo(tx, id);
    if (!after) throw new Error('promo vanished while saved');
    const out = toPromoCode(after, now().getTime());
    await audit({
      action,
      entityType: 'promo_code',
      entityId: id,
      before: before && audited(before),
      after: audited(out),
    });
    return out;
  }

  return {
    createPromo(ctx: ChangeContext, input: PromoInput): Promise<PromoCode> {
      if (!input.code || generatesCodes(input)) throw new AppError('validation', PROMO_MESSAGES.codeRequired);
      const code = input.code;
      return codeUnique(() =>
        inChange(db, ctx, async (change) => {
          await requireCustomer(change.tx, input.customerId);
          if (await repo.findPromoByCode(change.tx, code)) throw new AppError('conflict', PROMO_MESSAGES.codeTaken);
          const row = await repo.insertPromo(change.tx, promoValues(input, code, ctx.actor.personId));
          return recordSaved(change, row.id, 'promo.create', null);
        }),
      );
    },

    updatePromo(ctx: ChangeContext, input: PromoInput & { id: number }): Promise<PromoCode> {
      if (!input.code) throw new AppError('validation', PROMO_MESSAGES.codeRequired);
      const code = input.code;
      return codeUnique(() =>
        inChange(db, ctx, async (change) => {
          const { tx } = change;
          const locked = await repo.findPromoForUpdate(tx, input.id);
          if (!locked) throw new AppError('not_found', PROMO_MESSAGES.notFound);
          const before = await repo.findPromo(tx, input.id);
          if (!before) throw new AppError('not_found', PROMO_MESSAGES.notFound);
          await requireCustomer(tx, input.customerId);
          const other = await repo.findPromoByCode(tx, code);
          if (other && other.id !== input.id) throw new AppError('conflict', PROMO_MESSAGES.codeTaken);
          const values = promoValues(input, code, before.createdBy);
          if (values.quantity !== null && values.quantity !== undefined && values.quantity < before.uses)
            throw new AppError('conflict', PROMO_MESSAGES.quantityBelowUses);
          await repo.updatePromo(tx, input.id, values);
          return recordSaved(change, input.id, 'promo.update', toPromoCode(before, now().getTime()));
        }),
      );
    },

    /** Soft delete (decision 0025): the code can no longer be used or taken again; uses already made stay. */
    async deletePromo(ctx: ChangeContext, id: number): Promise<{ id: number }> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = await repo.findPromoForUpdate(tx, id);
        if (!before) throw new AppError('not_found', PROMO_MESSAGES.notFound);
        await repo.softDeletePromo(tx, id);
        await audit({
          action: 'promo.delete',
          entityType: 'promo_code',
          entityId: id,
          before: { code: before.code, uses: before.uses },
          after: null,
        });
        return { id };
      });
    },

    /**
     * `quantity` single-use codes with the same terms, each `prefix` and random unambiguous characters, all in one
     * transaction: a code that happens to be taken already is made again, and if codes still cannot be found
     * after a few rounds nothing is saved.
     */
    async generatePromos(ctx: ChangeContext, input: PromoInput & { prefix: string }): Promise<PromoGenerated> {
      const wanted = input.quantity ?? 0;
      if (!generatesCodes(input)) throw new AppError('validation', PROMO_MESSAGES.generateNeedsSingleUse);
      const batchId = randomUUID();
      return inChange(db, ctx, async ({ tx, audit }) => {
        await requireCustomer(tx, input.customerId);
        const codes: string[] = [];
        for (let round = 0; round < 5 && codes.length < wanted; round++) {
          const fresh = new Set<string>();
          while (fresh.size < wanted - codes.length) {
            const code = promoCodeFromBytes(input.prefix, randomBytes(32));
            if (code) fresh.add(code);
          }
          const rows = await repo.insertPromosSkippingTaken(
            tx,
            [...fresh].map((code) => ({ ...promoValues(input, code, ctx.actor.personId), batchId })),
          );
          codes.push(...rows.map((r) => r.code));
        }
        if (codes.length < wanted) throw new AppError('conflict', PROMO_MESSAGES.codeTaken);
        await audit({
          action: 'promo.generate',
          entityType: 'promo_code',
          entityId: batchId,
          before: null,
          after: { batchId, count: codes.length, prefix: input.prefix },
        });
        return { batchId, codes: codes.sort() };
      });
    },
  };
}
