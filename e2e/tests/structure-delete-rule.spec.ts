import { expectAccessible } from './a11y';
import { test, expect } from './fixtures';
import { bearer, gotoLoaded, login } from './helpers';

/**
 * The structure delete dialog states the one deletion rule, and a structure whose system is on sale
 * on an open contest is refused with the reason in the same words; the dialog stays open on the refusal.
 */
test('delete dialog: the rule, then the refusal of a structure published on an open contest', async ({
  page,
  request,
}) => {
  await login(page, 'admin');
  const res = await request.get('/api/v1/games/superenalotto/structures?status=ASSOCIATA&pageSize=1', {
    headers: await bearer(page),
  });
  expect(res.ok()).toBe(true);
  const [structure] = ((await res.json()) as { items: Array<{ id: number; name: string }> }).items;
  expect(structure).toBeDefined();

  await gotoLoaded(
    page,
    `/superenalotto/strutture?q=${structure.id}`,
    page.getByTestId(`structure-delete-${structure.id}`),
  );
  await page.getByTestId(`structure-delete-${structure.id}`).click();
  await expect(page.getByTestId('structure-delete-rule')).toHaveText(
    'Una struttura non è cancellabile finché ha sistemi in attesa in un job di pubblicazione in corso o sistemi pubblicati su un concorso aperto alla vendita, anche esauriti.',
  );
  await expectAccessible(page, 'structure delete dialog');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('delete-structure-error')).toHaveText(
    'Struttura non cancellabile: ha sistemi pubblicati su un concorso aperto alla vendita, anche esauriti.',
  );
  await expect(page.getByTestId('structure-delete-rule')).toBeVisible();

  // nothing changed: the structure is still in use
  const after = await request.get(`/api/v1/games/superenalotto/structures/${structure.id}`, {
    headers: await bearer(page),
  });
  expect(((await after.json()) as { status: string }).status).toBe('ASSOCIATA');
});
