import type { ReactNode } from 'react';
import { NotAvailable } from '../../components/ui/not-available';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { RoleNote } from '../../components/ui/role-note';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCompanyAccess } from '../../lib/auth/company-access';
import { CustomerInvoiceSearch } from './customer-invoice-search';
import { CustomerPaymentsPanel } from './payments-tab';

/**
 * `/customerPayments` (customer portal §2; decision 0087): the acting company's payments page. It opens on its
 * second tab, Invoices, as the spec's normal route does; payments, direct debit and cards come with the payments
 * issue and say so plainly until then, so the tabs keep the spec's order (cards 4 and 5) from the start.
 */
/** The panels of the card tabs (from the cards feature, composed by the app shell); a tab without one says so. */
export interface CardPanels {
  directDebit?: ReactNode;
  cardRegistration?: ReactNode;
  cardPayment?: ReactNode;
}

export function CustomerPaymentsPage({
  openTab = 'invoices',
  cardPanels,
}: {
  /** the tab it opens on: Invoices by the normal route; the card result routes open tab 4 or 5 */
  openTab?: string;
  cardPanels?: (companyId: number) => CardPanels;
} = {}) {
  const acting = useActingCompany();
  const access = useCompanyAccess();
  const mayRead = access.may(acting.companyId, 'financials');
  const cards = cardPanels?.(acting.companyId) ?? {};
  return (
    <>
      <PageHeader
        title="Payments and invoices"
        description={`${acting.companyName}: invoices and credit notes, and how they are paid.`}
      />
      {access.known && !mayRead ? (
        <RoleNote>Invoices and payments are shown to people holding the financials permission.</RoleNote>
      ) : (
        <PanelTabs
          defaultValue={openTab}
          tabs={[
            {
              value: 'payments',
              label: 'Payments',
              panel: <CustomerPaymentsPanel key={acting.companyId} companyId={acting.companyId} />,
            },
            {
              value: 'invoices',
              label: 'Invoices',
              panel: <CustomerInvoiceSearch key={acting.companyId} companyId={acting.companyId} />,
            },
            { value: 'directDebit', label: 'Direct debit', panel: cards.directDebit ?? <NotAvailable /> },
            {
              value: 'cardRegistration',
              label: 'Card registration',
              panel: cards.cardRegistration ?? <NotAvailable />,
            },
            { value: 'cardPayment', label: 'Card payment', panel: cards.cardPayment ?? <NotAvailable /> },
          ]}
        />
      )}
    </>
  );
}
