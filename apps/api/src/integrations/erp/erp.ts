/**
 * How the app sends customer records to an ERP (customer portal §3 "ERP customer batch", §7; decision 0092): a
 * batch of up to 50 customers, each answered with a success flag and, when refused, the ERP's words. A record is
 * kept under our reference: sending it again updates it, never duplicates it.
 */
export interface Erp {
  /** the ERP's name in paths (`/v2/supplies/{erp}`), from config */
  readonly name: string;
  readonly kind: string;
  sendCustomers(batch: ErpCustomer[], options: { signal: AbortSignal }): Promise<ErpCustomerResult[]>;
}

export interface ErpCustomer {
  reference: string;
  /** the legal entity's company code */
  legalEntity: string;
  /** the entity books EU customers: a VAT number is then required */
  euEntity: boolean;
  name: string;
  taxNumber: string | null;
  currency: string;
  country: string | null;
  email: string | null;
}

export interface ErpCustomerResult {
  reference: string;
  success: boolean;
  /** the ERP's customer number when accepted */
  customerNumber: string | null;
  /** the ERP's words when refused */
  error: string | null;
}

export interface ErpSimulator extends Erp {
  /** customer records it keeps, by reference */
  customers(): number;
}

/**
 * A local Dynamics-like ERP: it keeps customer records by reference and refuses the ones a real one would — an EU
 * entity's customer without a VAT number, a record without a name or currency — each with its own words.
 */
export function createErpSimulator(name: string): ErpSimulator {
  const kept = new Map<string, string>();
  let seq = 0;
  const refusal = (c: ErpCustomer): string | null => {
    if (!c.name.trim()) return 'Name: The field Name must have a value.';
    if (c.euEntity && !c.taxNumber?.trim())
      return `VAT Registration No. must have a value in Customer: No.=${c.reference} (legal entity ${c.legalEntity}).`;
    if (!c.currency) return 'Currency Code must have a value.';
    return null;
  };
  return {
    name,
    kind: 'simulator',
    async sendCustomers(batch, options) {
      if (options.signal.aborted) throw options.signal.reason;
      return batch.map((customer) => {
        const error = refusal(customer);
        if (error) return { reference: customer.reference, success: false, customerNumber: null, error };
        let number = kept.get(customer.reference);
        if (!number) {
          seq += 1;
          number = `C${String(seq).padStart(6, '0')}`;
          kept.set(customer.reference, number);
        }
        return { reference: customer.reference, success: true, customerNumber: number, error: null };
      });
    },
    customers: () => kept.size,
  };
}
