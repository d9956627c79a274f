/** The role ids every side names: the forms' rules, the pages' checks and services' guards. */
export const ROLE_IDS = { player: 1, facilitator: 2, clientAdmin: 3, superAdmin: 4, restrictedAdmin: 5 } as const;
