import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from './company-rules.js';
import { isCatalogueMessage } from './message-catalogue.js';
import { emailNotAvailableMessage, MESSAGES } from './messages.js';
import { PARTNER_MESSAGES } from './partner-rules.js';
import { PEOPLE_MESSAGES } from './people-rules.js';
import { SUPPLY_RULE_MESSAGES } from './supply-rules.js';

describe('message catalogue', () => {
  it('knows the messages written for users, the spec’s and our own', () => {
    expect(isCatalogueMessage('Invalid ABN')).toBe(true);
    expect(isCatalogueMessage(MESSAGES.billingEmailRequired)).toBe(true);
    expect(isCatalogueMessage(COMPANY_MESSAGES.logoTooLarge)).toBe(true);
    expect(isCatalogueMessage(PARTNER_MESSAGES.notAPartner)).toBe(true);
    expect(isCatalogueMessage(PEOPLE_MESSAGES.featureFlagEmpty)).toBe(true);
    expect(isCatalogueMessage(SUPPLY_RULE_MESSAGES.unknownMarket)).toBe(true);
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
