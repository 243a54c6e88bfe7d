import { createContext, useContext } from 'react';
import type { AuthResponse, User } from '@atiende/contracts';

/** checking: deciding at start (no login page flash); then authenticated or anonymous. */
export type AuthStatus = 'checking' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** The user signed out on purpose (so /login does not remember the page they left). */
  hasSignedOut: boolean;
  /** Stores the token and user from a login or registration answer. */
  signIn: (session: AuthResponse) => void;
  /** Replaces the signed-in user's data after they change it (Mi Perfil). */
  updateUser: (user: User) => void;
  /** POST /auth/logout, clear the token, toast "Sesión cerrada", go to /login. */
  logout: () => Promise<void>;
  isLoggingOut: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
