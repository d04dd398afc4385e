import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getParisToday } from '@qc/shared/validation/dates';
import { user } from '../src/db/schema-auth.ts';
import { documents } from '../src/db/schema-documents.ts';
import { createMemoryStorage } from '../src/documents/storage.ts';
import { getGroupView } from '../src/group/get-group-view.ts';
import { buildActor } from '../src/scope/actor.ts';
import { seedDemoIfEmpty } from '../src/seed/demo.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { openTestDatabase } from './support/database.ts';
import { DAY } from './support/evaluation-rows.ts';

describe('group view of the demo (issue 17 item 7)', () => {
  it("tells the story on the CLIENT_MASTER's first screen: five sites, one late, figures that differ", async () => {
    const fresh = await openTestDatabase();
    try {
      await seedDefaultLibraryIfEmpty(fresh.db);
      const storage = createMemoryStorage();
      await seedDemoIfEmpty(fresh.db, { storage });
      const [master] = await fresh.db
        .select()
        .from(user)
        .where(eq(user.email, 'responsable@demo.qualite-conformite.fr'));
      const result = await getGroupView(fresh.db, buildActor(fresh.db, master!), {
        page: 1,
        pageSize: 50,
        sort: '-lateEvaluations',
      });
      expect(result.total).toBe(5);
      const [late, ...others] = result.items;
      expect(late!.establishment.name).toBe('Multi-accueil Arc-en-ciel');
      expect(late).toMatchObject({ evaluationsLate: 1, actionsOverdue: 2 });
      expect(others.every((row) => row.evaluationsLate === 0)).toBe(true);
      // Every site has been evaluated, at different times and with different scores.
      expect(result.items.every((row) => row.score !== null)).toBe(true);
      expect(new Set(result.items.map((row) => row.score)).size).toBe(5);
      expect(new Set(result.items.map((row) => row.lastCompletedAt!.slice(0, 10))).size).toBeGreaterThanOrEqual(4);
      const best = [...result.items].sort((a, b) => b.score! - a.score!)[0]!;
      expect(best.establishment.name).toBe('Micro-crèche Les Coccinelles');
      // One document about to expire, at Les Hirondelles, stored as a real PDF.
      const expiring = result.items.filter((row) => row.documentsExpiring > 0);
      expect(expiring.map((row) => [row.establishment.name, row.documentsExpiring, row.nextDocumentExpiry])).toEqual([
        ['Crèche Les Hirondelles', 1, getParisToday(new Date(Date.now() + 25 * DAY))],
      ]);
      expect(result.items.every((row) => row.documentsMissing === 0)).toBe(true);
      const [proof] = await fresh.db
        .select()
        .from(documents)
        .where(eq(documents.validUntil, expiring[0]!.nextDocumentExpiry!));
      const bytes = await new Response((await storage.get(proof!.storageKey))!.stream()).arrayBuffer();
      expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    } finally {
      await fresh.close();
    }
  }, 180_000);
});
