import type {
  EmployeeUpdate,
  NewEmployee,
  NewPosition,
  PersonProfileUpdate,
  PersonView,
  Position,
} from '@portico/contract';
import {
  addFeatureFlag,
  canCompanyHoldRole,
  canListEmployees,
  canManagePositions,
  emailDeleteError,
  featureFlagError,
  forbiddenPermissionsFor,
  isPositionUsableBy,
  isProviderCompany,
  isValidEmail,
  isValidMobile,
  MESSAGES,
  emailNotAvailableMessage,
  newEmployeePosition,
  PEOPLE_MESSAGES,
  PERMISSIONS,
  type PersonAccess,
  passwordPolicyError,
  personAccess,
  STAFF_ONLY_PERMISSIONS,
  sameEmail,
  PROVIDER_COMPANY_IDS,
} from '@portico/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { pageTotal } from '../../db/capped-count.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { companies, personEmails, persons, positions } from '../../db/schema/index.js';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import { queueMail } from '../mail/index.js';
import { issuePasswordLink, setPasswordUrl } from '../auth/password-links.service.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Actor } from '../auth/actor.js';
import { requireCompanyAccess } from '../auth/company-access.js';
import { hashPassword } from '../auth/auth.service.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './people.repository.js';

export interface NewPerson {
  companyId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  positionName: string;
  password?: string | null;
  salutation?: string | null;
  phone?: string | null;
  mobile?: string | null;
  dateOfBirth?: string | null;
  altId?: string | null;
  description?: string | null;
}

/** A position usable by the company: its own, or one shared by every company. */
export async function findPositionByName(db: DbOrTx, companyId: number, name: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(
      and(
        sql`lower(${positions.name}) = lower(${name.trim()})`,
        or(isNull(positions.companyId), eq(positions.companyId, companyId)),
      ),
    )
    .orderBy(sql`${positions.companyId} nulls last`)
    .limit(1);
  return row ?? null;
}

/**
 * Creates a person with a unique username and primary e-mail in the given position. Call it inside the
 * transaction of the change that needs the person (new employee, company registration).
 */
export async function createPerson(tx: DbOrTx, input: NewPerson): Promise<{ id: number; uid: string }> {
  if (!input.positionName?.trim()) throw invalid(MESSAGES.positionNameRequired);
  const position = await findPositionByName(tx, input.companyId, input.positionName);
  if (!position) throw invalid(MESSAGES.positionNameRequired);
  const [taken] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(sql`lower(${persons.username}) = lower(${input.username.trim()})`);
  if (taken) throw invalid(MESSAGES.uniqueUsernameEmails);
  const [emailTaken] = await tx
    .select({ id: personEmails.id })
    .from(personEmails)
    .where(sql`lower(${personEmails.email}) = lower(${input.email.trim()})`);
  if (emailTaken) throw invalid(MESSAGES.emailTaken);

  const [person] = await tx
    .insert(persons)
    .values({
      companyId: input.companyId,
      username: input.username.trim(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      salutation: input.salutation ?? null,
      phone: input.phone ?? null,
      mobile: input.mobile ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      altId: input.altId ?? null,
      description: input.description ?? null,
      positionId: position.id,
    })
    .returning({ id: persons.id, uid: persons.uid });
  if (!person) throw new Error('person insert returned nothing');
  await tx.insert(personEmails).values({ personId: person.id, email: input.email.trim(), isPrimary: true });
  return person;
}

/** A concurrent insert that lost the race on a unique index reports like the checks above would have. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function toPersonView(row: repo.PersonRow): PersonView {
  return {
    personId: row.id,
    partyId: row.id,
    personUid: row.uid,
    companyId: row.companyId,
    companyUid: row.companyUid,
    companyName: row.companyName,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    salutation: row.salutation,
    phone: row.phone,
    mobile: row.mobile,
    dateOfBirth: row.dateOfBirth,
    altId: row.altId,
    description: row.description,
    positionId: row.positionId,
    position: row.position,
    active: row.active,
    channelManager: row.channelManager,
    requireTotp: row.requireTotp,
    mfaEnabled: row.mfaEnabled,
    notificationsEnabled: row.notificationsEnabled,
    forcePasswordReset: row.forcePasswordReset,
    featureFlags: row.featureFlags,
    email: row.emails.find((e) => e.primary)?.email ?? null,
    emails: row.emails,
    securityRoles: row.securityRoles,
    positionSecurityRoles: row.positionSecurityRoles,
    createdAt: row.createdAt.getTime(),
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  };
}

/** What the audit log keeps of a person: the editable facts, never credentials. */
function auditView(row: repo.PersonRow) {
  const { createdAt: _c, lastLoginAt: _l, companyName: _n, companyUid: _u, ...rest } = row;
  return rest;
}

/** The caller's permissions in a company: those of its own company or of a company that virtually employs it. */
export function permissionsIn(actor: Actor, companyId: number): readonly string[] {
  const uid = actor.companyUidById.get(companyId);
  return uid ? (actor.permissions[uid] ?? []) : [];
}

/** What a people export shows of each person (the columns are declared in the routes). */
export type PersonExportItem = repo.PersonExportRow;

export interface PeopleServiceDeps {
  db: Db;
  config: AppConfig;
  queue: JobQueue;
  now?: () => Date;
}

interface Ctx {
  actor: Actor;
  traceId?: string;
}

export type PeopleService = ReturnType<typeof createPeopleService>;

export function createPeopleService({ db, config, queue, now = () => new Date() }: PeopleServiceDeps) {
  async function loadPerson(tx: DbOrTx, personId: number): Promise<repo.PersonRow> {
    const row = await repo.findPersonRow(tx, personId);
    if (!row) throw notFound();
    return row;
  }

  function accessTo(actor: Actor, person: { id: number; companyId: number }): PersonAccess {
    return personAccess({
      isStaff: actor.isStaff,
      personId: actor.personId,
      permissionsInCompany: permissionsIn(actor, person.companyId),
      targetPersonId: person.id,
    });
  }

  /** Loads the person and checks the caller may do `need` with them: 'manage', 'self' (manage or self) or 'read'. */
  async function requirePerson(tx: DbOrTx, actor: Actor, personId: number, need: 'manage' | 'self' | 'read') {
    const person = await loadPerson(tx, personId);
    const granted = accessTo(actor, person);
    const allowed =
      granted === 'manage' ||
      (need === 'self' && granted === 'self') ||
      (need === 'read' && (granted === 'self' || granted === 'read'));
    if (!allowed) throw forbidden();
    return person;
  }

  /** A change to one person: in one transaction, with the before and after in the audit log. */
  async function changePerson(
    { actor, traceId }: Ctx,
    personId: number,
    need: 'manage' | 'self',
    action: string,
    apply: (tx: DbOrTx, person: repo.PersonRow) => Promise<void>,
  ): Promise<PersonView> {
    const after = await db.transaction(async (tx) => {
      const before = await requirePerson(tx, actor, personId, need);
      await apply(tx, before);
      const changed = await loadPerson(tx, personId);
      await recordAudit(tx, {
        actor,
        action,
        entityType: 'person',
        entityId: personId,
        companyId: before.companyId,
        before: auditView(before),
        after: auditView(changed),
        traceId,
      });
      return changed;
    });
    return toPersonView(after);
  }

  async function requireRoles(tx: DbOrTx, roleIds: number[], holderCompanyId: number | null) {
    const roles = await repo.findRoles(tx, roleIds);
    if (roles.length !== new Set(roleIds).size) throw invalid(MESSAGES.selectSecurityRole);
    for (const role of roles) {
      if (!canCompanyHoldRole(holderCompanyId, role.permissions))
        throw new AppError('forbidden', PEOPLE_MESSAGES.roleNotAllowed, {
          role: role.name,
          permissions: forbiddenPermissionsFor(holderCompanyId, role.permissions),
        });
    }
    return roles;
  }

  /** Where the welcome mail's link points: the caller's portal address when it is ours, else the configured one. */
  function portalUrl(serverUrl: string | undefined): string {
    const configured = new URL(config.publicUrl);
    if (serverUrl) {
      try {
        const given = new URL(serverUrl);
        // Never mail a link to a host the provider does not run: that would make the welcome mail a phishing tool.
        if (given.origin === configured.origin) return given.origin + given.pathname.replace(/\/+$/, '');
      } catch {
        // not a URL: fall through to the configured address
      }
    }
    return configured.origin;
  }

  /**
   * Queues the welcome mail in the transaction that creates the person: both commit or neither does, so a person
   * committed just before a crash still gets the mail, and a client's retry after a failure is not refused as a
   * duplicate. The key makes the mail one job however often this runs. With a set-password link when the
   * administrator gave no first password, else how to log in with it.
   */
  async function queueWelcome(
    tx: DbOrTx,
    person: PersonView,
    serverUrl: string | undefined,
    welcomeToken: string | null,
  ) {
    if (!person.email) return;
    const portal = portalUrl(serverUrl);
    const next = welcomeToken
      ? `Choose your password within 7 days here: ${setPasswordUrl(config, welcomeToken, portal)}\nThen log in at ${portal}/#/login with the username ${person.username}.`
      : `Log in at ${portal}/#/login with the username ${person.username} and the first password your administrator gives you, then choose your own under Account security (${portal}/#/resetPassword).`;
    await queueMail(
      queue,
      {
        to: person.email,
        kind: 'welcome',
        subject: 'Welcome to the Portico portal',
        text: `Hello ${person.firstName},\n\n${person.companyName} has added you to the Portico portal.\n${next}\n`,
      },
      { tx, key: `welcome:${person.personId}` },
    );
  }

  function exportBatches(filter: repo.PeopleFilter): AsyncIterable<PersonExportItem[]> {
    return keysetBatches({
      read: (after: repo.PersonListKey | null, limit) => repo.findPeopleAfter(db, filter, after, limit),
      keyOf: (row) => ({ lastName: row.lastName, firstName: row.firstName, id: row.id }),
      map: (row) => row,
    });
  }

  /** One page of people matching a filter, with its (capped) total. */
  async function peoplePage(filter: repo.PeopleFilter, paging: { page: number; pageSize: number }) {
    const offset = (paging.page - 1) * paging.pageSize;
    const { rows, ...counted } = await repo.findPeople(db, filter, { limit: paging.pageSize, offset });
    return {
      items: rows.map(toPersonView),
      ...pageTotal(counted, { offset, rows: rows.length }),
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }

  return {
    // People

    async searchPeople(query: {
      page: number;
      pageSize: number;
      search?: string;
      companyId?: number;
      providerOnly: boolean;
    }) {
      const companyIds = query.providerOnly
        ? [...PROVIDER_COMPANY_IDS]
        : query.companyId
          ? [query.companyId]
          : undefined;
      return peoplePage({ companyIds, search: query.search }, query);
    },

    /** Every person the search matches (not just one page), in the list's order, in batches for an export. */
    exportPeople(query: {
      search?: string;
      companyId?: number;
      providerOnly: boolean;
    }): AsyncIterable<PersonExportItem[]> {
      const companyIds = query.providerOnly ? [1, 1153] : query.companyId ? [query.companyId] : undefined;
      return exportBatches({ companyIds, search: query.search });
    },

    /** A company's employees matching the search, for an export: refused at once to whoever may not list them. */
    exportEmployees(actor: Actor, companyId: number, query: { search?: string }): AsyncIterable<PersonExportItem[]> {
      if (!canListEmployees({ isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, companyId) }))
        throw forbidden();
      return exportBatches({ companyIds: [companyId], search: query.search });
    },

    async getPerson(actor: Actor, personId: number): Promise<PersonView> {
      return toPersonView(await requirePerson(db, actor, personId, 'read'));
    },

    async listEmployees(actor: Actor, companyId: number, query: { page: number; pageSize: number; search?: string }) {
      if (!canListEmployees({ isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, companyId) }))
        throw forbidden();
      return peoplePage({ companyIds: [companyId], search: query.search }, query);
    },

    async addEmployee(
      { actor, traceId }: Ctx,
      companyId: number,
      body: NewEmployee & { username: string; email: string; firstName: string; lastName: string },
      options: { positionName?: string; serverUrl?: string },
    ): Promise<PersonView> {
      if (!actor.isStaff && !permissionsIn(actor, companyId).includes('company_admin')) throw forbidden();
      const position = newEmployeePosition(options.positionName);
      if ('error' in position) throw invalid(position.error);
      if (body.password) {
        const policy = passwordPolicyError(body.password);
        if (policy) throw invalid(policy);
      }
      const [company] = await db
        .select({ id: companies.id, deletedAt: companies.deletedAt })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company || company.deletedAt) throw notFound();

      let created: repo.PersonRow;
      let welcomeToken: string | null = null;
      try {
        created = await db.transaction(async (tx) => {
          const usable = await findPositionByName(tx, companyId, position.name);
          if (!usable) throw invalid(MESSAGES.positionNameRequired);
          // The position's roles must be ones this company may hold (a shared position could have been given more).
          await requireRoles(
            tx,
            (await repo.findPosition(tx, usable.id))?.securityRoles.map((r) => r.id) ?? [],
            companyId,
          );
          const { id } = await createPerson(tx, { ...body, companyId, positionName: position.name });
          // A password chosen by an administrator is a first password only: the employee should replace it.
          if (body.password) await repo.updatePerson(tx, id, { forcePasswordReset: true });
          else welcomeToken = await issuePasswordLink(tx, id, 'welcome');
          const row = await loadPerson(tx, id);
          await recordAudit(tx, {
            actor,
            action: 'employee.created',
            entityType: 'person',
            entityId: id,
            companyId,
            after: { ...auditView(row), welcomeMailTo: body.email },
            traceId,
          });
          await queueWelcome(tx, toPersonView(row), options.serverUrl, welcomeToken);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid(MESSAGES.uniqueUsernameEmails);
        throw error;
      }
      return toPersonView(created);
    },

    /** PUT /secure/party/company/{id}/employee: the person must belong to the company of the path. */
    async updateEmployee(ctx: Ctx, companyId: number, body: EmployeeUpdate): Promise<PersonView> {
      const person = await loadPerson(db, body.personId);
      if (person.companyId !== companyId) throw notFound();
      return changePerson(ctx, body.personId, 'manage', 'person.updated', (tx) =>
        repo.updatePerson(tx, body.personId, {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          salutation: body.salutation ?? null,
          phone: body.phone ?? null,
          mobile: body.mobile ?? null,
          dateOfBirth: body.dateOfBirth ?? null,
          altId: body.altId ?? null,
          description: body.description ?? null,
          ...(body.channelManager === undefined ? {} : { channelManager: body.channelManager }),
        }),
      );
    },

    /** The person's own profile fields; the person themself or whoever manages them. */
    updateProfile(ctx: Ctx, personId: number, body: PersonProfileUpdate): Promise<PersonView> {
      return changePerson(ctx, personId, 'self', 'person.updated', (tx) =>
        repo.updatePerson(tx, personId, {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          salutation: body.salutation ?? null,
          phone: body.phone ?? null,
          mobile: body.mobile ?? null,
          dateOfBirth: body.dateOfBirth ?? null,
        }),
      );
    },

    // E-mail addresses

    async addEmail(ctx: Ctx, personId: number, email: string): Promise<PersonView> {
      if (!isValidEmail(email)) throw invalid(PEOPLE_MESSAGES.emailInvalid);
      try {
        return await changePerson(ctx, personId, 'self', 'person.email.added', async (tx) => {
          if (await repo.findEmailOwner(tx, email)) throw invalid(emailNotAvailableMessage(email.trim()));
          await repo.insertEmail(tx, personId, email, false);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid(emailNotAvailableMessage(email.trim()));
        throw error;
      }
    },

    setPrimaryEmail(ctx: Ctx, personId: number, email: string): Promise<PersonView> {
      return changePerson(ctx, personId, 'self', 'person.email.primary', async (tx, person) => {
        if (!person.emails.some((e) => sameEmail(e.email, email)))
          throw new AppError('not_found', PEOPLE_MESSAGES.emailNotFound);
        await repo.setPrimaryEmail(tx, personId, email);
      });
    },

    deleteEmail(ctx: Ctx, personId: number, email: string): Promise<PersonView> {
      return changePerson(ctx, personId, 'self', 'person.email.deleted', async (tx, person) => {
        const problem = emailDeleteError(person.emails, email);
        if (problem === MESSAGES.cannotDeletePrimaryEmail) throw invalid(problem);
        if (problem) throw new AppError('not_found', problem);
        await repo.deleteEmail(tx, personId, email);
      });
    },

    // Switches

    setActive(ctx: Ctx, personId: number, active: boolean): Promise<PersonView> {
      if (!active && ctx.actor.personId === personId) throw invalid(PEOPLE_MESSAGES.cannotDeactivateSelf);
      return changePerson(ctx, personId, 'manage', active ? 'person.activated' : 'person.deactivated', async (tx) => {
        await repo.updatePerson(tx, personId, { active });
        if (!active) await repo.revokeAllTokens(tx, personId, now());
      });
    },

    setNotifications(ctx: Ctx, personId: number, enabled: boolean): Promise<PersonView> {
      return changePerson(ctx, personId, 'self', 'person.notifications', (tx) =>
        repo.updatePerson(tx, personId, { notificationsEnabled: enabled }),
      );
    },

    setForcePasswordReset(ctx: Ctx, personId: number, enabled: boolean): Promise<PersonView> {
      return changePerson(ctx, personId, 'manage', 'person.forcePasswordReset', (tx) =>
        repo.updatePerson(tx, personId, { forcePasswordReset: enabled }),
      );
    },

    setRequireTotp(ctx: Ctx, personId: number, enabled: boolean): Promise<PersonView> {
      return changePerson(ctx, personId, 'manage', 'person.requireTotp', (tx) =>
        repo.updatePerson(tx, personId, { requireTotp: enabled }),
      );
    },

    addFeatureFlag(ctx: Ctx, personId: number, flag: string): Promise<PersonView> {
      const problem = featureFlagError(flag);
      if (problem) throw invalid(problem);
      return changePerson(ctx, personId, 'manage', 'person.featureFlag.added', (tx, person) =>
        repo.updatePerson(tx, personId, { featureFlags: addFeatureFlag(person.featureFlags, flag) }),
      );
    },

    removeFeatureFlag(ctx: Ctx, personId: number, flag: string): Promise<PersonView> {
      return changePerson(ctx, personId, 'manage', 'person.featureFlag.removed', (tx, person) =>
        repo.updatePerson(tx, personId, { featureFlags: person.featureFlags.filter((f) => f !== flag.trim()) }),
      );
    },

    async activity(actor: Actor, personId: number, paging: { page: number; pageSize: number }) {
      await requirePerson(db, actor, personId, 'self');
      const { rows, total } = await repo.findActivity(db, personId, {
        limit: paging.pageSize,
        offset: (paging.page - 1) * paging.pageSize,
      });
      return {
        items: rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).getTime() })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    async credential(username: string) {
      const row = await repo.findPersonIdByUsername(db, username);
      if (!row) throw notFound();
      return {
        personId: row.id,
        username: row.username,
        companyId: row.companyId,
        active: row.active,
        hasPassword: Boolean(row.hasPassword),
        mfaEnabled: row.mfaEnabled,
        requireTotp: row.requireTotp,
        forcePasswordReset: row.forcePasswordReset,
        lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).getTime() : null,
        activeSessions: await repo.countLiveTokens(db, row.id, now()),
      };
    },

    async validateEmail(email: string, mobile: string | undefined) {
      const valid = isValidEmail(email);
      const available = valid ? !(await repo.findEmailOwner(db, email)) : false;
      return {
        email,
        valid,
        available,
        mobileValid: mobile === undefined || mobile === '' ? null : isValidMobile(mobile),
        message: !valid ? PEOPLE_MESSAGES.emailInvalid : available ? null : emailNotAvailableMessage(email),
      };
    },

    // Positions and security roles

    async changePosition({ actor, traceId }: Ctx, positionId: number, personId: number): Promise<PersonView> {
      return changePerson({ actor, traceId }, personId, 'manage', 'person.position.changed', async (tx, person) => {
        const position = await repo.findPosition(tx, positionId);
        if (!position) throw notFound();
        if (!isPositionUsableBy(position.companyId, person.companyId)) throw invalid(PEOPLE_MESSAGES.positionNotUsable);
        await requireRoles(
          tx,
          position.securityRoles.map((r) => r.id),
          person.companyId,
        );
        await repo.updatePerson(tx, personId, { positionId });
      });
    },

    setSecurityRoles(ctx: Ctx, personId: number, roleIds: number[]): Promise<PersonView> {
      return changePerson(ctx, personId, 'manage', 'person.securityRoles.changed', async (tx, person) => {
        await requireRoles(tx, roleIds, person.companyId);
        await repo.replacePersonRoles(tx, personId, roleIds);
      });
    },

    async listPositions(actor: Actor, companyId: number | undefined): Promise<Position[]> {
      if (companyId !== undefined) requireCompanyAccess(actor, companyId);
      const scope = companyId ? [companyId] : actor.isStaff ? null : [actor.companyId];
      return (await repo.findPositions(db, scope)).map(toPositionView);
    },

    async createPosition({ actor, traceId }: Ctx, body: NewPosition & { name: string; securityRoleIds: number[] }) {
      const companyId = body.companyId ?? (actor.isStaff ? null : actor.companyId);
      if (companyId === null) {
        if (!actor.isStaff) throw forbidden();
      } else if (!canManagePositions({ isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, companyId) }))
        throw forbidden();
      if (companyId !== null) {
        const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
        if (!company) throw notFound();
      }
      const created = await db.transaction(async (tx) => {
        if (await repo.isPositionNameTaken(tx, body.name, companyId))
          throw new AppError('conflict', PEOPLE_MESSAGES.positionExists);
        await requireRoles(tx, body.securityRoleIds, companyId);
        const id = await repo.insertPosition(tx, body.name, companyId);
        for (const roleId of new Set(body.securityRoleIds)) await repo.addPositionRole(tx, id, roleId);
        const position = await repo.findPosition(tx, id);
        if (!position) throw new Error('position vanished');
        await recordAudit(tx, {
          actor,
          action: 'position.created',
          entityType: 'position',
          entityId: id,
          companyId,
          after: position,
          traceId,
        });
        return position;
      });
      return toPositionView(created);
    },

    async changePositionRole({ actor, traceId }: Ctx, positionId: number, roleId: number, add: boolean) {
      const changed = await db.transaction(async (tx) => {
        const before = await repo.findPosition(tx, positionId);
        if (!before) throw notFound();
        if (before.companyId === null) {
          // Shared positions change what every company's people may do.
          if (!actor.isStaff) throw forbidden();
        } else if (
          !canManagePositions({ isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, before.companyId) })
        )
          throw forbidden();
        if (add) {
          await requireRoles(tx, [roleId], before.companyId);
          await repo.addPositionRole(tx, positionId, roleId);
        } else {
          if (!before.securityRoles.some((r) => r.id === roleId)) throw notFound();
          if (before.securityRoles.length === 1) throw invalid(MESSAGES.selectSecurityRole);
          await repo.removePositionRole(tx, positionId, roleId);
        }
        const after = await repo.findPosition(tx, positionId);
        if (!after) throw new Error('position vanished');
        await recordAudit(tx, {
          actor,
          action: add ? 'position.securityRole.added' : 'position.securityRole.removed',
          entityType: 'position',
          entityId: positionId,
          companyId: before.companyId,
          before,
          after,
          traceId,
        });
        return after;
      });
      return toPositionView(changed);
    },

    async listRoles(actor: Actor) {
      const roles = (await repo.findRoles(db)).map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        permissions: r.permissions.filter((p): p is (typeof PERMISSIONS)[number] =>
          (PERMISSIONS as readonly string[]).includes(p),
        ),
        companyAdmin: r.companyAdmin,
        agentAdmin: r.agentAdmin,
        agentMarketingAdmin: r.agentMarketingAdmin,
        customerAssignable: canCompanyHoldRole(null, r.permissions),
      }));
      // Customers only see the roles they could give; provider staff see all.
      return actor.isStaff || isProviderCompany(actor.companyId) ? roles : roles.filter((r) => r.customerAssignable);
    },

    async listPermissions() {
      const roles = await repo.findRoles(db);
      return PERMISSIONS.map((permission) => ({
        permission,
        staffOnly: STAFF_ONLY_PERMISSIONS.includes(permission),
        roles: roles.filter((r) => r.permissions.includes(permission)).map((r) => ({ id: r.id, name: r.name })),
      }));
    },

    // Virtual employment

    async virtualEmployers(actor: Actor, personId: number) {
      await requirePerson(db, actor, personId, 'self');
      const rows = await repo.findVirtualEmployers(db, personId);
      return rows.map((r) => ({ ...r, since: new Date(r.since).getTime() }));
    },
  };
}

function toPositionView(row: repo.PositionRow): Position {
  return {
    positionId: row.id,
    name: row.name,
    companyId: row.companyId,
    securityRoleIds: row.securityRoles.map((r) => r.id),
    securityRoles: row.securityRoles,
    people: row.people,
  };
}
