import { describe, expect, it } from 'vitest';
import { ADMIN_CONTACT_POSITION, DEFAULT_EMPLOYEE_POSITION, DEFAULT_UPLOAD_STRATEGY } from './companies.js';

// admin console spec, defaults: "Default employee position 'Technical Contact'; admin contact position
// 'Company Admin'. … Upload strategy default REPLACE."
describe("the spec's company defaults", () => {
  it('gives a new employee the Technical Contact position and the registering administrator Company Admin', () => {
    expect(DEFAULT_EMPLOYEE_POSITION).toBe('Technical Contact');
    expect(ADMIN_CONTACT_POSITION).toBe('Company Admin');
  });
  it('replaces an uploaded image unless told otherwise', () => {
    expect(DEFAULT_UPLOAD_STRATEGY).toBe('REPLACE');
  });
});
