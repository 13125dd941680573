import { SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { SIMULATED_REFUSAL, SIMULATOR_REFUSED_VLAN } from '../src/integrations/provisioning/provisioner.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * An accepted change of a live service's network settings goes to the network as a reconfiguration job (decision
 * 0061): the service shows it pending with the values asked for while its own values stay what the network has,
 * then the network's values once applied; a refused change shows the network's reason and keeps the old values.
 */
describe('network changes sent to the network', () => {
  let t: TestApp;
  let admin: string;
  type Service = { id: number; a_vlan: number | null; a_end_service_id: number; rate_limit_mbps: number };
  const named = async (name: string) =>
    (
      await queryRows<Service>(
        t.database.db,
        sql`select id, a_vlan, a_end_service_id, rate_limit_mbps from technical_services where name = ${name}`,
      )
    )[0]!;
  const macOf = async (id: number) =>
    (
      await queryRows<{ mac_address: string | null }>(
        t.database.db,
        sql`select r.mac_address from component_resources r join service_components c on c.id = r.component_id
              where c.service_id = ${id} and r.resource_type = 'interface'`,
      )
    )[0]?.mac_address;
  const heldOn = async (portId: number) =>
    (
      await queryRows<{ vlan: number }>(
        t.database.db,
        sql`select vlan from component_resources where port_service_id = ${portId} order by vlan`,
      )
    ).map((r) => r.vlan);
  /** the service as its screen reads it */
  const detail = async (id: number) =>
    (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
  const put = (url: string, payload: object) => t.call(admin, { method: 'PUT', url, payload });

  beforeAll(async () => {
    // the simulated network takes 2 s to apply a change: long enough to see it pending
    t = await createTestApp({ PROVISIONING_RECONFIGURE_SECONDS: '2' });
    admin = await t.login('acme.admin');
  });
  afterAll(() => t.close());

  it('shows an IX MAC address change pending with the old address, then the new one once the network applied it', async () => {
    const ix = await named('Acme IX Australia Sydney');
    const before = await macOf(ix.id);
    const res = await put('/secure/technicalservice/ix', { nServiceId: ix.id, mac: '00-1B-21-0A-0B-0C' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SERVICE_CHANGE_MESSAGES.accepted);

    const pending = await detail(ix.id);
    expect(pending.networkChanges).toEqual([
      expect.objectContaining({ field: 'macAddress', from: before, to: '00:1b:21:0a:0b:0c', status: 'PENDING' }),
    ]);
    expect(await macOf(ix.id)).toBe(before);

    await expect.poll(async () => (await detail(ix.id)).networkChanges, { timeout: 20_000, interval: 200 }).toEqual([]);
    expect(await macOf(ix.id)).toBe('00:1b:21:0a:0b:0c');
  });

  it('refuses a second change of a setting while one is pending, and takes it once the first is applied', async () => {
    const ix = await named('Acme IX Australia Sydney');
    const first = await put('/secure/technicalservice/ix', { nServiceId: ix.id, speed: 300 });
    expect(first.statusCode, first.body).toBe(200);
    const second = await put('/secure/technicalservice/ix', { nServiceId: ix.id, speed: 400 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SERVICE_CHANGE_MESSAGES.changePending);
    expect((await detail(ix.id)).networkChanges).toEqual([
      expect.objectContaining({ field: 'rateLimit', from: String(ix.rate_limit_mbps), to: '300', status: 'PENDING' }),
    ]);
    expect((await detail(ix.id)).rateLimit).toBe(ix.rate_limit_mbps);

    await expect.poll(async () => (await detail(ix.id)).rateLimit, { timeout: 20_000, interval: 200 }).toBe(300);
    const again = await put('/secure/technicalservice/ix', { nServiceId: ix.id, speed: 400 });
    expect(again.statusCode, again.body).toBe(200);
    await expect.poll(async () => (await detail(ix.id)).rateLimit, { timeout: 20_000, interval: 200 }).toBe(400);
  });

  it('shows a VLAN the network refused with its reason, the VXC keeping the VLAN the network still has', async () => {
    const vxc = await named('Acme Edge Sydney to Melbourne');
    expect(await heldOn(vxc.a_end_service_id)).not.toContain(SIMULATOR_REFUSED_VLAN);
    const res = await put('/secure/technicalservice/vxc', { nServiceId: vxc.id, aVlan: SIMULATOR_REFUSED_VLAN });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(vxc.id)).networkChanges).toEqual([
      expect.objectContaining({ field: 'aVlan', to: String(SIMULATOR_REFUSED_VLAN), status: 'PENDING' }),
    ]);

    await expect
      .poll(async () => (await detail(vxc.id)).networkChanges[0]?.status, { timeout: 20_000, interval: 200 })
      .toBe('FAILED');
    const failed = await detail(vxc.id);
    expect(failed.networkChanges).toEqual([
      expect.objectContaining({
        field: 'aVlan',
        from: String(vxc.a_vlan),
        status: 'FAILED',
        reason: SIMULATED_REFUSAL,
      }),
    ]);
    expect((await named('Acme Edge Sydney to Melbourne')).a_vlan).toBe(vxc.a_vlan);
    expect(await heldOn(vxc.a_end_service_id)).toContain(vxc.a_vlan);
    expect(await heldOn(vxc.a_end_service_id)).not.toContain(SIMULATOR_REFUSED_VLAN);

    // a failed change holds nothing: the next change of the VLAN is taken and applied
    const next = await put('/secure/technicalservice/vxc', { nServiceId: vxc.id, aVlan: 3001 });
    expect(next.statusCode, next.body).toBe(200);
    await expect
      .poll(async () => (await named('Acme Edge Sydney to Melbourne')).a_vlan, { timeout: 20_000 })
      .toBe(3001);
    expect((await detail(vxc.id)).networkChanges).toEqual([]);
  });
});
