import type { PeopleDeps } from './people-deps.js';
import { credential } from './credential.js';
import { addEmployee } from './create-employee.js';
import { exportEmployees, exportPeople, getPerson, listEmployees, searchPeople } from './list-people.js';
import { personActivity } from './person-activity.js';
import { addEmail, deleteEmail, setPrimaryEmail, validateEmail } from './person-emails.js';
import {
  addFeatureFlag,
  removeFeatureFlag,
  setActive,
  setForcePasswordReset,
  setNotifications,
  setRequireTotp,
} from './person-switches.js';
import { changePosition, changePositionRole, createPosition, listPositions } from './positions.js';
import { registerCompany } from './register-company.js';
import { listPermissions, listRoles, setSecurityRoles } from './security-roles.js';
import { updateEmployee, updateProfile } from './update-person.js';
import { virtualEmployers } from './virtual-employment.js';

export type { PersonExportItem } from './list-people.js';

export type PeopleServiceDeps = PeopleDeps;

/** The people area's use cases (one per file in this folder), each given the area's dependencies. */
export function createPeopleService({ now, ...rest }: PeopleServiceDeps) {
  const deps: PeopleDeps = { ...rest, now };
  const use =
    <A extends unknown[], R>(useCase: (deps: PeopleDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(deps, ...args);

  return {
    // People
    searchPeople: use(searchPeople),
    exportPeople: use(exportPeople),
    listEmployees: use(listEmployees),
    exportEmployees: use(exportEmployees),
    getPerson: use(getPerson),
    addEmployee: use(addEmployee),
    updateEmployee: use(updateEmployee),
    updateProfile: use(updateProfile),
    activity: use(personActivity),
    credential: use(credential),

    // E-mail addresses
    addEmail: use(addEmail),
    setPrimaryEmail: use(setPrimaryEmail),
    deleteEmail: use(deleteEmail),
    validateEmail: use(validateEmail),

    // Switches and feature flags
    setActive: use(setActive),
    setNotifications: use(setNotifications),
    setForcePasswordReset: use(setForcePasswordReset),
    setRequireTotp: use(setRequireTotp),
    addFeatureFlag: use(addFeatureFlag),
    removeFeatureFlag: use(removeFeatureFlag),

    // Positions and security roles
    changePosition: use(changePosition),
    setSecurityRoles: use(setSecurityRoles),
    listPositions: use(listPositions),
    createPosition: use(createPosition),
    changePositionRole: use(changePositionRole),
    listRoles: use(listRoles),
    listPermissions: use(listPermissions),

    // Virtual employment
    virtualEmployers: use(virtualEmployers),

    // A company registered with its first person (decision 0067)
    registerCompany: use(registerCompany),
  };
}
