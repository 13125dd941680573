import type { PortDropdownEntry } from '@portico/domain';
import { z } from 'zod';

// The order forms' Port dropdown as the spec's positional array (customer portal spec §3; decision 0040), beside the
// location entry in catalogue.ts. The domain's `portDropdown` builds the entries; this is their shape on the wire.

const id = z.number().int().positive();

/**
 * A Port entry: [nServiceId, name, companyId, jServiceId, state, country, rate limit (Mbps), location id]; the last
 * place is the field that matches the two ends of a VXC.
 */
export const portDropdownEntrySchema = z.tuple([
  id,
  z.string(),
  id,
  id,
  z.string().nullable(),
  z.string(),
  z.number().int().positive(),
  id,
]) satisfies z.ZodType<PortDropdownEntry>;
