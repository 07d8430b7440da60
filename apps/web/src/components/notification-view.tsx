import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NOTIFICATION_CATEGORY_LABELS } from '@bacheca/domain/enums';
import { linkKind } from '@bacheca/domain/links';
import type { DeliveredNotification, NotificationCategory } from '@bacheca/domain';
import { sanitizeRichText } from '../lib/rich-text';
import * as DELIVERY_TEXTS from '@bacheca/domain/messages-delivery';

/** The colour of a notification by category. */
export const CATEGORY_SEVERITY: Record<NotificationCategory, AlertColor> = {
  IMPORTANT: 'error',
  VERIFICATION: 'warning',
  NEWS: 'success',
  GENERAL: 'info',
  NORMAL: 'info',
};

export type NotificationContent = Pick<DeliveredNotification, 'category' | 'title' | 'content' | 'url'>;

/** The rich content, sanitized again before it meets the DOM. */
export function RichContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ '& p, & div': { m: 0 }, '& ul, & ol': { my: 0.5, pl: 3 }, '& a': { color: 'inherit', fontWeight: 600 } }}
      // sanitized by the server and again here (lib/rich-text.ts)
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}

/**
 * "Approfondisci" link of a notification: a path of this site in the same tab, an http(s) page of another site in a
 * new tab without opener or referrer, anything else (a stored "/\host", "javascript:") not at all (links.ts).
 */
export function NotificationLink({ url }: { url: string | null }) {
  const kind = linkKind(url);
  if (!url || kind === 'none') return null;
  const external = kind === 'external';
  return (
    <Link
      href={url}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      sx={{ display: 'inline-block', mt: 0.5 }}
    >
      {DELIVERY_TEXTS.READ_MORE}
    </Link>
  );
}

/** A banner as boards show it: category colour, title, rich content, link. */
export function BannerView({ n, testId, onClose }: { n: NotificationContent; testId?: string; onClose?: () => void }) {
  return (
    <Alert
      severity={CATEGORY_SEVERITY[n.category]}
      variant="standard"
      role="status"
      data-testid={testId}
      onClose={onClose}
      closeText="Chiudi"
      sx={{ borderRadius: 0 }}
    >
      <AlertTitle sx={{ mb: 0.25 }}>
        {n.title}{' '}
        <Box component="span" sx={{ fontWeight: 400, fontSize: '0.8em', opacity: 0.8 }}>
          · {NOTIFICATION_CATEGORY_LABELS[n.category]}
        </Box>
      </AlertTitle>
      <RichContent html={n.content} />
      <NotificationLink url={n.url} />
    </Alert>
  );
}
