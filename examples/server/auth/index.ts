/**
 * Layer 2 (domain): sessions, nonces and users. Imports db/ and lib/.
 */
export { createNonces, type NonceCheck, type Nonces } from './nonces';
export {
  deleteExpiredSessions,
  resumeSession,
  type Session,
  saveSessionData,
  sessionCookieName,
  sessionCookieValue,
  setSessionUser,
} from './sessions';
export { authenticate, findUser, type User } from './users';
