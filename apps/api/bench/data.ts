/**
 * Bench data generator: a PostgreSQL database of its own, filled with many companies and people in a few seconds,
 * for the benchmarks in this folder (and later modules' benchmarks: add a `generateX` next to these).
 *
 * Rules every generator here follows:
 * - rows are built by the database with `insert … select … from generate_series(…)`, never as ORM objects (an
 *   ORM insert of 500,000 people takes minutes; this takes seconds);
 * - the data is deterministic: row `i` always gets the same names, so figures from two runs compare;
 * - ids are taken above the highest existing id (the demo seed stays untouched) and the identity sequences are
 *   moved past them, so the app can still insert rows afterwards;
 * - a few rows carry a rare word (`RARE_COMPANY_TERM`, `RARE_PERSON_TERM`) that a benchmark can search for;
 * - the caller runs the app's migrations first (buildApp does) and `analyze` runs at the end, so the planner sees
 *   the real sizes at once.
 *
 * Usage (see companies.bench.ts):
 *   const url = await createBenchDatabase(serverUrl, 'portico_bench');   // dropped and created afresh
 *   const app = await buildApp({ …config, database: { kind: 'postgres', url } }, { seed: true });
 *   const data = await withClient(url, (c) => generateCompaniesAndPeople(c, { companies: 100_000, peoplePerCompany: 5 }));
 */
import pg from 'pg';

/** Appears in the legal name of one company in 25,000: a search that matches a handful of rows. */
export const RARE_COMPANY_TERM = 'Zyphrix';
/** Appears as the last name of one person in 100,000. */
export const RARE_PERSON_TERM = 'Quillfeather';

export interface CompaniesAndPeopleSize {
  companies: number;
  peoplePerCompany: number;
}

export interface GeneratedCompanies {
  firstCompanyId: number;
  lastCompanyId: number;
  companies: number;
  people: number;
  /** a managed account with an account manager, a parent partner, two addresses and its people: a full detail */
  sampleCompanyId: number;
  seconds: number;
}

/** Drops the database if it exists, creates it empty, and answers its connection string. */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withClient(serverUrl, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Word lists: a name is a pick from each, chosen by multiplying the row number with a prime, so that neighbouring
// rows differ and every word appears about equally often.
// prettier-ignore
const CITIES = [
  'Adelaide', 'Auckland', 'Austin', 'Bangalore', 'Berlin', 'Bogota', 'Boston', 'Brisbane', 'Brussels', 'Cairo',
  'Calgary', 'Canberra', 'Chicago', 'Copenhagen', 'Dallas', 'Darwin', 'Denver', 'Dublin', 'Durban', 'Edinburgh',
  'Frankfurt', 'Geneva', 'Glasgow', 'Hamburg', 'Helsinki', 'Hobart', 'Houston', 'Jakarta', 'Lagos', 'Lima',
  'Lisbon', 'London', 'Madrid', 'Manila', 'Marseille', 'Melbourne', 'Miami', 'Milan', 'Montreal', 'Mumbai',
  'Munich', 'Nairobi', 'Oslo', 'Osaka', 'Ottawa', 'Paris', 'Perth', 'Phoenix', 'Prague', 'Quebec', 'Riga',
  'Santiago', 'Seattle', 'Seoul', 'Singapore', 'Stockholm', 'Sydney', 'Taipei', 'Tokyo', 'Toronto', 'Valencia',
  'Vienna', 'Warsaw', 'Wellington', 'Zurich',
];
// prettier-ignore
const NOUNS = [
  'Anchor', 'Arrow', 'Atlas', 'Beacon', 'Bridge', 'Canyon', 'Cedar', 'Comet', 'Coral', 'Crest', 'Delta', 'Ember',
  'Falcon', 'Fern', 'Forge', 'Granite', 'Harbour', 'Hawk', 'Horizon', 'Iris', 'Juniper', 'Kestrel', 'Lantern',
  'Maple', 'Meadow', 'Mesa', 'Nimbus', 'Oak', 'Orbit', 'Pebble', 'Pine', 'Prairie', 'Quartz', 'Raven', 'Ridge',
  'River', 'Sable', 'Sierra', 'Solstice', 'Spruce', 'Summit', 'Tidal', 'Timber', 'Topaz', 'Valley', 'Willow',
];
// prettier-ignore
const TRADES = [
  'Analytics', 'Cloud', 'Communications', 'Consulting', 'Data', 'Digital', 'Energy', 'Engineering', 'Freight',
  'Health', 'Holdings', 'Hosting', 'Industries', 'Insurance', 'Labs', 'Logistics', 'Media', 'Networks',
  'Retail', 'Robotics', 'Security', 'Software', 'Systems', 'Telecom', 'Ventures',
];
const SUFFIXES = ['Pty Ltd', 'Ltd', 'Inc', 'LLC', 'GmbH', 'SA', 'BV', 'Pte Ltd', 'AB', 'Oy'];
const COUNTRIES = ['AU', 'NZ', 'US', 'GB', 'DE', 'FR', 'SG', 'JP', 'CA', 'NL', 'SE', 'IE'];
// prettier-ignore
const FIRST_NAMES = [
  'Aaliyah', 'Aarav', 'Abigail', 'Adam', 'Aiko', 'Alex', 'Amara', 'Amelia', 'Ana', 'Andre', 'Aria', 'Ben',
  'Carlos', 'Charlotte', 'Chen', 'Chloe', 'Daniel', 'David', 'Diego', 'Elena', 'Eli', 'Emma', 'Ethan', 'Fatima',
  'Felix', 'Freya', 'Gabriel', 'Grace', 'Hana', 'Harper', 'Hugo', 'Ibrahim', 'Isla', 'Ivan', 'Jack', 'James',
  'Jia', 'Jonas', 'Julia', 'Kai', 'Kenji', 'Laila', 'Lars', 'Leo', 'Liam', 'Lucas', 'Lucia', 'Maya', 'Mei',
  'Mia', 'Mohammed', 'Nadia', 'Noah', 'Nora', 'Oliver', 'Olivia', 'Omar', 'Priya', 'Rafael', 'Ravi', 'Rosa',
  'Ruby', 'Sami', 'Sara', 'Sofia', 'Tariq', 'Theo', 'Uma', 'Victor', 'Wei', 'Yuki', 'Zara', 'Zoe',
];
// prettier-ignore
const LAST_NAMES = [
  'Abe', 'Ahmed', 'Alvarez', 'Andersen', 'Baker', 'Becker', 'Bianchi', 'Brown', 'Campbell', 'Chen', 'Clarke',
  'Cohen', 'Costa', 'Davies', 'Dubois', 'Edwards', 'Evans', 'Fischer', 'Garcia', 'Gonzalez', 'Gupta', 'Hall',
  'Hansen', 'Harris', 'Hughes', 'Ito', 'Jensen', 'Johnson', 'Jones', 'Kaur', 'Kelly', 'Khan', 'Kim', 'Kowalski',
  'Lee', 'Lewis', 'Lopez', 'Martin', 'Meyer', 'Moore', 'Morris', 'Murphy', 'Nguyen', 'Nielsen', 'Novak',
  "O'Brien", 'Okafor', 'Park', 'Patel', 'Perez', 'Petrov', 'Quinn', 'Reid', 'Rossi', 'Santos', 'Sato', 'Schmidt',
  'Silva', 'Singh', 'Smith', 'Suzuki', 'Tanaka', 'Taylor', 'Thomas', 'Walker', 'Wang', 'Weber', 'Wilson', 'Wong',
  'Yamamoto', 'Young', 'Zhang',
];

/** `(array[…])[1 + (expr * prime) % n]` as SQL: a deterministic pick from a word list. */
function pick(words: readonly string[], expr: string, prime: number): string {
  const literal = words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',');
  return `(array[${literal}])[1 + ((${expr})::bigint * ${prime}) % ${words.length}]`;
}

/**
 * Runs `load` with the tables' secondary indexes dropped, then builds them again: one build over every row is
 * several times faster than updating an index row by row (trigram GIN indexes most of all). Indexes behind a
 * constraint (primary keys, unique constraints) stay. Call it inside a transaction.
 */
export async function withIndexesBuiltAfter<T>(
  client: pg.ClientBase,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes i
      where schemaname = current_schema() and tablename = any($1::text[])
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
  const result = await load();
  await client.query(`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await client.query(index.indexdef);
  return result;
}

/**
 * `size.companies` companies (one in 50 a partner, the three after it its managed accounts; a third with an
 * account manager from the provider's staff), a physical and a billing address each, and
 * `size.peoplePerCompany` people each with a primary e-mail. Runs in one transaction.
 */
export async function generateCompaniesAndPeople(
  client: pg.ClientBase,
  size: CompaniesAndPeopleSize,
): Promise<GeneratedCompanies> {
  const started = performance.now();
  const n = size.companies;
  const perCompany = size.peoplePerCompany;
  await client.query('begin');
  let base = 0;
  try {
    base = Number((await client.query('select coalesce(max(id), 0) as m from companies')).rows[0].m) + 1;
    const personBase = Number((await client.query('select coalesce(max(id), 0) as m from persons')).rows[0].m) + 1;
    const emailBase = Number((await client.query('select coalesce(max(id), 0) as m from person_emails')).rows[0].m) + 1;
    const manager = (await client.query<{ id: number }>('select min(id) as id from persons where company_id = 1'))
      .rows[0]?.id;

    await withIndexesBuiltAfter(client, ['companies', 'company_addresses', 'persons', 'person_emails'], () =>
      insertCompaniesAndPeople(client, { base, personBase, emailBase, manager: manager ?? null, n, perCompany }),
    );
    for (const table of ['companies', 'persons', 'person_emails', 'company_addresses'])
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // vacuumed too: autovacuum would otherwise take the fresh tables on while a bench measures
  for (const table of ['companies', 'persons', 'person_emails', 'company_addresses'])
    await client.query(`vacuum analyze ${table}`);
  return {
    firstCompanyId: base,
    lastCompanyId: base + n - 1,
    companies: n,
    people: n * perCompany,
    // i = 51: the first managed account (its partner is i = 50), with an account manager: every part filled
    sampleCompanyId: base + 51,
    seconds: (performance.now() - started) / 1000,
  };
}

async function insertCompaniesAndPeople(
  client: pg.ClientBase,
  ids: { base: number; personBase: number; emailBase: number; manager: number | null; n: number; perCompany: number },
): Promise<void> {
  const { base, personBase, emailBase, manager, n, perCompany } = ids;
  const city = pick(CITIES, 'i', 7919);
  const noun = pick(NOUNS, 'i', 104_729);
  const trade = pick(TRADES, 'i', 1_299_709);
  const suffix = pick(SUFFIXES, 'i', 15_485_863);
  // i = 0 … n-1; company id = base + i
  await client.query(
    `insert into companies (id, legal_name, trading_name, email, phone, country, account_type, channel_partner,
                            parent_company_id, account_manager_id, created_at, updated_at)
     select $1::int + i,
            case when i % 25000 = 17 then '${RARE_COMPANY_TERM} ' || ${noun} || ' ' || ${suffix}
                 else ${city} || ' ' || ${noun} || ' ' || ${trade} || ' ' || ${suffix} end,
            case when i % 10 < 7 then ${noun} || ' ' || ${trade} end,
            lower(${noun}) || '.' || i || '@' || lower(${trade}) || '.example',
            '+61 2 ' || lpad((i % 100000000)::text, 8, '0'),
            ${pick(COUNTRIES, 'i', 31)},
            case when i % 50 = 0 then 'PARTNER' when i % 50 between 1 and 3 and i >= 50 then 'MANAGED_ACCOUNT'
                 else 'DIRECT_CUSTOMER' end,
            i % 50 = 0,
            case when i % 50 between 1 and 3 and i >= 50 then $1::int + i - i % 50 end,
            case when i % 3 = 0 then $2::int end,
            now() - make_interval(mins => i),
            now() - make_interval(mins => i)
       from generate_series(0, $3::int - 1) as i`,
    [base, manager, n],
  );
  await client.query(
    `insert into company_addresses (company_id, kind, is_billing, address1, city, postcode, country)
     select $1::int + i, k.kind, k.billing, (1 + i % 400) || ' ' || ${noun} || ' Street', ${city},
            lpad((i % 9999)::text, 4, '0'), ${pick(COUNTRIES, 'i', 31)}
       from generate_series(0, $2::int - 1) as i
      cross join (values ('PHYSICAL', false), ('BILLING', true)) as k(kind, billing)`,
    [base, n],
  );
  // j = 0 … n*perCompany-1; person id = personBase + j, company = base + j / perCompany
  const first = pick(FIRST_NAMES, 'j', 7919);
  const last = pick(LAST_NAMES, 'j', 104_729);
  await client.query(
    `insert into persons (id, company_id, username, first_name, last_name, created_at)
     select $1::int + j, $2::int + j / $3::int,
            lower(${first}) || '.' || j,
            ${first},
            case when j % 100000 = 42 then '${RARE_PERSON_TERM}' else ${last} end,
            now() - make_interval(mins => j)
       from generate_series(0, $4::int - 1) as j`,
    [personBase, base, perCompany, n * perCompany],
  );
  await client.query(
    `insert into person_emails (id, person_id, email, is_primary)
     select $1::int + j, $2::int + j, lower(${first}) || '.' || j || '@people.example', true
       from generate_series(0, $3::int - 1) as j`,
    [emailBase, personBase, n * perCompany],
  );
}
