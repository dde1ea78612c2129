export { NONCE_STORAGE_KEY, postUltpCall, postUltpRest, ULTP_CLIENT, ultpNonce } from './ultp-client';
