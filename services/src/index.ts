export { type App, type AppDeps, type BuildAppOptions, buildApp } from './app.ts';
export { type Argon2idParams, argon2idHash, OWASP_ARGON2ID } from './auth/argon2id-hash.ts';
export { type AuthProblem, authenticate, type SessionInfo, tokenFrom } from './auth/authenticate.ts';
export { requireAuth, requireRole, sessionOf } from './auth/guards.ts';
export { hashPassword, verifyPassword } from './auth/passwords.ts';
export { OWASP_SCRYPT, scryptHash } from './auth/scrypt-hash.ts';
export { hashToken } from './auth/tokens.ts';
export { BackupStore } from './db-backups/adapters/backup-store.ts';
export { makeBackupArchive } from './db-backups/application/db-backup-service.ts';
export { FileStore } from './files/file-store.ts';
export { NOT_STARTED_REASON, playReaction } from './games/reactions/play.reaction.ts';
export { UnavailableError } from './http/unavailable-error.ts';
export { localMailDir } from './mail/mail-config.ts';
export type { PaymentGateway } from './payments/adapters/payment-gateway.ts';
export { type StripeEndpoint, StripeGateway } from './payments/adapters/stripe-gateway.ts';
export { MAC_KIND, POD_KEY_KIND } from './pods/application/pod-claims.ts';
export { newPodIdKey } from './pods/application/pod-key.ts';
export { ensureScreenshotBucket, ScreenshotStore } from './pods/fleet-status/screenshot-store.ts';
export { canSubscribe } from './realtime/channel-policy.ts';
export { RealtimeHub, type RealtimePush } from './realtime/realtime-hub.ts';
export { fail, ok, withErrors } from './schemas/reply.ts';
export { routeSchema } from './schemas/route-schema.ts';
export { type RunningServices, type StartServicesOptions, startServices } from './server.ts';
export { uiBuilds } from './ui/ui-plugin.ts';
export { readLatestResetCode } from './users/adapters/reset-mail.ts';
export { createAccount, EMAIL_KIND } from './users/application/accounts.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './users/application/demo-accounts.ts';
export {
  AUTH_READ_MODEL,
  type EndSessionInput,
  endSession,
  type IssuedSession,
  type IssueSessionInput,
  issueSession,
  type SessionDeps,
} from './users/application/sessions.ts';
export { buildUserSession, type UserSession } from './users/application/user-session.ts';
export { newWebhookSecret, WebhookSecrets } from './webhooks/adapters/webhook-secrets.ts';
