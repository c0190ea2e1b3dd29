import type { Context, Next } from 'koa';
import { clientAddressOf } from './rate-limit';

/**
 * Every request learns who it comes from once: `ctx.state.clientAddress`, the learner's address
 * web forwards (trusted only with web's server secret), else the connection's. The access log
 * records it beside each sign-in and each staff read or change of personal data.
 */
export default () => async (ctx: Context, next: Next) => {
  ctx.state.clientAddress = clientAddressOf(ctx);
  await next();
};
