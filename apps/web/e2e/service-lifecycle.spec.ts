import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formatDay, LIFECYCLE_MESSAGES, SERVICE_LOCK_MESSAGES } from '@portico/domain';
import { apiToken, logIn } from './helpers';

/*
 * A customer reads the price check and cancels a service, un-cancels it, then locks it and sees a cancel refused
 * (decision 0049). The journey orders its own Port first, so no other journey's service is touched.
 */
test('a customer cancels a Port after its price check, un-cancels it, and a lock refuses the cancel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await apiToken(request, 'acme.admin')}` };
  const name = `E2E lifecycle ${randomUUID().slice(0, 8)}`;
  const order = await request.post('/secure/order/port', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { companyId: 2001, locationId: 1, serviceName: name, term: 12 },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const id = (await order.json()).data.services[0].technicalServiceId as number;
  const service = async () => (await (await request.get(`/secure/technicalservice/${id}`, { headers })).json()).data;
  await expect.poll(async () => (await service()).provisioningStatus, { timeout: 60_000 }).toBe('LIVE');
  // the day the API carries, as the screens show it (the spec's dd-mm-yy)
  const contractEnd = formatDay((await service()).contractEndDate as string);

  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto(`/#/customerService/port/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Lifecycle' });
  await expect(panel.getByLabel('Lock')).toHaveText('Not locked');

  // the price check first: a cancel ends the Port at its contract end, with nothing left to pay out
  await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel service' });
  await expect(dialog.getByText('Runs until', { exact: true })).toBeVisible();
  await expect(dialog.getByText(contractEnd).first()).toBeVisible();
  await expect(dialog.getByText('Monthly charge', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Contract payoutAUD 0.00');
  await expect(dialog).toContainText('TotalAUD 0.00');
  await dialog.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(panel.getByRole('status')).toHaveText(LIFECYCLE_MESSAGES.cancelled);
  await expect(page.getByLabel('Status CANCELLED')).toBeVisible();
  await expect(panel.getByText(`This service is cancelled and ends on ${contractEnd}.`)).toBeVisible();
  // it runs until then: its name and cost centre may still change, its network settings may not
  await expect(
    page.getByText(new RegExp(`^This service runs until ${contractEnd}\\. Until then you can rename it`)),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit service' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change rate limit' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Un-cancel' }).click();
  await expect(panel.getByRole('status')).toHaveText(LIFECYCLE_MESSAGES.unCancelled);
  await expect(page.getByLabel('Status LIVE')).toBeVisible();

  // locked, nobody may cancel it: the refusal is shown as the server words it
  await panel.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(SERVICE_LOCK_MESSAGES.lockedNow);
  await expect(panel.getByLabel('Lock')).toHaveText('Locked');
  await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cancel service' }).getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(panel.getByRole('alert')).toHaveText(SERVICE_LOCK_MESSAGES.locked);
  expect((await service()).provisioningStatus).toBe('LIVE');

  await panel.getByRole('button', { name: 'Unlock' }).click();
  await expect(panel.getByRole('status')).toHaveText(SERVICE_LOCK_MESSAGES.unlockedNow);
});
