// `/user/…`: sign-in on a pod and by phone, sign-up, password reset, the time balance.
export * from './login.ts';
export * from './login-form-rules.ts';
export * from './payment.ts';
export * from './player-offers.ts';
export * from './register.ts';
export * from './remaining-time.ts';
export * from './reset-pass.ts';
export * from './seat.ts';
export * from './signup-form-rules.ts';
export * from './streaming.ts';
export * from './user-session.ts';
