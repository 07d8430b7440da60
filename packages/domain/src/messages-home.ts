/**
 * Italian texts of the staff's home page (/home: the sections' cards, the outlets and failed logins figures): a lazily
 * loaded route that imports them by path.
 */

export const SECTION_STAFF = 'Utenze del back office: ricerca, creazione, abilitazione e cambio password.';
export const SECTION_OUTLETS = 'Ricerca delle ricevitorie, stato delle utenze e simulazione.';
export const SECTION_REGISTRY = 'Dati anagrafici delle ricevitorie e richieste di variazione.';
export const SECTION_NOTIFICATIONS = 'Banner e popup mostrati alle ricevitorie.';
export const SECTION_SUPERENALOTTO =
  'Strutture, sistemi, proposte, pubblicazioni, premi straordinari, preferenze e grafiche.';
export const SECTION_GAME = 'Strutture, sistemi, proposte, pubblicazioni, preferenze e grafiche.';
export const SECTION_TOTOCALCIO = 'Creazione dei sistemi Totocalcio e archivio dei sistemi Si.ce.';
export const SECTION_SYNDICATE = 'Valutazione delle proposte syndicate.';
export const ACTIVE_OUTLETS = 'Ricevitorie attive';
export const FAILED_LOGINS = 'Ultimi login falliti';
export const FAILED_LOGINS_NONE = 'Nessuno.';
export const NO_SECTIONS = 'Nessuna sezione disponibile per il tuo profilo.';
/** After the active outlets' count: "su 1.234", the total a link to the list. */
export const OUTLETS_OF_TOTAL = 'su {total}';
/** The page title: "Buongiorno, Mario Rossi". */
export const GREETING = '{greeting}, {name}';
export const PROFILE = 'Profilo: {roles}';
