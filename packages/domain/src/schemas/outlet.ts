import { z } from 'zod';
import { ERRORS } from '../messages';
import { idParam } from './common';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

// ---------------------------------------------------------------- the outlet's quote requests

/** `POST /ricevitore/systems/{systemId}/quotes`: quote wanted by the outlet, more than zero (the server checks it is available). */
export const outletQuoteRequest = z.object({
  quantity: z.number(msg('QUOTE_AMOUNT_INVALID')).int(msg('QUOTE_AMOUNT_INVALID')).min(1, msg('QUOTE_AMOUNT_INVALID')).max(125, msg('QUOTE_NOT_AVAILABLE')),
});
export type OutletQuoteRequest = z.input<typeof outletQuoteRequest>;
export const outletQuoteResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  systemId: z.number().int(),
  quotesTotal: z.number().int(),
  quotesAssigned: z.number().int(),
  quotesAvailable: z.number().int(),
  /** The quote the outlet holds on the system after the request. */
  held: z.number().int(),
});
export const outletSystemParams = z.object({ systemId: idParam });
