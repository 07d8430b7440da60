import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import 'altcha';
import 'altcha/i18n/it';
import type { CaptchaHandle } from './captcha-handle';

export const ALTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';

type AltchaElement = HTMLElement & AltchaWidgetMethods;

/** The widget's own request for the challenge, with the JSON content type every request carries (spec §7). */
function challengeFetch(url: string, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('Content-Type', 'application/json');
  return fetch(url, { ...init, headers, credentials: 'same-origin' });
}

/**
 * The self-hosted ALTCHA proof of work (decisions.md). It starts solving as soon as the page loads, so the
 * user rarely waits; the solution payload (base64) becomes gCaptchaToken.
 */
export function AltchaCaptcha({ ref }: { ref?: Ref<CaptchaHandle> }) {
  const el = useRef<HTMLElement>(null);
  const payload = useRef('');

  useEffect(() => {
    const widget = el.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as AltchaStateChangeEvent).detail;
      payload.current = detail?.state === 'verified' ? (detail.payload ?? '') : '';
    };
    const onVerified = (event: Event) => {
      payload.current = (event as AltchaVerifiedEvent).detail?.payload ?? payload.current;
    };
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('verified', onVerified);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('verified', onVerified);
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        if (payload.current) return payload.current;
        const widget = el.current as AltchaElement | null;
        if (!widget || typeof widget.verify !== 'function') return '';
        try {
          await widget.verify();
        } catch {
          return '';
        }
        return payload.current;
      },
      reset() {
        payload.current = '';
        const widget = el.current as AltchaElement | null;
        if (!widget || typeof widget.reset !== 'function') return;
        widget.reset();
        void widget.verify?.().catch(() => undefined);
      },
    }),
    [],
  );

  return (
    <Box data-testid="login-captcha" data-captcha="altcha" sx={{ '& altcha-widget': { display: 'block' } }}>
      <altcha-widget
        ref={el}
        challengeurl={ALTCHA_CHALLENGE_URL}
        customfetch={challengeFetch}
        auto="onload"
        language="it"
        name="gCaptchaToken"
        hidefooter
        hidelogo
        style={{ '--altcha-max-width': '100%' }}
      />
    </Box>
  );
}
