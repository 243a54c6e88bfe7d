export { authRoutes, REFRESH_COOKIE } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export { findActiveSessions, revokeSession, revokeUserSessions } from './auth.repository';
