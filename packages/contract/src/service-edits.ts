import { SERVICE_MESSAGES } from '@portico/domain';
import { z } from 'zod';

/** A service's name as an order or an edit gives it: required, trimmed, at most 100 characters. */
export const serviceNameSchema = z
  .string({ error: SERVICE_MESSAGES.nameRequired })
  .trim()
  .min(1, SERVICE_MESSAGES.nameRequired)
  .max(100);

/** A service's cost centre: free text of the customer's, at most 100 characters; empty is none. */
export const costCentreSchema = z.string().trim().max(100).nullable();

/** `PUT technicalservice/{id}/name`: a service's new name. */
export const renameServiceSchema = z.object({ name: serviceNameSchema });
export type RenameService = z.input<typeof renameServiceSchema>;

/**
 * `PUT /v2/product/{uid}`: the product's own fields (admin console §7) — each optional, at least one. An empty cost
 * centre clears it.
 */
export const productUpdateSchema = z
  .object({
    name: serviceNameSchema.optional(),
    costCentre: costCentreSchema.optional().transform((c) => (c === '' ? null : c)),
    publicGraph: z.boolean().optional(),
    buyoutPort: z.boolean().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { error: SERVICE_MESSAGES.nothingToUpdate });
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type ProductUpdateParsed = z.output<typeof productUpdateSchema>;
