import type pg from 'pg';
import { withIndexesBuiltAfter } from './data.js';

export interface GeneratedServices {
  services: number;
  seconds: number;
}

/**
 * Gives each company of `firstCompanyId…lastCompanyId` a network of `perCompany` services, as ordering leaves them:
 * every tenth a port (10 Gbps at one of the catalogue's locations), the rest VXCs between the company's ports with a
 * VLAN held on each end (one component, a `vll` resource and the two `vlan` rows the unique (port, vlan) constraint
 * guards), mostly LIVE. All in one transaction with the secondary indexes built after the load.
 */
export async function generateServices(
  client: pg.ClientBase,
  range: { firstCompanyId: number; lastCompanyId: number; perCompany: number },
): Promise<GeneratedServices> {
  const started = performance.now();
  const { firstCompanyId, lastCompanyId, perCompany } = range;
  const locations = (await client.query<{ id: number }>('select id from locations order by id')).rows.map((r) => r.id);
  if (locations.length === 0) throw new Error('no locations: seed the catalogue first');
  await client.query('begin');
  try {
    const base =
      Number((await client.query('select coalesce(max(id), 100000) as m from technical_services')).rows[0].m) + 1;
    const componentBase =
      Number((await client.query('select coalesce(max(id), 100000) as m from service_components')).rows[0].m) + 1;
    const n = (lastCompanyId - firstCompanyId + 1) * perCompany;
    await withIndexesBuiltAfter(
      client,
      ['technical_services', 'service_components', 'component_resources'],
      async () => {
        // service i (0…n-1) of company firstCompanyId + i / perCompany; k = i % perCompany; ports are k % 10 = 0
        await client.query(
          `insert into technical_services (id, company_id, product_type, name, provisioning_status, rate_limit_mbps,
                                         location_id, a_end_service_id, b_end_service_id, a_vlan, b_vlan, term_months,
                                         contract_start_date, contract_end_date)
         select $1::int + i, $2::int + i / $3::int,
                case when i % $3::int % 10 = 0 then 'PORT' else 'VXC' end,
                case when i % $3::int % 10 = 0 then 'Port ' || i else 'VXC ' || i end,
                case when i % 97 = 0 then 'CONFIGURED' else 'LIVE' end,
                case when i % $3::int % 10 = 0 then 10000 else 1000 end,
                case when i % $3::int % 10 = 0 then ($4::int[])[1 + i % array_length($4::int[], 1)] end,
                case when i % $3::int % 10 <> 0 then $1::int + (i / $3::int) * $3::int + (i % $3::int / 10) * 10 end,
                case when i % $3::int % 10 <> 0
                     then $1::int + (i / $3::int) * $3::int + ((i % $3::int / 10 + 1) % ($3::int / 10)) * 10 end,
                case when i % $3::int % 10 <> 0 then 100 + i % $3::int end,
                case when i % $3::int % 10 <> 0 then 100 + i % $3::int end,
                12, date '2025-01-01', date '2026-01-01'
           from generate_series(0, $5::int - 1) i`,
          [base, firstCompanyId, perCompany, locations, n],
        );
        await client.query(
          `insert into service_components (id, service_id, component_type, location_id, a_end_service_id, b_end_service_id)
         select $1::int + (s.id - $2::int), s.id, case when s.product_type = 'PORT' then 'PORT' else 'VXC' end,
                s.location_id, s.a_end_service_id, s.b_end_service_id
           from technical_services s where s.id >= $2::int`,
          [componentBase, base],
        );
        await client.query(
          `insert into component_resources (component_id, resource_type, port_speed, rate_limit_mbps, a_vlan, b_vlan)
         select c.id, case when s.product_type = 'PORT' then 'interface' else 'vll' end,
                case when s.product_type = 'PORT' then s.rate_limit_mbps end,
                case when s.product_type = 'VXC' then s.rate_limit_mbps end, s.a_vlan, s.b_vlan
           from service_components c join technical_services s on s.id = c.service_id
          where s.id >= $1::int`,
          [base],
        );
        await client.query(
          `insert into component_resources (component_id, resource_type, port_service_id, vlan)
         select c.id, 'vlan', e.port, e.vlan
           from service_components c join technical_services s on s.id = c.service_id,
                lateral (values (s.a_end_service_id, s.a_vlan), (s.b_end_service_id, s.b_vlan)) e(port, vlan)
          where s.id >= $1::int and s.product_type = 'VXC'`,
          [base],
        );
      },
    );
    for (const table of ['technical_services', 'service_components', 'component_resources'])
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    await client.query('commit');
    // vacuumed too: autovacuum would otherwise take the fresh tables on while a bench measures
    for (const table of ['technical_services', 'service_components', 'component_resources'])
      await client.query(`vacuum analyze ${table}`);
    return { services: n, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
