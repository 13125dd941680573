import {
  type EmployeeUpdate,
  type NewEmployee,
  type Page,
  type PersonProfileUpdate,
  type PersonView,
  peopleEndpoints as endpoints,
} from '@portico/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { sendBody, useChange, useEndpointQuery, usePageQuery } from '../../api/hooks';

export const PEOPLE_PAGE_SIZE = 25;

export const peopleKeys = {
  /** everything that holds people: lists and single persons (toggles patch these optimistically) */
  people: ['people', 'persons'] as const,
  employees: (companyId: number, page: number, search: string) =>
    ['people', 'persons', 'employees', companyId, page, search] as const,
  search: (query: Record<string, unknown>) => ['people', 'persons', 'search', query] as const,
  person: (personId: number) => ['people', 'persons', 'person', personId] as const,
  activity: (personId: number, page: number) => ['people', 'activity', personId, page] as const,
  positions: (companyId: number | null) => ['people', 'positions', companyId] as const,
  allPositions: ['people', 'positions'] as const,
  roles: ['people', 'roles'] as const,
  permissions: ['people', 'permissions'] as const,
};

export const useEmployees = (companyId: number, page: number, search: string) =>
  usePageQuery(peopleKeys.employees(companyId, page, search), endpoints.employees, {
    params: { companyId },
    query: { page, pageSize: PEOPLE_PAGE_SIZE, search: search || undefined },
  });

export interface PeopleSearch {
  page: number;
  search: string;
  providerOnly: boolean;
}

export const usePeopleSearch = (query: PeopleSearch) =>
  usePageQuery(peopleKeys.search({ ...query }), endpoints.search, {
    query: {
      page: query.page,
      pageSize: PEOPLE_PAGE_SIZE,
      search: query.search || undefined,
      providerOnly: query.providerOnly ? 'true' : undefined,
    },
  });

export const usePerson = (personId: number | null) =>
  useEndpointQuery(
    peopleKeys.person(personId ?? 0),
    endpoints.get,
    { params: { personId: personId ?? 0 } },
    { enabled: personId !== null },
  );

export const usePersonActivity = (personId: number, page: number, enabled = true) =>
  usePageQuery(
    peopleKeys.activity(personId, page),
    endpoints.activity,
    { params: { personId }, query: { page, pageSize: 10 }, banner: false },
    { enabled },
  );

export const usePositions = (companyId: number | null) =>
  useEndpointQuery(peopleKeys.positions(companyId), endpoints.positions, {
    query: { companyId: companyId ?? undefined },
  });

export const useSecurityRoles = () =>
  useEndpointQuery(peopleKeys.roles, endpoints.roles, {}, { staleTime: 5 * 60_000 });

export const usePermissions = () => useEndpointQuery(peopleKeys.permissions, endpoints.permissions, {});

export const useCredential = (username: string, enabled: boolean) =>
  useEndpointQuery(
    ['people', 'credential', username],
    endpoints.credential,
    { query: { username }, banner: false },
    { enabled },
  );

/** Is an address well formed and still free? Asked before a form is sent, so the user hears it at once. */
export function validateEmail(email: string) {
  return api.call(endpoints.validateEmail, { query: { email }, banner: false });
}

/** Replaces one person wherever the cache holds them: in a page of a list or as a single person. */
function patchPerson(data: unknown, personId: number, patch: Partial<PersonView>): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('items' in data && Array.isArray((data as Page<unknown>).items)) {
    const page = data as Page<PersonView>;
    return { ...page, items: page.items.map((p) => (p.personId === personId ? { ...p, ...patch } : p)) };
  }
  if ('personId' in data && (data as PersonView).personId === personId) return { ...(data as PersonView), ...patch };
  return data;
}

function storePerson(queryClient: QueryClient, person: PersonView) {
  queryClient.setQueriesData({ queryKey: peopleKeys.people }, (old: unknown) =>
    patchPerson(old, person.personId, person),
  );
}

/** After a change the server's answer is the truth; lists are refetched since order and counts may change. */
function usePersonChange<T>(mutationFn: (input: T) => Promise<PersonView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess(person: PersonView) {
      storePerson(queryClient, person);
      void queryClient.invalidateQueries({ queryKey: ['people'] });
    },
  });
}

// Forms show their own failures next to the fields, so form calls keep out of the shared banner.

export const useAddEmployee = (companyId: number) =>
  usePersonChange(({ body, positionName }: { body: NewEmployee; positionName: string }) =>
    api.call(endpoints.addEmployee, {
      params: { companyId },
      body,
      query: { positionName, serverUrl: `${window.location.origin}${window.location.pathname}` },
      banner: false,
    }),
  );

export const useUpdateEmployee = (companyId: number) =>
  usePersonChange((body: EmployeeUpdate) =>
    api.call(endpoints.updateEmployee, { params: { companyId }, body, banner: false }),
  );

export const useUpdateProfile = (personId: number) =>
  usePersonChange((body: PersonProfileUpdate) =>
    api.call(endpoints.updateProfile, { params: { personId }, body, banner: false }),
  );

export type EmailAction = 'add' | 'primary' | 'delete';
const EMAIL_ENDPOINT = {
  add: endpoints.addEmail,
  primary: endpoints.setPrimaryEmail,
  delete: endpoints.deleteEmail,
} as const;

export const useEmailAction = (personId: number) =>
  usePersonChange(({ action, email }: { action: EmailAction; email: string }) =>
    api.call(EMAIL_ENDPOINT[action], { params: { personId }, query: { email }, banner: false }),
  );

export type PersonSwitch = 'active' | 'notifications' | 'forcePasswordReset' | 'requireTotp';
const SWITCH_FIELD: Record<PersonSwitch, keyof PersonView> = {
  active: 'active',
  notifications: 'notificationsEnabled',
  forcePasswordReset: 'forcePasswordReset',
  requireTotp: 'requireTotp',
};
const SWITCH_ENDPOINT = {
  active: endpoints.setActive,
  notifications: endpoints.setNotifications,
  forcePasswordReset: endpoints.setForcePasswordReset,
  requireTotp: endpoints.setRequireTotp,
} as const;

/**
 * A switch of a person flips at once everywhere the person is shown and flips back if the call fails
 * (admin console spec §4: notification and forced-password-reset toggles revert on error).
 */
export function usePersonSwitch(which: PersonSwitch) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, enabled }: { personId: number; enabled: boolean }) =>
      // the switch says what happened next to itself, so the call keeps out of the shared banner
      api.call(SWITCH_ENDPOINT[which], { params: { personId }, body: { enabled }, banner: false }),
    async onMutate({ personId, enabled }) {
      await queryClient.cancelQueries({ queryKey: peopleKeys.people });
      const snapshot = queryClient.getQueriesData({ queryKey: peopleKeys.people });
      queryClient.setQueriesData({ queryKey: peopleKeys.people }, (old: unknown) =>
        patchPerson(old, personId, { [SWITCH_FIELD[which]]: enabled }),
      );
      return { snapshot };
    },
    onError(_error, _vars, context) {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess(person) {
      storePerson(queryClient, person);
    },
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['people'] });
    },
  });
}

export const useFeatureFlag = (personId: number) =>
  usePersonChange(({ flag, add }: { flag: string; add: boolean }) =>
    api.call(add ? endpoints.addFeatureFlag : endpoints.removeFeatureFlag, {
      params: { personId },
      query: { flag },
      banner: false,
    }),
  );

export const useChangePosition = (personId: number) =>
  usePersonChange((positionId: number) =>
    api.call(endpoints.changePosition, { params: { positionId, personId }, banner: false }),
  );

export const useSetSecurityRole = (personId: number) =>
  usePersonChange((roleId: number) =>
    api.call(endpoints.setSecurityRoles, { params: { personId }, body: { securityRoles: [roleId] }, banner: false }),
  );

export const useCreatePosition = () =>
  useChange(peopleKeys.allPositions, sendBody(endpoints.createPosition, { banner: false }));

export const usePositionRole = () =>
  useChange(['people'], ({ positionId, roleId, add }: { positionId: number; roleId: number; add: boolean }) =>
    api.call(add ? endpoints.addPositionRole : endpoints.removePositionRole, {
      params: { positionId, roleId },
      banner: false,
    }),
  );
