import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_CATEGORY_LABELS } from '@bacheca/domain/enums';
import type { NotificationType } from '@bacheca/domain';
import {
  BannerView,
  NotificationLink,
  RichContent,
  type NotificationContent,
} from '../../../components/notification-view';
import * as T from '@bacheca/domain/messages-notification-preview';

/** How the banner or popup will look on the boards, updated while typing. */
export function NotificationPreview({ type, n }: { type: NotificationType; n: NotificationContent }) {
  const shown = {
    ...n,
    title: n.title || T.TITLE_PLACEHOLDER,
    content: n.content || `<p>${T.CONTENT_PLACEHOLDER}</p>`,
  };
  return (
    <Box data-testid="notification-preview">
      <Typography variant="overline" color="text.secondary">
        {type === 'banner' ? T.PREVIEW_BANNER : T.PREVIEW_POPUP}
      </Typography>
      {type === 'banner' ? (
        <Box sx={{ border: 1, borderColor: 'divider' }}>
          <BannerView n={shown} testId="preview-banner" />
        </Box>
      ) : (
        <Box sx={{ bgcolor: 'rgba(0,0,0,0.35)', p: 3, borderRadius: 1 }}>
          <Paper elevation={8} sx={{ p: 2.5, maxWidth: 480, mx: 'auto' }} data-testid="preview-popup">
            <Typography variant="caption" color="text.secondary">
              {NOTIFICATION_CATEGORY_LABELS[shown.category]}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mb: 1 }}>
              {shown.title}
            </Typography>
            <RichContent html={shown.content} />
            <NotificationLink url={shown.url} />
            <Typography sx={{ textAlign: 'right', mt: 2, fontWeight: 600, color: 'primary.main' }}>
              {T.POPUP_READ}
            </Typography>
          </Paper>
        </Box>
      )}
    </Box>
  );
}
