/**
 * Layer 4: the store (database, secret, nonces, clock) and each request's context (session, user,
 * nonce helpers), with the middlewares that open the session and send the session, cart and
 * reservation cookies after the handler.
 */
export { cartReservedTimer } from './cart-reserved-timer';
export { type AppEnv, type RequestContext, requestContext } from './request-context';
export { createStore, type Store } from './store';
