/**
 * Italian texts of the legal pages (the privacy notice, /privacy, and the cookie policy, /cookie-policy): public,
 * lazily loaded routes that import them by path. Sentences with a link or an address in them keep it as a
 * {placeholder}.
 */

export const PRIVACY_INTRO =
  'La presente informativa è resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (“GDPR”) e del D.Lgs. 196/2003 (“Codice in materia di protezione dei dati personali”) a coloro che utilizzano la Bacheca dei Ricevitori: il personale del back office e i titolari e gli operatori delle ricevitorie.';
export const PRIVACY_CONTROLLER_TITLE = '1. Titolare del trattamento';
export const PRIVACY_DATA_TITLE = '2. Dati trattati';
export const PRIVACY_DATA =
  'Il Titolare tratta i dati identificativi e di contatto dell’utente (nome utente, nome e cognome, indirizzo e-mail, recapito telefonico, codice IVR e dati anagrafici della ricevitoria), i dati relativi agli accessi (data e ora degli accessi, esito dei tentativi di accesso, date di cambio della password) e la registrazione delle operazioni svolte nel portale. Le password sono conservate esclusivamente in forma cifrata e non sono mai leggibili dal personale.';
export const PRIVACY_PURPOSES_TITLE = '3. Finalità e basi giuridiche del trattamento';
export const PRIVACY_PURPOSE_SERVICE =
  'consentire l’accesso al portale, la gestione dell’utenza e lo svolgimento delle attività di back office e di vendita dei sistemi, in esecuzione del rapporto contrattuale con il Titolare (art. 6, par. 1, lett. b GDPR);';
export const PRIVACY_PURPOSE_SECURITY =
  'garantire la sicurezza del servizio, prevenire accessi non autorizzati e frodi e tenere traccia delle operazioni svolte, sulla base del legittimo interesse del Titolare (art. 6, par. 1, lett. f GDPR);';
export const PRIVACY_PURPOSE_COMMUNICATIONS =
  'inviare comunicazioni di servizio, come quelle relative alla password o all’esito delle pubblicazioni (art. 6, par. 1, lett. b GDPR);';
export const PRIVACY_PURPOSE_OBLIGATIONS =
  'adempiere agli obblighi previsti dalla concessione, dalla normativa di settore e alle richieste delle autorità competenti (art. 6, par. 1, lett. c GDPR).';
export const PRIVACY_PROVISION_TITLE = '4. Natura del conferimento';
export const PRIVACY_PROVISION =
  'Il conferimento dei dati è volontario. Il mancato conferimento dei dati necessari all’identificazione e all’accesso comporta tuttavia l’impossibilità di utilizzare il portale e i servizi collegati.';
export const PRIVACY_METHODS_TITLE = '5. Modalità del trattamento';
export const PRIVACY_METHODS =
  'I dati sono trattati con strumenti elettronici, da personale autorizzato e istruito, con misure tecniche e organizzative adeguate a garantirne la riservatezza, l’integrità e la disponibilità, tra cui sessioni a scadenza, disconnessione automatica dopo un periodo di inattività e registrazione delle operazioni. Non sono effettuati processi decisionali automatizzati né attività di profilazione.';
export const PRIVACY_RETENTION_TITLE = '6. Periodo di conservazione';
export const PRIVACY_RETENTION =
  'I dati di contatto sono conservati per un periodo massimo di 36 mesi dalla cessazione dell’utenza o dall’ultimo contatto, e successivamente cancellati o resi anonimi. Gli altri dati sono conservati per la durata del rapporto e, dopo la sua cessazione, per il tempo strettamente necessario ad adempiere agli obblighi di legge o a tutelare i diritti del Titolare.';
export const PRIVACY_RECIPIENTS_TITLE = '7. Destinatari dei dati';
export const PRIVACY_RECIPIENTS =
  'I dati possono essere comunicati ai fornitori che gestiscono per conto del Titolare l’infrastruttura tecnologica e l’assistenza, nominati responsabili del trattamento ai sensi dell’art. 28 GDPR, e alle autorità pubbliche nei casi previsti dalla legge. I dati non sono diffusi. Il Titolare non trasferisce i dati al di fuori dello Spazio economico europeo; qualora ciò si rendesse necessario, il trasferimento avverrà nel rispetto degli articoli 44 e seguenti del GDPR.';
export const PRIVACY_RIGHTS_TITLE = '8. Diritti dell’interessato';
export const PRIVACY_RIGHTS = 'L’interessato può esercitare in ogni momento, nei confronti del Titolare, i diritti di:';
export const PRIVACY_RIGHT_ACCESS = 'accesso ai dati personali (art. 15 GDPR);';
export const PRIVACY_RIGHT_RECTIFICATION = 'rettifica dei dati inesatti o incompleti (art. 16 GDPR);';
export const PRIVACY_RIGHT_ERASURE = 'cancellazione dei dati (“diritto all’oblio”, art. 17 GDPR);';
export const PRIVACY_RIGHT_RESTRICTION = 'limitazione del trattamento (art. 18 GDPR);';
export const PRIVACY_RIGHT_PORTABILITY = 'portabilità dei dati (art. 20 GDPR);';
export const PRIVACY_RIGHT_OBJECTION = 'opposizione al trattamento (art. 21 GDPR).';
export const PRIVACY_COMPLAINT_TITLE = '9. Reclamo all’autorità di controllo';
export const GARANTE_SITE = 'www.garanteprivacy.it';
export const PRIVACY_COOKIES_TITLE = '10. Cookie';
export const COOKIE_POLICY_LINK = 'cookie policy';
export const PRIVACY_UPDATES_TITLE = '11. Aggiornamenti';
export const PRIVACY_UPDATES =
  'La presente informativa può essere aggiornata; la versione in vigore è sempre consultabile da questa pagina.';
export const COOKIE_TOKEN_PURPOSE =
  'Contiene il token di sessione (JWT) che identifica l’utente autenticato e autorizza le richieste al portale.';
export const COOKIE_TOKEN_EXP_PURPOSE =
  'Contiene la data e l’ora di scadenza del token di sessione, per rinnovarlo finché è valido.';
export const COOKIE_TITLE = 'Cookie policy';
export const COOKIE_INTRO =
  'La Bacheca dei Ricevitori utilizza esclusivamente cookie tecnici di prima parte, strettamente necessari a mantenere la sessione di lavoro dopo l’accesso. Non sono utilizzati cookie di profilazione, di analisi statistica o di terze parti. Ai sensi dell’art. 122 del Codice in materia di protezione dei dati personali e delle Linee guida del Garante del 10 giugno 2021, per i cookie tecnici non è richiesto il consenso.';
export const COOKIE_TABLE_LABEL = 'Cookie utilizzati';
export const COOKIE_COL_PURPOSE = 'Finalità';
export const COOKIE_COL_DURATION = 'Durata';
export const COOKIE_KIND = 'Tecnico, di sessione, prima parte';
export const COOKIE_DURATION =
  'Pari alla validità del token (pochi minuti), rinnovata automaticamente durante l’uso; il cookie è eliminato all’uscita o alla scadenza della sessione.';
export const COOKIE_ATTR_SECURE = 'Secure';
export const COOKIE_ATTR_SAME_SITE = 'SameSite=Strict';
export const GOOGLE_POLICY_LINK = 'informativa di Google';
export const COOKIE_NO_CAPTCHA_COOKIES =
  'La verifica di sicurezza della pagina di accesso è svolta dal portale stesso e non imposta cookie.';
export const COOKIE_DELETE =
  'È possibile eliminare i cookie dalle impostazioni del browser in qualsiasi momento; senza di essi non è possibile restare collegati al portale.';
export const PRIVACY_LINK = 'informativa privacy';
/** {email}: the privacy mailbox, a mailto link. */
export const PRIVACY_CONTROLLER =
  'Titolare del trattamento è la società concessionaria che gestisce la Bacheca dei Ricevitori e la rete di vendita dei giochi (di seguito il “Titolare”). Per qualsiasi questione relativa al trattamento dei dati personali, compreso l’esercizio dei diritti descritti più avanti, è possibile scrivere alla casella dedicata {email}.';
export const PRIVACY_REQUESTS =
  'Le richieste vanno inviate alla casella {email}. Il Titolare risponde senza ingiustificato ritardo e comunque entro un mese dal ricevimento della richiesta.';
/** {site}: the Garante's web site, a link. */
export const PRIVACY_COMPLAINT =
  'L’interessato che ritenga che il trattamento dei propri dati violi il GDPR ha il diritto di proporre reclamo al Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma, {site}), ai sensi dell’art. 77 GDPR, o di adire l’autorità giudiziaria.';
/** {link}: the cookie policy page. */
export const PRIVACY_COOKIES =
  'Il portale utilizza esclusivamente cookie tecnici necessari al mantenimento della sessione di lavoro. I dettagli sono riportati nella {link}.';
/** {secure}, {sameSite}: the attributes' names, as code. */
export const COOKIE_ATTRIBUTES =
  'Entrambi i cookie sono impostati con gli attributi {secure} (trasmessi solo su connessione cifrata) e {sameSite} (mai inviati da siti esterni), valgono per l’intero portale e non contengono la password dell’utente. La sessione termina comunque dopo 30 minuti di inattività.';
/** {link}: Google's privacy notice. */
export const COOKIE_RECAPTCHA =
  'Nella pagina di accesso è attivo il servizio Google reCAPTCHA, che può impostare propri cookie tecnici per distinguere gli utenti dai programmi automatici; si veda l’{link}.';
/** {privacy}: the privacy notice page; {email}: the privacy mailbox. */
export const COOKIE_CONTACT = 'Per informazioni sul trattamento dei dati si veda l’{privacy} o si scriva a {email}.';
