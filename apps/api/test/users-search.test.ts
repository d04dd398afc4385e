import { describe, expect, it } from 'vitest';
import { foldAccents } from '../src/common/search-fold.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { newUser } from './support/users.ts';

/**
 * Issue 34 item 7: the users list's search finds a person by first and last
 * name in any order, without accents or case, on PGlite and PostgreSQL alike.
 */

const { t, cookies } = useFileContext(() => openTenantsContext({ signIn: ['admin', 'masterA'] }));

async function create(firstName: string, lastName: string, email: string): Promise<string> {
  const response = await t.request('POST', '/api/v1/users', {
    cookie: cookies.masterA,
    body: newUser({ firstName, lastName, email }),
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function names(search: string): Promise<string[]> {
  const response = await t.request('GET', `/api/v1/users?pageSize=50&search=${encodeURIComponent(search)}`, {
    cookie: cookies.admin,
  });
  expect(response.status, search).toBe(200);
  expect(response.body.total, search).toBe(response.body.items.length);
  return response.body.items.map(
    (item: { firstName: string; lastName: string }) => `${item.firstName} ${item.lastName}`,
  );
}

describe('users search', () => {
  it('finds a person by first and last name in any order, without accents or case', async () => {
    await create('Léa', 'Dubois', 'l.dubois@creche-search.fr');
    await create('Claire', 'Martin', 'cmartin@creche-search.fr');
    await create('Jérôme', 'Lefèvre', 'jl@creche-search.fr');
    await create('Zoé', 'Cœurdevey', 'zc@creche-search.fr');

    expect(await names('dubois')).toEqual(['Léa Dubois']);
    expect(await names('Lea Dubois')).toEqual(['Léa Dubois']);
    expect(await names('léa')).toEqual(['Léa Dubois']);
    expect(await names('LÉA')).toEqual(['Léa Dubois']);
    expect(await names('Martin Claire')).toEqual(['Claire Martin']);
    expect(await names('  claire   MARTIN ')).toEqual(['Claire Martin']);
    expect(await names('lefevre jerome')).toEqual(['Jérôme Lefèvre']);
    expect(await names('Lefèvre')).toEqual(['Jérôme Lefèvre']);
    expect(await names('coeurdevey zoe')).toEqual(['Zoé Cœurdevey']);
    // A decomposed « é » (NFD, as some keyboards send it) is the same letter.
    expect(await names('Je\u0301ro\u0302me')).toEqual(['Jérôme Lefèvre']);
  });

  it('needs every word to match, and still searches the e-mail', async () => {
    expect(await names('Dubois Claire')).toEqual([]);
    expect(await names('cmartin@creche-search')).toEqual(['Claire Martin']);
    expect(await names('creche-search.fr dubois')).toEqual(['Léa Dubois']);
    // LIKE's wildcards are plain characters in a search.
    expect(await names('%')).toEqual([]);
  });

  it('finds a renamed person by the new name only', async () => {
    const id = await create('Anaïs', 'Rocher', 'a.r@creche-search.fr');
    const renamed = await t.request('PUT', `/api/v1/users/${id}`, {
      cookie: cookies.masterA,
      body: { firstName: 'Anaïs', lastName: 'Béranger' },
    });
    expect(renamed.status).toBe(200);
    expect(await names('anais beranger')).toEqual(['Anaïs Béranger']);
    expect(await names('rocher anais')).toEqual([]);
  });

  it('folds a query as the database folds a name', () => {
    expect(foldAccents('Œuvre Ægir ÉLÉONORE çà ÿ')).toBe('OEuvre AEgir ELEONORE ca y');
  });
});
