import type { AuthTokens } from '../entities/auth';
import type { AuthResponse, AuthService, ListsService } from '../services/account';

const USER = { id: '1', email: 'ada@example.com', metadata: {} };

/** Sign-in and lists over one in-memory session, as a provider whose capabilities share a session. */
export class FakeSignInAndLists implements AuthService, ListsService {
  initialize = () => Promise.resolve();
  getAuthData = (): Promise<AuthTokens | null> => Promise.resolve(null);
  login = (): Promise<AuthResponse> => Promise.resolve({ user: USER, customerConsents: [] });
  register = this.login;
  logout = () => Promise.resolve();
  getUser = this.login;
  forgotPassword = () => Promise.resolve();
  resetPassword = () => Promise.resolve();
  getFavorites = () => Promise.resolve([]);
  saveFavorites = () => Promise.resolve();
  getWatchHistory = () => Promise.resolve([]);
  saveWatchHistory = () => Promise.resolve();
}
