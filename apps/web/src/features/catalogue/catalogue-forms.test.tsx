import type { Zone, ZoneLink } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ZoneForm, ZoneLinkForm } from './catalogue-forms';

const asia: Zone = { id: 2, name: 'Asia', description: 'Singapore and Hong Kong', active: true, updatedAt: 0 };
const oceania: Zone = { id: 1, name: 'Oceania', description: null, active: true, updatedAt: 0 };
const link: ZoneLink = { id: 1, aZoneId: 1, aZone: 'Oceania', bZoneId: 2, bZone: 'Asia', active: true, updatedAt: 0 };
const staff = makeLogin({ companyId: 1, staff: true });
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('catalogue forms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a zone and shows the spec’s message', async () => {
    const { calls } = mockFetch({
      'PUT /v2/proxy/pricingservice/zone': (call) =>
        ok({ ...asia, ...(call.body as object) }, CATALOGUE_MESSAGES.zoneUpdated),
    });
    renderWithProviders(<ZoneForm zone={asia} />, { login: staff });
    await userEvent.clear(field('Description'));
    await userEvent.type(field('Description'), 'South-east Asia');
    await userEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Zone updated OK')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: 2,
      name: 'Asia',
      description: 'South-east Asia',
    });
  });

  it('refuses an empty zone name without calling the server', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<ZoneForm zone={asia} />, { login: staff });
    await userEvent.clear(field('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a zone linked to itself without calling the server', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<ZoneLinkForm link={{ ...link, bZoneId: 1, bZone: 'Oceania' }} zones={[oceania, asia]} />, {
      login: staff,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(screen.getByText(CATALOGUE_MESSAGES.zoneLinkToItself)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
