/**
 * Italian texts of the login state of an account on the detail pages of a staff user and of an outlet
 * (components/account-state.tsx, last-access-list.tsx): the "Stato" section, the header's chips and the access
 * actions. Those pages (lazily loaded routes) import them by path. The labels agree with "amministratore"
 * (masculine) or "ricevitoria" (feminine); the forced change's words are the lists' (./messages-accounts.ts).
 */

export const STATE = 'Stato';
export const MASCULINE = {
  ENABLED: 'Abilitato',
  DISABLED: 'Disabilitato',
  ACTIVE: 'Attivo',
  INACTIVE: 'Non attivo',
  BLOCKED: 'Bloccato',
};
export const FEMININE = {
  ENABLED: 'Abilitata',
  DISABLED: 'Disabilitata',
  ACTIVE: 'Attiva',
  INACTIVE: 'Non attiva',
  BLOCKED: 'Bloccata',
};
export const FAILED_ATTEMPTS = 'Tentativi falliti';
export const FORCE_PASSWORD_CHANGE = 'Cambio password al prossimo accesso';
export const LAST_PASSWORD_CHANGE = 'Ultimo cambio password';
export const INSERTED_DATE = 'Data inserimento';
/** The chip of an account that must change its password. */
export const PASSWORD_CHANGE_REQUIRED = 'Cambio password richiesto';
export const UNBLOCK = 'Sblocca';
/** The last access per channel (spec §3), "Mai" when there was none. */
export const LAST_ACCESS = 'Ultimo accesso per canale';
export const CHANNEL_WEB = 'Web';
export const CHANNEL_TG = 'TG';
export const CHANNEL_TG_BEST = 'TgBest';
export const CHANNEL_VTG = 'VTG';
export const NEVER = 'Mai';
