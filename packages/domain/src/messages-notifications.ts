/**
 * Italian field messages of a notification's outlet targeting. Kept out of messages.ts, which every
 * page (the login too) loads up front; the notification schemas import them by path.
 */
export const REGION_INVALID = "Regione non valida: sceglierla dall'elenco.";
export const PROVINCE_INVALID = 'Provincia non valida: indicare la sigla di 2 lettere (es. RM).';
export const IVR_CODE_INVALID = 'Codice IVR non valido: solo lettere e cifre, al massimo 20 caratteri.';
export const IVR_TOO_MANY = 'Troppi codici IVR: al massimo 5.000 per notifica.';
