import {
  type EmployeeUpdate,
  type NewEmployee,
  type NewPosition,
  type Page,
  type PersonProfileUpdate,
  type PersonView,
  peopleEndpoints as endpoints,
} from '@portico/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

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
  virtualEmployers: (personId: number) => ['people', 'virtual', personId] as const,
};

export function useEmployees(companyId: number, page: number, search: string) {
  return useQuery({
    queryKey: peopleKeys.employees(companyId, page, search),
    queryFn: ({ signal }) =>
      api.call(endpoints.employees, {
        params: { companyId },
        query: { page, pageSize: PEOPLE_PAGE_SIZE, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface PeopleSearch {
  page: number;
  search: string;
  providerOnly: boolean;
}

export function usePeopleSearch(query: PeopleSearch) {
  return useQuery({
    queryKey: peopleKeys.search({ ...query }),
    queryFn: ({ signal }) =>
      api.call(endpoints.search, {
        query: {
          page: query.page,
          pageSize: PEOPLE_PAGE_SIZE,
          search: query.search || undefined,
          providerOnly: query.providerOnly ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePerson(personId: number | null) {
  return useQuery({
    queryKey: peopleKeys.person(personId ?? 0),
    queryFn: ({ signal }) => api.call(endpoints.get, { params: { personId: personId ?? 0 }, signal }),
    enabled: personId !== null,
  });
}

export function usePersonActivity(personId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: peopleKeys.activity(personId, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.activity, { params: { personId }, query: { page, pageSize: 10 }, signal, banner: false }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePositions(companyId: number | null) {
  return useQuery({
    queryKey: peopleKeys.positions(companyId),
    queryFn: ({ signal }) => api.call(endpoints.positions, { query: { companyId: companyId ?? undefined }, signal }),
  });
}

export function useSecurityRoles() {
  return useQuery({
    queryKey: peopleKeys.roles,
    queryFn: ({ signal }) => api.call(endpoints.roles, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: peopleKeys.permissions,
    queryFn: ({ signal }) => api.call(endpoints.permissions, { signal }),
  });
}

export function useVirtualEmployers(personId: number, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.virtualEmployers(personId),
    queryFn: ({ signal }) => api.call(endpoints.virtualEmployers, { query: { personId }, signal, banner: false }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCredential(username: string, enabled: boolean) {
  return useQuery({
    queryKey: ['people', 'credential', username],
    queryFn: ({ signal }) => api.call(endpoints.credential, { query: { username }, signal, banner: false }),
    enabled,
  });
}

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
function useSettle() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    onSuccess(person: PersonView) {
      storePerson(queryClient, person);
      void queryClient.invalidateQueries({ queryKey: ['people'] });
    },
  };
}

// Forms show their own failures next to the fields, so form calls keep out of the shared banner.

export function useAddEmployee(companyId: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ body, positionName }: { body: NewEmployee; positionName: string }) =>
      api.call(endpoints.addEmployee, {
        params: { companyId },
        body,
        query: { positionName, serverUrl: `${window.location.origin}${window.location.pathname}` },
        banner: false,
      }),
    onSuccess: settle.onSuccess,
  });
}

export function useUpdateEmployee(companyId: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: EmployeeUpdate) =>
      api.call(endpoints.updateEmployee, { params: { companyId }, body, banner: false }),
    onSuccess: settle.onSuccess,
  });
}

export function useUpdateProfile(personId: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: PersonProfileUpdate) =>
      api.call(endpoints.updateProfile, { params: { personId }, body, banner: false }),
    onSuccess: settle.onSuccess,
  });
}

export type EmailAction = 'add' | 'primary' | 'delete';
const EMAIL_ENDPOINT = {
  add: endpoints.addEmail,
  primary: endpoints.setPrimaryEmail,
  delete: endpoints.deleteEmail,
} as const;

export function useEmailAction(personId: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ action, email }: { action: EmailAction; email: string }) =>
      api.call(EMAIL_ENDPOINT[action], { params: { personId }, query: { email }, banner: false }),
    onSuccess: settle.onSuccess,
  });
}

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

export function useFeatureFlag(personId: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ flag, add }: { flag: string; add: boolean }) =>
      api.call(add ? endpoints.addFeatureFlag : endpoints.removeFeatureFlag, {
        params: { personId },
        query: { flag },
        banner: false,
      }),
    onSuccess: settle.onSuccess,
  });
}

export function useChangePosition(personId: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (positionId: number) =>
      api.call(endpoints.changePosition, { params: { positionId, personId }, banner: false }),
    onSuccess: settle.onSuccess,
  });
}

export function useSetSecurityRole(personId: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (roleId: number) =>
      api.call(endpoints.setSecurityRoles, { params: { personId }, body: { securityRoles: [roleId] }, banner: false }),
    onSuccess: settle.onSuccess,
  });
}

export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPosition) => api.call(endpoints.createPosition, { body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.allPositions }),
  });
}

export function usePositionRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, roleId, add }: { positionId: number; roleId: number; add: boolean }) =>
      api.call(add ? endpoints.addPositionRole : endpoints.removePositionRole, {
        params: { positionId, roleId },
        banner: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['people'] }),
  });
}
