import { Fragment } from 'react';

/** An amount as `formatMinor` writes it with a currency code ('AUD 1,234.50', '-USD 0.05', 'JPY 12,000'). */
const AMOUNT = /-?[A-Z]{3} -?[\d,]+(?:\.\d+)?/g;

/**
 * A sentence from the domain's price words (`paymentWords`, `creditWords`) with each amount kept on one line: a
 * phone breaks the sentence between words, never inside 'AUD 1,234.50'.
 */
export function MoneyText({ text }: { text: string }) {
  const parts: (string | { amount: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(AMOUNT)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ amount: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <span key={i} className="money">
            {part.amount}
          </span>
        ),
      )}
    </>
  );
}
