import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below MUI's `md` breakpoint (900 px): a phone or a narrow window (issue 28: the sidebar becomes a temporary drawer,
 * the outlet's banners one line). A plain media query, so it needs no theme in context.
 */
export const PHONE_MEDIA_QUERY = '(max-width:899.95px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });
}
