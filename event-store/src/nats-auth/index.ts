export * from './account.ts';
export * from './auth-material.ts';
export * from './jwt.ts';
export * from './operator.ts';
export * from './pod-permissions.ts';
export * from './station-revocations.ts';
export * from './user.ts';
