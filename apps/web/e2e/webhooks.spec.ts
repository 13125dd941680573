import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { verifyWebhookSignature, WEBHOOK_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/*
 * A company admin adds a webhook pointing at a receiver this journey runs on the machine (demo mode lets a webhook
 * reach one over http), sees its signing secret once, sends a test event and watches it arrive in the delivery log;
 * the receiver checks the signature with the secret the page showed. The webhook is the journey's own (its own
 * receiver's port), and it is deleted at the end, so no other journey sees a change.
 */
test('a company admin adds a webhook, sees its secret once, sends a test and sees it delivered', async ({ page }) => {
  const received: { signature: string; event: string; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        signature: String(req.headers['portico-signature']),
        event: String(req.headers['portico-event']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portico-events`;

  try {
    await page.goto('/#/login');
    await logIn(page, 'acme.admin');
    await page.goto('/#/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText(WEBHOOK_MESSAGES.urlRequired)).toBeVisible();
    await form.getByRole('textbox', { name: 'URL' }).fill(url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Journey receiver');
    await form.getByRole('checkbox', { name: /INVOICE_COMMITTED/ }).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your new webhook' });
    await expect(dialog).toContainText('shown only this once');
    const secret = (await dialog.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have copied the secret' }).click();
    await expect(dialog).toBeHidden();
    // the secret is never shown again
    await expect(page.getByText(secret)).toHaveCount(0);

    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('INVOICE_COMMITTED');
    await expect(row).toContainText('Enabled');
    await expect(row).toContainText('None yet');

    await row.getByRole('button', { name: `Send test to ${url}` }).click();
    await expect(page.getByRole('status').filter({ hasText: WEBHOOK_MESSAGES.testQueued })).toBeVisible();
    const log = page.getByRole('table', { name: 'Deliveries' });
    const delivery = log.getByRole('row').filter({ hasText: 'WEBHOOK_TEST' });
    await expect(delivery).toContainText('Delivered', { timeout: 20_000 });
    await expect(delivery).toContainText('HTTP 204');

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.event).toBe('WEBHOOK_TEST');
    expect(
      await verifyWebhookSignature({
        header: request!.signature,
        body: request!.body,
        secret,
        nowSeconds: Math.floor(Date.now() / 1000),
      }),
    ).toBe(true);

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete webhook' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: url })).toHaveCount(
      0,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
