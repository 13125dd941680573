import { formatSpeed } from '@portico/domain';
/** A speed as every screen writes it: the domain's one speed formatter. */
export const speedLabel = formatSpeed;

/** A place as every location and Port dropdown names it: "Equinix SY1, NSW (AU)", the state left out when unknown. */
export const placeLabel = (name: string, state: string | null, country: string) =>
  `${name}${state ? `, ${state}` : ''} (${country})`;

/** The terms a Term dropdown offers, in months. */
export const termOptions = (terms: readonly number[]) =>
  terms.map((t) => ({ value: String(t), label: `${t} month${t === 1 ? '' : 's'}` }));
