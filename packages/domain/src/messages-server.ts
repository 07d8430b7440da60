/**
 * Texts the server writes for people outside a request's answer: the e-mails (invitation, a finished publication
 * job) and the staff bell's messages of the background jobs, and the names it gives to copies.
 */
export const MAIL_TEXTS = {
  INVITE_SUBJECT: 'Bacheca dei Ricevitori: attivazione della tua utenza',
  INVITE_BODY: [
    'Gentile {name},',
    '',
    'è stata creata per te l\'utenza "{username}" sulla Bacheca dei Ricevitori.',
    'Per scegliere la password e attivarla apri questo collegamento entro 24 ore:',
    '{link}',
    '',
    'Se non ti aspettavi questo messaggio puoi ignorarlo.',
  ].join('\n'),
  /** A background job's bell message sent by e-mail too: its title, then its text and the link to its page. */
  JOB_SUBJECT: 'Bacheca dei Ricevitori – {title}',
  JOB_BODY: '{body}\n\nDettaglio: {link}\n',
} as const;

export const JOB_MESSAGES = {
  PUBLICATION_TITLE: 'Job {code}: {status}',
  PUBLICATION_BODY:
    'Pubblicati {published}, già presenti {alreadyPresent}, in errore {failed} su {items} ({systems} sistemi).',
  WINS_TITLE: 'Vincite calcolate: {game}, {contest}',
  WINS_BODY: 'Sistemi vincenti {winning} su {processed}, vincita totale {total}.',
  /** The contest in a wins message: its number and year, or its id when the contest row is gone. */
  WINS_CONTEST: 'concorso {number}/{year}',
  WINS_CONTEST_ID: 'concorso {id}',
} as const;

export const COPY_NAMES = {
  /** A duplicated graphic's name; " (2)", " (3)"… follow while the name is taken. */
  GRAPHIC_COPY: 'Copia di {name}',
} as const;
