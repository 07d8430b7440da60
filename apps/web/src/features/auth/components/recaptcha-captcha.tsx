import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { CaptchaHandle } from './captcha-handle';
import * as T from '@bacheca/domain/messages-auth';

interface GRecaptcha {
  ready(cb: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; hl?: string }): number;
  getResponse(id?: number): string;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: GRecaptcha;
  }
}

const SCRIPT_ID = 'recaptcha-api';

function loadScript(): Promise<GRecaptcha> {
  return new Promise((resolve, reject) => {
    const done = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    if (window.grecaptcha) return done();
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=it';
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', () => reject(new Error('recaptcha')), { once: true });
  });
}

/**
 * Google reCAPTCHA v2 checkbox, used only when the server's provider is `recaptcha`. It loads Google's script,
 * so the deployment must then allow https://www.google.com and https://www.gstatic.com in script-src and
 * frame-src.
 */
export function RecaptchaCaptcha({ siteKey, ref }: { siteKey: string | null; ref?: Ref<CaptchaHandle> }) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const failed = useRef(false);

  useEffect(() => {
    if (!siteKey) return;
    let cancelled = false;
    loadScript()
      .then((g) => {
        if (cancelled || !container.current || widgetId.current !== null) return;
        widgetId.current = g.render(container.current, { sitekey: siteKey, hl: 'it' });
      })
      .catch(() => {
        failed.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        if (!window.grecaptcha || widgetId.current === null) return '';
        return window.grecaptcha.getResponse(widgetId.current) ?? '';
      },
      reset() {
        if (window.grecaptcha && widgetId.current !== null) window.grecaptcha.reset(widgetId.current);
      },
    }),
    [],
  );

  if (!siteKey)
    return (
      <Alert severity="warning" data-testid="login-captcha">
        {T.CAPTCHA_NOT_CONFIGURED}
      </Alert>
    );
  return <Box ref={container} data-testid="login-captcha" data-captcha="recaptcha" />;
}
