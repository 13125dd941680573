import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from './catalogue.js';
import { COMPANY_MESSAGES } from './company-rules.js';
import { isCatalogueMessage, MESSAGE_TABLES } from './message-catalogue.js';
import { emailNotAvailableMessage, MESSAGES } from './messages.js';
import { PARTNER_MESSAGES } from './partner-rules.js';
import { PEOPLE_MESSAGES } from './people-rules.js';
import { PRICE_LOOKUP_MESSAGES } from './price-messages.js';
import { PRICEBOOK_RULE_MESSAGES } from './pricebook-rules.js';
import { PRICEBOOK_MESSAGES } from './pricing.js';
import { PROMO_MESSAGES } from './promo-rules.js';
import { SUPPLY_RULE_MESSAGES } from './supply-rules.js';

describe('message catalogue', () => {
  it('knows the messages written for users, the spec’s and our own', () => {
    expect(isCatalogueMessage('Invalid ABN')).toBe(true);
    expect(isCatalogueMessage(MESSAGES.billingEmailRequired)).toBe(true);
    expect(isCatalogueMessage(COMPANY_MESSAGES.logoTooLarge)).toBe(true);
    expect(isCatalogueMessage(PARTNER_MESSAGES.notAPartner)).toBe(true);
    expect(isCatalogueMessage(PEOPLE_MESSAGES.featureFlagEmpty)).toBe(true);
    expect(isCatalogueMessage(SUPPLY_RULE_MESSAGES.unknownMarket)).toBe(true);
    expect(isCatalogueMessage(PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate)).toBe(true);
    expect(isCatalogueMessage(PRICEBOOK_MESSAGES.vxcAdded)).toBe(true);
    expect(isCatalogueMessage(CATALOGUE_MESSAGES.noNetworkPath)).toBe(true);
    expect(isCatalogueMessage(PRICE_LOOKUP_MESSAGES.noPrice)).toBe(true);
    expect(isCatalogueMessage(PROMO_MESSAGES.tooManyGuesses)).toBe(true);
  });

  it('registers every message table a domain module exports (a name ending in MESSAGES), under its own name', async () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'),
    );
    const registered = new Map<unknown, string>(Object.entries(MESSAGE_TABLES).map(([name, table]) => [table, name]));
    const tables: string[] = [];
    for (const file of files) {
      const exports = (await import(`./${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (!name.endsWith('MESSAGES') || typeof value !== 'object' || value === null) continue;
        tables.push(name);
        expect(registered.get(value), `${file} exports ${name}, not in MESSAGE_TABLES`).toBe(name);
      }
    }
    // the scan sees the tables (so it cannot pass by finding none)
    expect(tables).toEqual(expect.arrayContaining(['MESSAGES', 'PRICEBOOK_RULE_MESSAGES', 'CATALOGUE_MESSAGES']));
  });

  it('does not take a library’s message, a near miss or nothing for one of ours', () => {
    expect(isCatalogueMessage('Expected string, received number')).toBe(false);
    expect(isCatalogueMessage('invalid ABN')).toBe(false);
    expect(isCatalogueMessage('Invalid ABN ')).toBe(false);
    expect(isCatalogueMessage('')).toBe(false);
  });

  it('leaves out messages that are built from a value', () => {
    expect(isCatalogueMessage(COMPANY_MESSAGES.onlyOneSetting('Billing'))).toBe(false);
  });
});

describe('messages built from a value', () => {
  it('names the e-mail address that is taken, in the spec’s words', () => {
    expect(emailNotAvailableMessage('ann@acme.example')).toBe(
      'The email address: ann@acme.example is not available on the system. Please try a different one.',
    );
  });
});
