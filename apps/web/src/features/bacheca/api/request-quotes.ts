import { api } from '../../../lib/api-client';

export interface QuoteAnswer {
  ok: true;
  message: string;
  systemId: number;
  quotesAvailable: number;
  held: number;
}

/** POST /ricevitore/systems/{id}/quotes: the outlet takes `quantity` quotes of a system. */
export const requestQuotes = (systemId: number, quantity: number) =>
  api.post<QuoteAnswer>(`/ricevitore/systems/${systemId}/quotes`, { quantity });
