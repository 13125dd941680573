import { z } from 'zod';

// Groups of answer fields that several areas' shapes carry with one meaning. A shape spreads a group where its
// fields stand, so every answer keeps its fields and their order.

/** The company a person belongs to (or is signed in to): its id, uid and name. */
export const personCompanyFields = {
  companyId: z.number().int(),
  companyUid: z.string(),
  companyName: z.string(),
};

/** A person by id, uid and name. */
export const personNameFields = {
  personId: z.number().int(),
  personUid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
};

/** A postal address as it is stored: any line may be empty. */
export const postalAddressFields = {
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
};
