/**
 * Italian texts of the login state of an account on the detail pages of a staff user and of an outlet
 * (components/account-state.tsx, last-access-list.tsx): the "Stato" section, the header's chips and the access
 * actions. Those pages (lazily loaded routes) import them by path. The labels agree with "amministratore"
 * (masculine) or "ricevitoria" (feminine); the forced change's words are the lists' (./messages-accounts.ts).
 */
export const ACCOUNT_STATE_TEXTS = {
  STATE: 'Stato',
  MASCULINE: {
    ENABLED: 'Abilitato',
    DISABLED: 'Disabilitato',
    ACTIVE: 'Attivo',
    INACTIVE: 'Non attivo',
    BLOCKED: 'Bloccato',
  },
  FEMININE: {
    ENABLED: 'Abilitata',
    DISABLED: 'Disabilitata',
    ACTIVE: 'Attiva',
    INACTIVE: 'Non attiva',
    BLOCKED: 'Bloccata',
  },
  FAILED_ATTEMPTS: 'Tentativi falliti',
  FORCE_PASSWORD_CHANGE: 'Cambio password al prossimo accesso',
  LAST_PASSWORD_CHANGE: 'Ultimo cambio password',
  INSERTED_DATE: 'Data inserimento',
  /** The chip of an account that must change its password. */
  PASSWORD_CHANGE_REQUIRED: 'Cambio password richiesto',
  UNBLOCK: 'Sblocca',
  /** The last access per channel (spec §3), "Mai" when there was none. */
  LAST_ACCESS: 'Ultimo accesso per canale',
  CHANNEL_WEB: 'Web',
  CHANNEL_TG: 'TG',
  CHANNEL_TG_BEST: 'TgBest',
  CHANNEL_VTG: 'VTG',
  NEVER: 'Mai',
} as const;
