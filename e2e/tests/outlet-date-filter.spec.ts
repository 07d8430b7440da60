import { test, expect } from '@playwright/test';
import { login } from './helpers';

test('the last-access filter is an Italian date picker (GG/MM/AAAA) kept in the URL as a calendar date', async ({ page }) => {
  await login(page, 'callcenter');
  await page.goto('/ricevitorie');
  const from = page.getByRole('group', { name: 'Ultimo accesso dal' });
  await expect(from.getByRole('spinbutton', { name: 'Giorno' })).toHaveText('GG');
  await from.getByRole('spinbutton', { name: 'Giorno' }).click();
  await page.keyboard.type('01012026');
  await expect(page).toHaveURL(/lastAccessFrom=2026-01-01/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Ultimo accesso dal' }).getByRole('spinbutton', { name: 'Anno' })).toHaveText('2026');
});
