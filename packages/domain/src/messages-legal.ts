/**
 * Italian texts of the legal pages (the privacy notice, /privacy, and the cookie policy, /cookie-policy): public,
 * lazily loaded routes that import them by path. Sentences with a link or an address in them keep it as a
 * {placeholder}.
 */
export const LEGAL_TEXTS = {
  PRIVACY_INTRO:
    'La presente informativa è resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (“GDPR”) e del D.Lgs. 196/2003 (“Codice in materia di protezione dei dati personali”) a coloro che utilizzano la Bacheca dei Ricevitori: il personale del back office e i titolari e gli operatori delle ricevitorie.',
  PRIVACY_CONTROLLER_TITLE: '1. Titolare del trattamento',
  PRIVACY_DATA_TITLE: '2. Dati trattati',
  PRIVACY_DATA:
    'Il Titolare tratta i dati identificativi e di contatto dell’utente (nome utente, nome e cognome, indirizzo e-mail, recapito telefonico, codice IVR e dati anagrafici della ricevitoria), i dati relativi agli accessi (data e ora degli accessi, esito dei tentativi di accesso, date di cambio della password) e la registrazione delle operazioni svolte nel portale. Le password sono conservate esclusivamente in forma cifrata e non sono mai leggibili dal personale.',
  PRIVACY_PURPOSES_TITLE: '3. Finalità e basi giuridiche del trattamento',
  PRIVACY_PURPOSE_SERVICE:
    'consentire l’accesso al portale, la gestione dell’utenza e lo svolgimento delle attività di back office e di vendita dei sistemi, in esecuzione del rapporto contrattuale con il Titolare (art. 6, par. 1, lett. b GDPR);',
  PRIVACY_PURPOSE_SECURITY:
    'garantire la sicurezza del servizio, prevenire accessi non autorizzati e frodi e tenere traccia delle operazioni svolte, sulla base del legittimo interesse del Titolare (art. 6, par. 1, lett. f GDPR);',
  PRIVACY_PURPOSE_COMMUNICATIONS:
    'inviare comunicazioni di servizio, come quelle relative alla password o all’esito delle pubblicazioni (art. 6, par. 1, lett. b GDPR);',
  PRIVACY_PURPOSE_OBLIGATIONS:
    'adempiere agli obblighi previsti dalla concessione, dalla normativa di settore e alle richieste delle autorità competenti (art. 6, par. 1, lett. c GDPR).',
  PRIVACY_PROVISION_TITLE: '4. Natura del conferimento',
  PRIVACY_PROVISION:
    'Il conferimento dei dati è volontario. Il mancato conferimento dei dati necessari all’identificazione e all’accesso comporta tuttavia l’impossibilità di utilizzare il portale e i servizi collegati.',
  PRIVACY_METHODS_TITLE: '5. Modalità del trattamento',
  PRIVACY_METHODS:
    'I dati sono trattati con strumenti elettronici, da personale autorizzato e istruito, con misure tecniche e organizzative adeguate a garantirne la riservatezza, l’integrità e la disponibilità, tra cui sessioni a scadenza, disconnessione automatica dopo un periodo di inattività e registrazione delle operazioni. Non sono effettuati processi decisionali automatizzati né attività di profilazione.',
  PRIVACY_RETENTION_TITLE: '6. Periodo di conservazione',
  PRIVACY_RETENTION:
    'I dati di contatto sono conservati per un periodo massimo di 36 mesi dalla cessazione dell’utenza o dall’ultimo contatto, e successivamente cancellati o resi anonimi. Gli altri dati sono conservati per la durata del rapporto e, dopo la sua cessazione, per il tempo strettamente necessario ad adempiere agli obblighi di legge o a tutelare i diritti del Titolare.',
  PRIVACY_RECIPIENTS_TITLE: '7. Destinatari dei dati',
  PRIVACY_RECIPIENTS:
    'I dati possono essere comunicati ai fornitori che gestiscono per conto del Titolare l’infrastruttura tecnologica e l’assistenza, nominati responsabili del trattamento ai sensi dell’art. 28 GDPR, e alle autorità pubbliche nei casi previsti dalla legge. I dati non sono diffusi. Il Titolare non trasferisce i dati al di fuori dello Spazio economico europeo; qualora ciò si rendesse necessario, il trasferimento avverrà nel rispetto degli articoli 44 e seguenti del GDPR.',
  PRIVACY_RIGHTS_TITLE: '8. Diritti dell’interessato',
  PRIVACY_RIGHTS: 'L’interessato può esercitare in ogni momento, nei confronti del Titolare, i diritti di:',
  PRIVACY_RIGHT_ACCESS: 'accesso ai dati personali (art. 15 GDPR);',
  PRIVACY_RIGHT_RECTIFICATION: 'rettifica dei dati inesatti o incompleti (art. 16 GDPR);',
  PRIVACY_RIGHT_ERASURE: 'cancellazione dei dati (“diritto all’oblio”, art. 17 GDPR);',
  PRIVACY_RIGHT_RESTRICTION: 'limitazione del trattamento (art. 18 GDPR);',
  PRIVACY_RIGHT_PORTABILITY: 'portabilità dei dati (art. 20 GDPR);',
  PRIVACY_RIGHT_OBJECTION: 'opposizione al trattamento (art. 21 GDPR).',
  PRIVACY_COMPLAINT_TITLE: '9. Reclamo all’autorità di controllo',
  GARANTE_SITE: 'www.garanteprivacy.it',
  PRIVACY_COOKIES_TITLE: '10. Cookie',
  COOKIE_POLICY_LINK: 'cookie policy',
  PRIVACY_UPDATES_TITLE: '11. Aggiornamenti',
  PRIVACY_UPDATES:
    'La presente informativa può essere aggiornata; la versione in vigore è sempre consultabile da questa pagina.',
  COOKIE_TOKEN_PURPOSE:
    'Contiene il token di sessione (JWT) che identifica l’utente autenticato e autorizza le richieste al portale.',
  COOKIE_TOKEN_EXP_PURPOSE:
    'Contiene la data e l’ora di scadenza del token di sessione, per rinnovarlo finché è valido.',
  COOKIE_TITLE: 'Cookie policy',
  COOKIE_INTRO:
    'La Bacheca dei Ricevitori utilizza esclusivamente cookie tecnici di prima parte, strettamente necessari a mantenere la sessione di lavoro dopo l’accesso. Non sono utilizzati cookie di profilazione, di analisi statistica o di terze parti. Ai sensi dell’art. 122 del Codice in materia di protezione dei dati personali e delle Linee guida del Garante del 10 giugno 2021, per i cookie tecnici non è richiesto il consenso.',
  COOKIE_TABLE_LABEL: 'Cookie utilizzati',
  COOKIE_COL_PURPOSE: 'Finalità',
  COOKIE_COL_DURATION: 'Durata',
  COOKIE_KIND: 'Tecnico, di sessione, prima parte',
  COOKIE_DURATION:
    'Pari alla validità del token (pochi minuti), rinnovata automaticamente durante l’uso; il cookie è eliminato all’uscita o alla scadenza della sessione.',
  COOKIE_ATTR_SECURE: 'Secure',
  COOKIE_ATTR_SAME_SITE: 'SameSite=Strict',
  GOOGLE_POLICY_LINK: 'informativa di Google',
  COOKIE_NO_CAPTCHA_COOKIES:
    'La verifica di sicurezza della pagina di accesso è svolta dal portale stesso e non imposta cookie.',
  COOKIE_DELETE:
    'È possibile eliminare i cookie dalle impostazioni del browser in qualsiasi momento; senza di essi non è possibile restare collegati al portale.',
  PRIVACY_LINK: 'informativa privacy',
  /** {email}: the privacy mailbox, a mailto link. */
  PRIVACY_CONTROLLER:
    'Titolare del trattamento è la società concessionaria che gestisce la Bacheca dei Ricevitori e la rete di vendita dei giochi (di seguito il “Titolare”). Per qualsiasi questione relativa al trattamento dei dati personali, compreso l’esercizio dei diritti descritti più avanti, è possibile scrivere alla casella dedicata {email}.',
  PRIVACY_REQUESTS:
    'Le richieste vanno inviate alla casella {email}. Il Titolare risponde senza ingiustificato ritardo e comunque entro un mese dal ricevimento della richiesta.',
  /** {site}: the Garante's web site, a link. */
  PRIVACY_COMPLAINT:
    'L’interessato che ritenga che il trattamento dei propri dati violi il GDPR ha il diritto di proporre reclamo al Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma, {site}), ai sensi dell’art. 77 GDPR, o di adire l’autorità giudiziaria.',
  /** {link}: the cookie policy page. */
  PRIVACY_COOKIES:
    'Il portale utilizza esclusivamente cookie tecnici necessari al mantenimento della sessione di lavoro. I dettagli sono riportati nella {link}.',
  /** {secure}, {sameSite}: the attributes' names, as code. */
  COOKIE_ATTRIBUTES:
    'Entrambi i cookie sono impostati con gli attributi {secure} (trasmessi solo su connessione cifrata) e {sameSite} (mai inviati da siti esterni), valgono per l’intero portale e non contengono la password dell’utente. La sessione termina comunque dopo 30 minuti di inattività.',
  /** {link}: Google's privacy notice. */
  COOKIE_RECAPTCHA:
    'Nella pagina di accesso è attivo il servizio Google reCAPTCHA, che può impostare propri cookie tecnici per distinguere gli utenti dai programmi automatici; si veda l’{link}.',
  /** {privacy}: the privacy notice page; {email}: the privacy mailbox. */
  COOKIE_CONTACT: 'Per informazioni sul trattamento dei dati si veda l’{privacy} o si scriva a {email}.',
} as const;
