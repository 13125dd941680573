import { describe, expect, it } from 'vitest';
import { createErpSimulator, type ErpCustomer } from './erp.js';

const customer = (over: Partial<ErpCustomer> = {}): ErpCustomer => ({
  reference: 'SUPPLY-1',
  legalEntity: 'PAU',
  euEntity: false,
  name: 'Acme Pty Ltd',
  taxNumber: null,
  currency: 'AUD',
  country: 'AU',
  email: null,
  ...over,
});

describe('the ERP simulator', () => {
  it("answers each customer, refusing an EU entity's customer without a VAT number, and keeps records by reference", async () => {
    const erp = createErpSimulator('dynamics');
    const signal = new AbortController().signal;
    const [ok, refused] = await erp.sendCustomers(
      [customer(), customer({ reference: 'SUPPLY-2', legalEntity: 'PDE', euEntity: true, currency: 'EUR' })],
      { signal },
    );
    expect(ok).toMatchObject({ success: true, customerNumber: 'C000001', error: null });
    expect(refused).toMatchObject({ success: false, customerNumber: null });
    expect(refused!.error).toContain('VAT Registration No. must have a value');
    const [again] = await erp.sendCustomers([customer()], { signal });
    expect(again!.customerNumber).toBe('C000001');
    expect(erp.customers()).toBe(1);
  });
});
