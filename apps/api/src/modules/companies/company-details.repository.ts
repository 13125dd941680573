import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dbNow, findRow, findRows, found, insertRow, updateRow } from '../../db/rows.js';
import { companyAddresses, companyConfigSettings, companyImages } from './companies.tables.js';

// A company's addresses, logo images and config settings: the companies area's repository beside the company rows.

export type AddressRow = typeof companyAddresses.$inferSelect;
export type ConfigRow = typeof companyConfigSettings.$inferSelect;

// ----------------------------------------------------------------------------------------------------------------
// Addresses

export function findAddresses(db: DbOrTx, companyId: number): Promise<AddressRow[]> {
  return findRows(db, companyAddresses, eq(companyAddresses.companyId, companyId), asc(companyAddresses.id));
}

/** The address, only when it belongs to the company: another company's address id is "not found". */
export async function findAddressOfCompany(db: DbOrTx, companyId: number, addressId: number) {
  return findRow(
    db,
    companyAddresses,
    and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)),
  );
}

export function insertAddress(db: DbOrTx, values: typeof companyAddresses.$inferInsert): Promise<AddressRow> {
  return insertRow(db, companyAddresses, values);
}

export async function updateAddress(
  db: DbOrTx,
  addressId: number,
  values: Partial<typeof companyAddresses.$inferInsert>,
): Promise<AddressRow> {
  const where = eq(companyAddresses.id, addressId);
  return found(await updateRow(db, companyAddresses, where, { ...values, updatedAt: dbNow }), 'address');
}

// ----------------------------------------------------------------------------------------------------------------
// Images

export async function findImage(db: DbOrTx, companyId: number, name: string) {
  return findRow(db, companyImages, and(eq(companyImages.companyId, companyId), eq(companyImages.name, name)));
}

/** REPLACE strategy: a new upload of the same name takes the old one's place. */
export async function replaceImage(db: DbOrTx, values: typeof companyImages.$inferInsert) {
  const [row] = await db
    .insert(companyImages)
    .values(values)
    .onConflictDoUpdate({
      target: [companyImages.companyId, companyImages.name],
      set: { kind: values.kind, contentType: values.contentType, data: values.data, uploadedAt: sql`now()` },
    })
    .returning({
      name: companyImages.name,
      kind: companyImages.kind,
      contentType: companyImages.contentType,
      uploadedAt: companyImages.uploadedAt,
    });
  if (!row) throw new Error('image upsert returned nothing');
  return row;
}

// ----------------------------------------------------------------------------------------------------------------
// Config settings

export async function findConfig(db: DbOrTx, companyId: number): Promise<ConfigRow | null> {
  return findRow(db, companyConfigSettings, eq(companyConfigSettings.companyId, companyId));
}

export async function insertConfig(
  db: DbOrTx,
  values: { companyId: number; companyOverrides: Record<string, boolean>; childDefaults: Record<string, boolean> },
): Promise<ConfigRow | null> {
  const [row] = await db.insert(companyConfigSettings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateConfig(
  db: DbOrTx,
  companyId: number,
  values: { companyOverrides: Record<string, boolean>; childDefaults: Record<string, boolean> },
): Promise<ConfigRow> {
  const where = eq(companyConfigSettings.companyId, companyId);
  return found(await updateRow(db, companyConfigSettings, where, { ...values, updatedAt: dbNow }), 'config');
}
