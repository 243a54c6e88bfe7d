import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@atiende/contracts';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { forgotPassword, resetPassword } from './auth-password-reset';
import {
  loadRevocations,
  logout,
  me,
  refresh,
  type AuthContext,
  type AuthDeps,
  type RequestMeta,
} from './auth-sessions';
import { login, register } from './auth-sign-in';

export type { RequestMeta, SessionResult } from './auth-sessions';

const DAY_MS = 86_400_000;

export function createAuthService(deps: AuthDeps) {
  const { config } = deps;
  const ctx: AuthContext = {
    ...deps,
    refreshTtlMs: config.auth.refreshTokenTtlDays * DAY_MS,
    loginWindowMs: config.rateLimits.loginWindowMinutes * 60_000,
    timing: {},
  };
  return {
    login: (input: LoginInput, meta: RequestMeta) => login(ctx, input, meta),
    register: (input: RegisterInput, meta: RequestMeta) => register(ctx, input, meta),
    refresh: (refreshToken: string | undefined) => refresh(ctx, refreshToken),
    logout: (claims: AccessClaims, meta?: RequestMeta) => logout(ctx, claims, meta),
    me: (claims: AccessClaims) => me(ctx, claims),
    forgotPassword: (input: ForgotPasswordInput, meta: RequestMeta) =>
      forgotPassword(ctx, input, meta),
    resetPassword: (input: ResetPasswordInput) => resetPassword(ctx, input),
    loadRevocations: () => loadRevocations(ctx),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
