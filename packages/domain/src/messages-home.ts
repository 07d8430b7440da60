/**
 * Italian texts of the staff's home page (/home: the sections' cards, the outlets and failed logins figures): a lazily
 * loaded route that imports them by path.
 */
export const HOME_TEXTS = {
  SECTION_STAFF: 'Utenze del back office: ricerca, creazione, abilitazione e cambio password.',
  SECTION_OUTLETS: 'Ricerca delle ricevitorie, stato delle utenze e simulazione.',
  SECTION_REGISTRY: 'Dati anagrafici delle ricevitorie e richieste di variazione.',
  SECTION_NOTIFICATIONS: 'Banner e popup mostrati alle ricevitorie.',
  SECTION_SUPERENALOTTO: 'Strutture, sistemi, proposte, pubblicazioni, premi straordinari, preferenze e grafiche.',
  SECTION_GAME: 'Strutture, sistemi, proposte, pubblicazioni, preferenze e grafiche.',
  SECTION_TOTOCALCIO: 'Creazione dei sistemi Totocalcio e archivio dei sistemi Si.ce.',
  SECTION_SYNDICATE: 'Valutazione delle proposte syndicate.',
  ACTIVE_OUTLETS: 'Ricevitorie attive',
  FAILED_LOGINS: 'Ultimi login falliti',
  FAILED_LOGINS_NONE: 'Nessuno.',
  NO_SECTIONS: 'Nessuna sezione disponibile per il tuo profilo.',
  /** After the active outlets' count: "su 1.234", the total a link to the list. */
  OUTLETS_OF_TOTAL: 'su {total}',
  /** The page title: "Buongiorno, Mario Rossi". */
  GREETING: '{greeting}, {name}',
  PROFILE: 'Profilo: {roles}',
} as const;
