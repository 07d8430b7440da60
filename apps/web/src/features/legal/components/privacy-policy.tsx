import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/router-link';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function P({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/**
 * The privacy notice (artt. 13-14 GDPR) of the portal: controller, purposes, retention (contact data at most
 * 36 months), rights, complaint to the Garante, voluntary provision, privacy mailbox from the configuration.
 */
export function PrivacyPolicy({ privacyEmail }: { privacyEmail: string }) {
  const mail = (
    <Link href={`mailto:${privacyEmail}`} data-testid="privacy-email">
      {privacyEmail}
    </Link>
  );
  return (
    <Box data-testid="privacy-policy">
      <P>
        La presente informativa è resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (“GDPR”) e del
        D.Lgs. 196/2003 (“Codice in materia di protezione dei dati personali”) a coloro che utilizzano la Bacheca dei
        Ricevitori: il personale del back office e i titolari e gli operatori delle ricevitorie.
      </P>

      <Section id="privacy-titolare" title="1. Titolare del trattamento">
        <P>
          Titolare del trattamento è la società concessionaria che gestisce la Bacheca dei Ricevitori e la rete di
          vendita dei giochi (di seguito il “Titolare”). Per qualsiasi questione relativa al trattamento dei dati
          personali, compreso l’esercizio dei diritti descritti più avanti, è possibile scrivere alla casella dedicata{' '}
          {mail}.
        </P>
      </Section>

      <Section id="privacy-dati" title="2. Dati trattati">
        <P>
          Il Titolare tratta i dati identificativi e di contatto dell’utente (nome utente, nome e cognome, indirizzo
          e-mail, recapito telefonico, codice IVR e dati anagrafici della ricevitoria), i dati relativi agli accessi
          (data e ora degli accessi, esito dei tentativi di accesso, date di cambio della password) e la registrazione
          delle operazioni svolte nel portale. Le password sono conservate esclusivamente in forma cifrata e non sono
          mai leggibili dal personale.
        </P>
      </Section>

      <Section id="privacy-finalita" title="3. Finalità e basi giuridiche del trattamento">
        <Box component="ul" sx={{ mt: 0, pl: 3 }}>
          <li>
            <Typography component="span">
              consentire l’accesso al portale, la gestione dell’utenza e lo svolgimento delle attività di back office e
              di vendita dei sistemi, in esecuzione del rapporto contrattuale con il Titolare (art. 6, par. 1, lett. b
              GDPR);
            </Typography>
          </li>
          <li>
            <Typography component="span">
              garantire la sicurezza del servizio, prevenire accessi non autorizzati e frodi e tenere traccia delle
              operazioni svolte, sulla base del legittimo interesse del Titolare (art. 6, par. 1, lett. f GDPR);
            </Typography>
          </li>
          <li>
            <Typography component="span">
              inviare comunicazioni di servizio, come quelle relative alla password o all’esito delle pubblicazioni
              (art. 6, par. 1, lett. b GDPR);
            </Typography>
          </li>
          <li>
            <Typography component="span">
              adempiere agli obblighi previsti dalla concessione, dalla normativa di settore e alle richieste delle
              autorità competenti (art. 6, par. 1, lett. c GDPR).
            </Typography>
          </li>
        </Box>
      </Section>

      <Section id="privacy-conferimento" title="4. Natura del conferimento">
        <P>
          Il conferimento dei dati è volontario. Il mancato conferimento dei dati necessari all’identificazione e
          all’accesso comporta tuttavia l’impossibilità di utilizzare il portale e i servizi collegati.
        </P>
      </Section>

      <Section id="privacy-modalita" title="5. Modalità del trattamento">
        <P>
          I dati sono trattati con strumenti elettronici, da personale autorizzato e istruito, con misure tecniche e
          organizzative adeguate a garantirne la riservatezza, l’integrità e la disponibilità, tra cui sessioni a
          scadenza, disconnessione automatica dopo un periodo di inattività e registrazione delle operazioni. Non sono
          effettuati processi decisionali automatizzati né attività di profilazione.
        </P>
      </Section>

      <Section id="privacy-conservazione" title="6. Periodo di conservazione">
        <P>
          I dati di contatto sono conservati per un periodo massimo di 36 mesi dalla cessazione dell’utenza o
          dall’ultimo contatto, e successivamente cancellati o resi anonimi. Gli altri dati sono conservati per la
          durata del rapporto e, dopo la sua cessazione, per il tempo strettamente necessario ad adempiere agli obblighi
          di legge o a tutelare i diritti del Titolare.
        </P>
      </Section>

      <Section id="privacy-destinatari" title="7. Destinatari dei dati">
        <P>
          I dati possono essere comunicati ai fornitori che gestiscono per conto del Titolare l’infrastruttura
          tecnologica e l’assistenza, nominati responsabili del trattamento ai sensi dell’art. 28 GDPR, e alle autorità
          pubbliche nei casi previsti dalla legge. I dati non sono diffusi. Il Titolare non trasferisce i dati al di
          fuori dello Spazio economico europeo; qualora ciò si rendesse necessario, il trasferimento avverrà nel
          rispetto degli articoli 44 e seguenti del GDPR.
        </P>
      </Section>

      <Section id="privacy-diritti" title="8. Diritti dell’interessato">
        <P>L’interessato può esercitare in ogni momento, nei confronti del Titolare, i diritti di:</P>
        <Box component="ul" sx={{ mt: 0, pl: 3 }}>
          <li>accesso ai dati personali (art. 15 GDPR);</li>
          <li>rettifica dei dati inesatti o incompleti (art. 16 GDPR);</li>
          <li>cancellazione dei dati (“diritto all’oblio”, art. 17 GDPR);</li>
          <li>limitazione del trattamento (art. 18 GDPR);</li>
          <li>portabilità dei dati (art. 20 GDPR);</li>
          <li>opposizione al trattamento (art. 21 GDPR).</li>
        </Box>
        <P>
          Le richieste vanno inviate alla casella {mail}. Il Titolare risponde senza ingiustificato ritardo e comunque
          entro un mese dal ricevimento della richiesta.
        </P>
      </Section>

      <Section id="privacy-reclamo" title="9. Reclamo all’autorità di controllo">
        <P>
          L’interessato che ritenga che il trattamento dei propri dati violi il GDPR ha il diritto di proporre reclamo
          al Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma,{' '}
          <Link href="https://www.garanteprivacy.it" target="_blank" rel="noopener">
            www.garanteprivacy.it
          </Link>
          ), ai sensi dell’art. 77 GDPR, o di adire l’autorità giudiziaria.
        </P>
      </Section>

      <Section id="privacy-cookie" title="10. Cookie">
        <P>
          Il portale utilizza esclusivamente cookie tecnici necessari al mantenimento della sessione di lavoro. I
          dettagli sono riportati nella <RouterLink to="/cookie-policy">cookie policy</RouterLink>.
        </P>
      </Section>

      <Section id="privacy-aggiornamenti" title="11. Aggiornamenti">
        <P>
          La presente informativa può essere aggiornata; la versione in vigore è sempre consultabile da questa pagina.
        </P>
      </Section>
    </Box>
  );
}
