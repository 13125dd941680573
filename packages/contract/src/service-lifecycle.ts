import { CURRENCIES, ENDING_ACTIONS, LIFECYCLE_ACTIONS, PROVISIONING_STATUSES } from '@portico/domain';
import { z } from 'zod';
import { idParam } from './envelope.js';
import { productUidSchema } from './network-design.js';

// A service's lifecycle actions, their price check and the service lock (admin console §3, §4, §7; decision 0049).

/** `POST /v3/product/{uid}/action/{action}`: the product and the action. */
export const lifecycleActionParams = z.object({
  productUid: productUidSchema,
  action: z.enum(LIFECYCLE_ACTIONS, { error: 'The action is one of CANCEL, CANCEL_NOW, TERMINATE or UN_CANCEL' }),
});

/** `?safeDelete=true` (the public API's SDK): refuse while the product still has attached live services. */
export const lifecycleActionQuery = z.object({
  safeDelete: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** A product's lifecycle after an action or a lock: its status, the day it ends when cancelled, and its lock. */
export const lifecycleStateSchema = z.object({
  productUid: z.string(),
  technicalServiceId: z.number().int(),
  provisioningStatus: z.enum(PROVISIONING_STATUSES),
  /** the day a cancelled service ends (ISO date); null when not cancelled */
  terminationDate: z.iso.date().nullable(),
  locked: z.boolean(),
});
export type LifecycleState = z.infer<typeof lifecycleStateSchema>;

/** `GET /secure/technicalservice/{id}/{CANCEL|CANCEL_NOW|TERMINATE}/priceCheck`. */
export const priceCheckParams = z.object({
  id: idParam,
  action: z.enum(ENDING_ACTIONS, { error: 'The price check is for CANCEL, CANCEL_NOW or TERMINATE' }),
});

const linkedPayoutSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  /** the linked service's remaining contract, in minor units of `currency` */
  payOutContractCents: z.number().int(),
  currency: z.enum(CURRENCIES),
});

/**
 * The price check (admin console §3). Every amount is in minor units (cents) of `currency`: the spec's
 * recurringCharge, payOutContract and total are `recurringChargeCents`, `payOutContractCents` and `totalCents`.
 */
export const priceCheckSchema = z.object({
  terminationDate: z.iso.date(),
  contractEndDate: z.iso.date().nullable(),
  remainingDays: z.number().int(),
  recurringChargeCents: z.number().int(),
  payOutContractCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  totalCents: z.number().int(),
  vxcPriceCheck: z.array(linkedPayoutSchema),
  ixPriceCheck: z.array(linkedPayoutSchema),
});
export type PriceCheckAnswer = z.infer<typeof priceCheckSchema>;
