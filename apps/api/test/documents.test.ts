import { describe, expect, it } from 'vitest';
import { docx as wordFile } from './security/uploads-support.ts';
import { postMultipart } from './support/requests.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

const { t, tenants, cookies } = useFileContext(openTenantsContext);

const pdf = (text = 'Projet') => new File([`%PDF-1.7\n${text}\n%%EOF`], 'projet.pdf', { type: 'application/pdf' });
const executable = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'reglement.pdf', { type: 'application/pdf' });

const upload = (path: string, cookie: string, fields: Record<string, string | File>) =>
  postMultipart(t, path, cookie, fields);

describe('establishment documents', () => {
  it('uploads, lists and downloads a document, recognised by its content', async () => {
    const path = `/api/v1/establishments/${tenants.establishmentA1.id}/documents`;
    const created = await upload(path, cookies.directorA, {
      file: pdf(),
      type: 'PROJET_ETABLISSEMENT',
      validUntil: '2000-01-31',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'projet.pdf',
      mimeType: 'application/pdf',
      type: 'PROJET_ETABLISSEMENT',
      validUntil: '2000-01-31',
      isExpired: true,
      uploadedByName: 'Director Test',
    });
    expect(created.body.sha256).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.request('GET', path, { cookie: cookies.collaboratorA });
    expect(list.status).toBe(200);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([created.body.id]);

    const download = await t.app.request(`/api/v1/documents/${created.body.id}/download`, {
      headers: { cookie: cookies.collaboratorA },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('projet.pdf');
    expect(await download.text()).toContain('%PDF-1.7');
  });

  it('refuses a renamed executable and a file without a type, in French', async () => {
    const path = `/api/v1/establishments/${tenants.establishmentA1.id}/documents`;
    const refused = await upload(path, cookies.masterA, { file: executable(), type: 'REGLEMENT_FONCTIONNEMENT' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors.file).toBe(
      'Type de fichier refusé : seuls les PDF, images (PNG, JPEG, GIF, WebP), documents Office et OpenDocument sont acceptés',
    );
    const noType = await upload(path, cookies.masterA, { file: pdf() });
    expect(noType.status).toBe(400);
    expect(noType.body.data.fieldErrors.type).toBe('Veuillez choisir le type de document');
    const noFile = await upload(path, cookies.masterA, { type: 'AUTRE' });
    expect(noFile.body.data.fieldErrors.file).toBe('Veuillez choisir un fichier');
  });

  it('refuses a file over 20 MB', async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const response = await upload(`/api/v1/establishments/${tenants.establishmentA1.id}/documents`, cookies.masterA, {
      file: new File([big], 'gros.pdf'),
      type: 'AUTRE',
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Le fichier dépasse la taille maximale de 20 Mo');
  });

  it('keeps documents inside the caller’s scope', async () => {
    const path = `/api/v1/establishments/${tenants.establishmentA1.id}/documents`;
    const [doc] = (await t.request('GET', path, { cookie: cookies.masterA })).body;
    expect((await t.request('GET', path, { cookie: cookies.masterB })).status).toBe(404);
    expect((await t.request('GET', `/api/v1/documents/${doc.id}/download`, { cookie: cookies.masterB })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/v1/documents/${doc.id}`, { cookie: cookies.directorB })).status).toBe(404);
    // A director of A1 does not see A2's documents.
    expect(
      (
        await t.request('GET', `/api/v1/establishments/${tenants.establishmentA2.id}/documents`, {
          cookie: cookies.directorA,
        })
      ).status,
    ).toBe(404);
    // A collaborator reads but does not upload or delete.
    expect((await upload(path, cookies.collaboratorA, { file: pdf(), type: 'AUTRE' })).status).toBe(403);
    expect((await t.request('DELETE', `/api/v1/documents/${doc.id}`, { cookie: cookies.collaboratorA })).status).toBe(
      403,
    );
    expect((await t.request('DELETE', `/api/v1/documents/${doc.id}`, { cookie: cookies.masterA })).status).toBe(204);
    expect((await t.request('GET', `/api/v1/documents/${doc.id}/download`, { cookie: cookies.masterA })).status).toBe(
      404,
    );
  });
});

describe('form template documents', () => {
  it('lets an author attach a model document that every reader downloads', async () => {
    const form = (
      await t.request('POST', '/api/v1/forms', {
        cookie: cookies.admin,
        body: { name: 'Règlement', kind: 'CONFORMITY' },
      })
    ).body;
    // A real (minimal) Word file: since issue 12 the archive's parts are checked, not only named.
    const docx = new File([wordFile()], 'modele-reglement.docx');
    const created = await upload(`/api/v1/forms/${form.id}/templates`, cookies.admin, { file: docx });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const list = await t.request('GET', `/api/v1/forms/${form.id}/templates`, { cookie: cookies.collaboratorA });
    expect(list.body.map((item: { name: string }) => item.name)).toEqual(['modele-reglement.docx']);
    const download = await t.app.request(`/api/v1/documents/${created.body.id}/download`, {
      headers: { cookie: cookies.directorB },
    });
    expect(download.status).toBe(200);
    // Only authors of the shared library attach to shared forms.
    expect((await upload(`/api/v1/forms/${form.id}/templates`, cookies.masterA, { file: pdf() })).status).toBe(403);
    expect(
      (await t.request('DELETE', `/api/v1/documents/${created.body.id}`, { cookie: cookies.masterA })).status,
    ).toBe(403);
  });
});

describe('integrity', () => {
  it('refuses to delete an establishment that still has documents, naming them', async () => {
    const path = `/api/v1/establishments/${tenants.establishmentA2.id}/documents`;
    expect((await upload(path, cookies.masterA, { file: pdf(), type: 'AGREMENT' })).status).toBe(201);
    const response = await t.request('DELETE', `/api/v1/establishments/${tenants.establishmentA2.id}`, {
      cookie: cookies.masterA,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('1 document');
  });

  it('refuses to delete a client that still has its own forms', async () => {
    const client = (
      await t.request('POST', '/api/v1/clients', {
        cookie: cookies.admin,
        body: { name: 'Éphémère', email: 'e@e.fr', phone: '0102030405' },
      })
    ).body;
    await t.request('POST', '/api/v1/forms', {
      cookie: cookies.admin,
      body: { name: 'Maison', kind: 'QUALITY', clientId: client.id },
    });
    const response = await t.request('DELETE', `/api/v1/clients/${client.id}`, { cookie: cookies.admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('1 questionnaire');
  });
});
