import { useLocation, useSearchParams } from 'react-router';
import { CardPaymentPanel } from '../features/cards/card-payment-panel';
import { CardRegistrationPanel } from '../features/cards/card-registration-panel';
import { DirectDebitPanel } from '../features/cards/direct-debit-panel';
import { CustomerPaymentsPage } from '../features/invoices/customer-payments-page';

/** The card result routes (customer portal §2) and the tab each opens: 4, card registration; 5, card payment. */
const RESULT_TABS: Record<string, string> = {
  '/customerCreditCardRegistrationResult': 'cardRegistration',
  '/customerCreditCardPaymentResult': 'cardPayment',
};

/**
 * `#/customerPayments` with the cards feature's panels in its direct debit and card tabs; the card provider returns
 * to `#/customerCreditCardRegistrationResult?AccessCode=` (tab 4) or `#/customerCreditCardPaymentResult?AccessCode=`
 * (tab 5), which show that result.
 */
export function CustomerPaymentsWithCards() {
  const location = useLocation();
  const [search] = useSearchParams();
  const openTab = RESULT_TABS[location.pathname] ?? 'invoices';
  const accessCode = openTab === 'invoices' ? null : search.get('AccessCode');
  return (
    <CustomerPaymentsPage
      key={`${openTab}:${accessCode ?? ''}`}
      openTab={openTab}
      cardPanels={(companyId) => ({
        directDebit: <DirectDebitPanel companyId={companyId} />,
        cardRegistration: (
          <CardRegistrationPanel
            companyId={companyId}
            accessCode={openTab === 'cardRegistration' ? accessCode : null}
          />
        ),
        cardPayment: (
          <CardPaymentPanel companyId={companyId} accessCode={openTab === 'cardPayment' ? accessCode : null} />
        ),
      })}
    />
  );
}
