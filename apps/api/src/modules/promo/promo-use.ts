import type { PromoProcessResult, PromoValidation } from '@portico/contract';
import {
  PROMO_MESSAGES,
  type PromoProductType,
  type PromoTerms,
  promoAppliesTo,
  promoSummary,
  promoUnusableMessage,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { conflictOnDuplicate } from '../../db/sql-text.js';
import { AppError } from '../../errors.js';
import * as repo from './promo.repository.js';
import type { PromoServiceDeps } from './promo-deps.js';
import { toPromoTerms, toPromoTermsWire } from './promo-view.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

type Usable = { ok: true; promo: PromoTerms; row: repo.PromoRow } | { ok: false; message: string };

/**
 * Why a code cannot be used, as only staff are told (decision 0032): anyone else hears 'This promo code is not
 * valid', as for a code never made, so no answer tells a guesser that a code exists.
 */
const TOLD_TO_STAFF_ONLY: ReadonlySet<string> = new Set([
  PROMO_MESSAGES.expired,
  PROMO_MESSAGES.notYetValid,
  PROMO_MESSAGES.usedUp,
  PROMO_MESSAGES.notForCompany,
]);

/** Whether the company may use the code (reserved for one company; or limited to its subscribers when it has any). */
function companyMessage(read: repo.PromoRead & { row: repo.PromoRow }, companyId: number | null, isStaff: boolean) {
  const { row, restricted, subscribed } = read;
  if (companyId === null) {
    // Staff naming no company: only the code's own terms are checked.
    if (isStaff) return null;
    // No company yet (the public check, registration): a code made for some companies is not for this caller.
    if (row.customerId !== null) return PROMO_MESSAGES.notForCompany;
    return restricted ? PROMO_MESSAGES.notForCompany : null;
  }
  if (row.customerId !== null && row.customerId !== companyId) return PROMO_MESSAGES.notForCompany;
  if (restricted && !subscribed && row.customerId !== companyId) return PROMO_MESSAGES.notForCompany;
  return null;
}

/** What a use check asks: the code, by whom, and for which product, country and place when given. */
export interface UsableQuery {
  code: string;
  companyId: number | null;
  productType: PromoProductType | null;
  countryCode: string | null;
  metroId?: number | null;
  locationId?: number | null;
  at: Date;
  /** staff are told why a code cannot be used; anyone else only that it is not valid */
  isStaff?: boolean;
}

/**
 * Whether the code may be used now by the company (and for the product type, country and place when given). With
 * no product type only the code itself is checked: known, in its window, uses left, open to the company — what the
 * promo guessing guard counts a failure by. One read: the code with its subscription state.
 */
export async function usable(db: DbOrTx, q: UsableQuery): Promise<Usable> {
  return usableOf(await repo.findPromoRead(db, q.code.trim(), q.companyId), q);
}

/** `usable`'s answer from the code as read (`promoReadJson`, also read inside the price lookup's statement). */
export function usableOf(read: repo.PromoRead, q: UsableQuery): Usable {
  const isStaff = q.isStaff ?? false;
  const refuse = (message: string): Usable => ({
    ok: false,
    message: !isStaff && TOLD_TO_STAFF_ONLY.has(message) ? PROMO_MESSAGES.notValid : message,
  });
  const { row } = read;
  // unknown and deleted read the same: nothing tells a deleted code from one never made
  if (!row || row.deletedAt !== null) return refuse(PROMO_MESSAGES.notValid);
  const promo = toPromoTerms(row);
  const at = q.at.getTime();
  const facts = { validFrom: promo.validFrom, validTo: promo.validTo, quantity: row.quantity, uses: row.uses };
  // the company first: a code not open to the caller's company says nothing of its window or its products
  const notForCompany = companyMessage({ ...read, row }, q.companyId, isStaff);
  const message =
    notForCompany ??
    (q.productType === null
      ? promoUnusableMessage(facts, at)
      : promoAppliesTo(
          {
            ...facts,
            productTypes: row.productTypes,
            regions: row.regions,
            metroIds: row.metroIds,
            locationIds: row.locationIds,
          },
          { productType: q.productType, countryCode: q.countryCode, metroId: q.metroId, locationId: q.locationId, at },
        ));
  return message ? refuse(message) : { ok: true, promo, row };
}

/** The code's terms if `companyId` may use it now for that product type/country, else the message why not. */
export async function findUsablePromo(
  db: DbOrTx,
  q: {
    code: string;
    companyId: number | null;
    productType: PromoProductType;
    countryCode: string | null;
    /** the service's metro and location, when known: a code limited to some applies only there */
    metroId?: number | null;
    locationId?: number | null;
    at: Date;
  },
): Promise<{ ok: true; promo: PromoTerms } | { ok: false; message: string }> {
  return usablePromoOf(await repo.findPromoRead(db, q.code.trim(), q.companyId), q);
}

/** `findUsablePromo`'s answer from the code as the price lookup's statement read it (`promoReadJson`). */
export function usablePromoOf(
  read: repo.PromoRead,
  q: Omit<UsableQuery, 'isStaff'> & { productType: PromoProductType },
): { ok: true; promo: PromoTerms } | { ok: false; message: string } {
  const found = usableOf(read, q);
  return found.ok ? { ok: true, promo: found.promo } : found;
}

/** A service's use row: a service uses a code once (the unique index refuses a second). */
function insertUseOnce(tx: DbOrTx, use: Parameters<typeof repo.insertUse>[1]): Promise<unknown> {
  return conflictOnDuplicate(
    PROMO_MESSAGES.alreadyUsedForService,
    () => repo.insertUse(tx, use),
    'promo_code_uses_service_unique',
  );
}

/**
 * Take one use of the code for a service, inside the caller's transaction: one conditional UPDATE … SET uses =
 * uses + 1 WHERE … AND (quantity IS NULL OR uses < quantity) AND in window RETURNING, plus the use row (unique per
 * service); throws a 409 AppError with the message when none is left. A failed take leaves the caller's
 * transaction to roll back (the use row's unique violation aborts it on PostgreSQL).
 */
export async function takePromoUse(
  tx: DbOrTx,
  q: { code: string; companyId: number; serviceUid: string; at: Date },
): Promise<PromoTerms> {
  const row = await repo.takeUse(tx, { code: q.code.trim(), companyId: q.companyId, at: q.at });
  if (!row) {
    const why = await usable(tx, { ...q, productType: null, countryCode: null });
    throw new AppError('conflict', why.ok ? PROMO_MESSAGES.usedUp : why.message);
  }
  await insertUseOnce(tx, { promoCodeId: row.id, companyId: q.companyId, serviceUid: q.serviceUid, usedAt: q.at });
  return toPromoTerms(row);
}

/**
 * Take the one use an order makes of a code (decision 0028), inside the ordering transaction: the code's use count
 * goes up by one whatever the number of services, and each service of the order gets its use row (so removing the
 * promo from one service, decision 0025, still finds it). Refused as `takePromoUse` refuses.
 */
export async function takeOrderPromoUse(
  tx: DbOrTx,
  q: { code: string; companyId: number; serviceUids: readonly string[]; at: Date },
): Promise<PromoTerms> {
  const [first, ...rest] = q.serviceUids;
  if (first === undefined) throw new AppError('bad_request', 'An order takes a promo code for at least one service');
  const terms = await takePromoUse(tx, { code: q.code, companyId: q.companyId, serviceUid: first, at: q.at });
  for (const serviceUid of rest) {
    await insertUseOnce(tx, { promoCodeId: terms.id, companyId: q.companyId, serviceUid, usedAt: q.at });
  }
  return terms;
}

/** Public validation and the process call: answers of one shape, valid or not. */
export function promoUse({ db, now }: PromoServiceDeps) {
  return {
    async validate(code: string, at = now()): Promise<PromoValidation> {
      const found = await usable(db, { code, companyId: null, productType: null, countryCode: null, at });
      return found.ok
        ? { valid: true, message: PROMO_MESSAGES.valid, summary: promoSummary(found.promo) }
        : { valid: false, message: found.message, summary: null };
    },

    /**
     * A customer asks for its own company, or one it may act for (checked here as well as by the route); staff
     * name a company or none (then only the code's own terms are checked).
     */
    async process(
      actor: Actor,
      q: { code: string; companyId: number | null; productType: PromoProductType; countryCode: string; at?: Date },
    ): Promise<PromoProcessResult> {
      const companyId = q.companyId ?? (actor.isStaff ? null : actor.companyId);
      if (companyId !== null) requireCompanyAccess(actor, companyId);
      const found = await usable(db, { ...q, companyId, at: q.at ?? now(), isStaff: actor.isStaff });
      return found.ok
        ? { applies: true, message: PROMO_MESSAGES.applies, promo: toPromoTermsWire(found.row) }
        : { applies: false, message: found.message, promo: null };
    },
  };
}

/** Returns the one use an order took of its code, inside the caller's transaction (the order never started). */
export async function returnOrderPromoUse(tx: DbOrTx, q: { serviceUids: readonly string[] }): Promise<void> {
  await repo.returnUses(tx, q.serviceUids);
}
