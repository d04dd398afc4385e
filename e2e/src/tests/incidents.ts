import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures.ts';
import { ACCOUNTS, expectToast } from '../helpers.ts';
import { pdfText } from '../pdf-text.ts';

// Issue 29 item 6: on a phone, a collaborator declares a child's fall with hospitalisation, a photo attached; the
// director sees the duty to declare it, downloads the pre-filled declaration, records it as sent, gives the analysis to
// the collaborator (in her « Mes tâches »), analyses and decides two actions.
const PHONE = { width: 390, height: 844 };
/** A real 1×1 PNG: the server recognises files by their content, not their name. */
const PHOTO = {
  name: 'chute-toboggan.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('Événement indésirable (390 × 844) : chute avec hospitalisation déclarée, déclaration aux autorités, analyse et deux actions au plan', async ({
  collaboratorPage: page,
  newVisitor,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Déclarer un événement' }).click();
  await page.getByRole('heading', { name: 'Déclarer un événement' }).waitFor();
  await page.getByLabel('Type d’événement').selectOption({ label: 'Accident d’un enfant' });
  await page.getByLabel('Lieu').fill('Salle de motricité');
  await page.getByLabel('Ce qui s’est passé').fill('Chute du toboggan, choc à la tête, vomissements.');
  await page.getByLabel('Mesures prises immédiatement (facultatif)').fill('Appel du 15, parents prévenus.');
  await page.getByLabel(/4 — Grave/).check();
  await page.getByRole('checkbox', { name: 'Hospitalisation' }).check();
  // A phone number where initials go is refused in French, before anything is sent.
  await page.getByLabel('Initiales').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Envoyer la déclaration' }).click();
  await page.getByText('N’indiquez ni adresse e-mail ni numéro de téléphone : seulement des initiales').waitFor();
  await page.getByLabel('Initiales').fill('LM');
  await page.getByLabel('Âge en mois').fill('30');
  await page.getByLabel('Photos ou documents (facultatif, 20 Mo au plus chacun)').setInputFiles(PHOTO);
  await page.getByRole('list', { name: 'Fichiers à joindre' }).getByText(PHOTO.name).waitFor();
  await page.getByRole('button', { name: 'Envoyer la déclaration' }).click();
  // '/incidents/new' matches a bare pattern: wait for the event's own address.
  await page.waitForURL(/\/incidents\/(?!new$)[^/]+$/);
  const eventUrl = new URL(page.url()).pathname;
  await page.getByRole('heading', { name: 'Accident d’un enfant' }).waitFor();
  await page.getByText('Enfant, LM, 30 mois').waitFor();
  await page
    .getByRole('list', { name: 'Pièces jointes de l’événement' })
    .getByRole('link', { name: PHOTO.name })
    .waitFor();
  // The declarer sees the event, not the director's tools.
  await expect(page.getByRole('link', { name: /Télécharger la déclaration/ })).toHaveCount(0);

  const director = await newVisitor();
  await director.setViewportSize(PHONE);
  await signIn(director, ACCOUNTS.director.email);
  // Her « Mes tâches » tells her to declare it, one click from the event.
  const task = director
    .getByRole('list', { name: 'Mes tâches, la plus urgente d’abord' })
    .locator(`a[href="${eventUrl}"]`);
  await task.waitFor();
  await expect(task).toHaveText(/^Déclarer aux autorités l’événement « Accident d’un enfant »/);
  await task.click();
  await director.waitForURL(`**${eventUrl}`);
  const duty = director.getByRole('region', { name: 'Déclaration aux autorités' });
  await duty.getByText('Président du conseil départemental (service de PMI)').waitFor();
  await duty.getByText('Code de la santé publique, art. R2324-25').waitFor();
  await duty.getByText('À envoyer').waitFor();

  const [pdf] = await Promise.all([
    director.waitForEvent('download', { timeout: 60_000 }),
    duty.getByRole('link', { name: 'Télécharger la déclaration pré-remplie (PDF)' }).click(),
  ]);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toMatch(/Salle de motricité/);
  expect(text).toMatch(/R2324-25/);

  await duty.getByLabel('Moyen d’envoi').selectOption({ label: 'E-mail' });
  await duty.getByRole('button', { name: 'Enregistrer comme envoyée' }).click();
  await expectToast(director, 'Envoi de la déclaration enregistré');
  await duty.getByText(/Envoyée le .*\(E-mail\)/).waitFor();
  await director.getByRole('list', { name: 'Pièces jointes de l’événement' }).getByText(PHOTO.name).waitFor();

  // The analysis is given to the collaborator (her name as it stands: « Mon compte » renames her for a while).
  const follow = director.getByRole('region', { name: 'Suivi de l’événement' });
  const assignee = follow.getByLabel('Confier l’analyse à');
  const julie = assignee.locator('option', { hasText: '(collaborateur)' }).filter({ hasText: 'Moreau' }).first();
  await julie.waitFor({ state: 'attached' });
  const julieLabel = (await julie.textContent())!.trim();
  await assignee.selectOption({ label: julieLabel });
  await follow.getByRole('button', { name: 'Confier' }).click();
  const julieName = julieLabel.replace(/ \(collaborateur\)$/, '');
  await expectToast(director, `Suivi confié à ${julieName}`);
  await page.goto('/');
  await page
    .getByRole('list', { name: 'Mes tâches, la plus urgente d’abord' })
    .locator(`a[href="${eventUrl}"]`, { hasText: 'Suivre l’événement qui vous est confié « Accident d’un enfant »' })
    .waitFor();

  await director.getByRole('button', { name: 'Passer en analyse' }).click();
  await expectToast(director, 'Événement : En analyse');
  await director.getByLabel('Causes identifiées').fill('Tapis de réception retiré pour le ménage.');
  await director.getByRole('button', { name: 'Ajouter un facteur contributif' }).click();
  await director.getByLabel('Catégorie du facteur 1').selectOption({ label: 'Environnement de travail' });
  await director.getByLabel('Description du facteur 1').fill('Tapis rangé, pas remis.');
  await director.getByRole('button', { name: 'Enregistrer l’analyse' }).click();
  await expectToast(director, 'Analyse enregistrée');

  const titles = ['Remettre le tapis sous le toboggan', 'Ajouter le tapis à la check-list du ménage'];
  for (const title of titles) {
    await director.getByLabel('Nouvelle action').fill(title);
    await director.getByRole('button', { name: 'Ajouter au plan d’action' }).click();
    await expectToast(director, 'Action ajoutée au plan d’action');
    await director.getByRole('list', { name: 'Actions de l’événement' }).getByText(title).waitFor();
  }
  await director.goto('/action-plan');
  for (const title of titles) await director.getByText(title).first().waitFor();

  // The register keeps its filters in the address; the group's figures count the event at its site.
  await director.goto('/incidents?kind=CHILD_ACCIDENT&severity=4');
  await expect(director.getByLabel('Type')).toHaveValue('CHILD_ACCIDENT');
  await director.getByRole('list', { name: 'Événements' }).locator(`a[href="${eventUrl}"]`).waitFor();
  await director.getByRole('link', { name: 'Événements du groupe' }).click();
  await director.getByRole('heading', { name: 'Événements du groupe', level: 1 }).waitFor();
  const sites = director.getByRole('table', { name: 'Événements par établissement' });
  await sites.getByRole('rowheader', { name: 'Crèche Les Lucioles' }).waitFor();
});
