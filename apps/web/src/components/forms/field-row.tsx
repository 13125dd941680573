import type { ReactNode } from 'react';

/**
 * Fields side by side where each has room for its whole value, fewer a row on a narrow screen and one on a phone
 * (`.field-row`, decision 0078): a row that shrinks its fields to fit cut a select's value ('10 Gbp', '12 mor').
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
