import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/router-link';
import { formatNodes } from '../../../lib/format-nodes';
import * as T from '@bacheca/domain/messages-legal';

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
      <P>{T.PRIVACY_INTRO}</P>

      <Section id="privacy-titolare" title={T.PRIVACY_CONTROLLER_TITLE}>
        <P>{formatNodes(T.PRIVACY_CONTROLLER, { email: mail })}</P>
      </Section>

      <Section id="privacy-dati" title={T.PRIVACY_DATA_TITLE}>
        <P>{T.PRIVACY_DATA}</P>
      </Section>

      <Section id="privacy-finalita" title={T.PRIVACY_PURPOSES_TITLE}>
        <Box component="ul" sx={{ mt: 0, pl: 3 }}>
          <li>
            <Typography component="span">{T.PRIVACY_PURPOSE_SERVICE}</Typography>
          </li>
          <li>
            <Typography component="span">{T.PRIVACY_PURPOSE_SECURITY}</Typography>
          </li>
          <li>
            <Typography component="span">{T.PRIVACY_PURPOSE_COMMUNICATIONS}</Typography>
          </li>
          <li>
            <Typography component="span">{T.PRIVACY_PURPOSE_OBLIGATIONS}</Typography>
          </li>
        </Box>
      </Section>

      <Section id="privacy-conferimento" title={T.PRIVACY_PROVISION_TITLE}>
        <P>{T.PRIVACY_PROVISION}</P>
      </Section>

      <Section id="privacy-modalita" title={T.PRIVACY_METHODS_TITLE}>
        <P>{T.PRIVACY_METHODS}</P>
      </Section>

      <Section id="privacy-conservazione" title={T.PRIVACY_RETENTION_TITLE}>
        <P>{T.PRIVACY_RETENTION}</P>
      </Section>

      <Section id="privacy-destinatari" title={T.PRIVACY_RECIPIENTS_TITLE}>
        <P>{T.PRIVACY_RECIPIENTS}</P>
      </Section>

      <Section id="privacy-diritti" title={T.PRIVACY_RIGHTS_TITLE}>
        <P>{T.PRIVACY_RIGHTS}</P>
        <Box component="ul" sx={{ mt: 0, pl: 3 }}>
          <li>{T.PRIVACY_RIGHT_ACCESS}</li>
          <li>{T.PRIVACY_RIGHT_RECTIFICATION}</li>
          <li>{T.PRIVACY_RIGHT_ERASURE}</li>
          <li>{T.PRIVACY_RIGHT_RESTRICTION}</li>
          <li>{T.PRIVACY_RIGHT_PORTABILITY}</li>
          <li>{T.PRIVACY_RIGHT_OBJECTION}</li>
        </Box>
        <P>{formatNodes(T.PRIVACY_REQUESTS, { email: mail })}</P>
      </Section>

      <Section id="privacy-reclamo" title={T.PRIVACY_COMPLAINT_TITLE}>
        <P>
          {formatNodes(T.PRIVACY_COMPLAINT, {
            site: (
              <Link href="https://www.garanteprivacy.it" target="_blank" rel="noopener">
                {T.GARANTE_SITE}
              </Link>
            ),
          })}
        </P>
      </Section>

      <Section id="privacy-cookie" title={T.PRIVACY_COOKIES_TITLE}>
        <P>
          {formatNodes(T.PRIVACY_COOKIES, {
            link: <RouterLink to="/cookie-policy">{T.COOKIE_POLICY_LINK}</RouterLink>,
          })}
        </P>
      </Section>

      <Section id="privacy-aggiornamenti" title={T.PRIVACY_UPDATES_TITLE}>
        <P>{T.PRIVACY_UPDATES}</P>
      </Section>
    </Box>
  );
}
