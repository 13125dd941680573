import type { Quote } from '@portico/contract';
import { PromoCodeField, type PromoCodeFieldProps } from '../forms/promo-code-field';

/**
 * The promo code of a form whose quote prices it for the order (decision 0028): the field shows what the last quote
 * did with the code, and Enter asks for the quote.
 */
export function QuotePromoCodeField({
  quote,
  ...props
}: Omit<PromoCodeFieldProps, 'verdict' | 'onValidated'> & { quote: Quote | undefined }) {
  const promo = quote?.promo;
  return (
    <PromoCodeField
      {...props}
      verdict={promo ? { code: promo.code, applies: promo.applied, message: promo.message } : null}
    />
  );
}
