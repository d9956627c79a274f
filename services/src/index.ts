export { type App, type AppDeps, type BuildAppOptions, buildApp } from './app.ts';
export { makeBackupArchive } from './application/db-backup/db-backup-service.ts';
export { MAC_KIND, POD_KEY_KIND } from './application/pod/pod-claims.ts';
export { newPodIdKey } from './application/pod/pod-key.ts';
export { createAccount, EMAIL_KIND } from './application/user/accounts.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './application/user/demo-accounts.ts';
export { buildUserSession, type UserSession } from './application/user/user-session.ts';
export { type Argon2idParams, argon2idHash, OWASP_ARGON2ID } from './auth/argon2id-hash.ts';
export { type AuthProblem, authenticate, type SessionInfo, tokenFrom } from './auth/authenticate.ts';
export { requireAuth, requireRole, sessionOf } from './auth/guards.ts';
export { hashPassword, verifyPassword } from './auth/passwords.ts';
export { OWASP_SCRYPT, scryptHash } from './auth/scrypt-hash.ts';
export {
  AUTH_READ_MODEL,
  type EndSessionInput,
  endSession,
  type IssuedSession,
  type IssueSessionInput,
  issueSession,
  type SessionDeps,
} from './auth/sessions.ts';
export { hashToken } from './auth/tokens.ts';
export { BackupStore } from './files/backup-store.ts';
export { FileStore } from './files/file-store.ts';
export { ensureScreenshotBucket, ScreenshotStore } from './fleet-status/screenshot-store.ts';
export { UnavailableError } from './http/unavailable-error.ts';
export { localMailDir } from './mail/mail-config.ts';
export { readLatestResetCode } from './mail/reset-mail.ts';
export type { PaymentGateway } from './payments/payment-gateway.ts';
export { type StripeEndpoint, StripeGateway } from './payments/stripe-gateway.ts';
export { NOT_STARTED_REASON, playReaction } from './reactions/play.reaction.ts';
export { canSubscribe } from './realtime/channel-policy.ts';
export { RealtimeHub, type RealtimePush } from './realtime/realtime-hub.ts';
export { fail, ok, withErrors } from './schemas/reply.ts';
export { routeSchema } from './schemas/route-schema.ts';
export { type RunningServices, type StartServicesOptions, startServices } from './server.ts';
export { uiBuilds } from './ui/ui-plugin.ts';
