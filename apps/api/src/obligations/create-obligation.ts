import { findLibraryObligation, libraryAppliesTo } from '@qc/shared/obligations/library';
import { OBLIGATION_MESSAGES, type Obligation, type ObligationCreateInput } from '@qc/shared/obligations/schemas';
import type { EstablishmentCategory } from '@qc/shared/enums';
import { assertResponsible } from '../action-plans/action-access.ts';
import { audited } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict, fieldError, forbidden } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { obligationOccurrences, obligations } from '../db/schema-obligations.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { findObligationView } from './list-obligations.ts';

/**
 * Start tracking an obligation at an establishment: a shipped one (its wording, period and source copied
 * from the library) or, for the group only (`obligation:define`), one of its own. Its first occurrence is
 * created with it, due on the day given, with its responsible.
 */
export async function createObligation(db: Database, actor: Actor, input: ObligationCreateInput): Promise<Obligation> {
  // The scope is read before the transaction: on one connection (PGlite) a read beside an open transaction waits.
  await actor.getScope();
  const id = await db.transaction(async (tx) => {
    const establishment = await findScopedEstablishment(tx, actor, input.establishmentId);
    // The references first (a foreign responsible answers like an unknown one), then what depends on the data.
    await assertResponsible(tx, establishment.id, input.responsibleId);
    const shipped = input.fromLibrary ? findLibraryObligation(input.fromLibrary) : undefined;
    if (input.fromLibrary && !shipped) fieldError('fromLibrary', OBLIGATION_MESSAGES.libraryKeyUnknown);
    if (shipped && !libraryAppliesTo(establishment.category as EstablishmentCategory | null)) {
      fieldError('fromLibrary', OBLIGATION_MESSAGES.libraryNotApplicable);
    }
    if (!shipped && !actor.permissions.has('obligation:define')) forbidden(OBLIGATION_MESSAGES.customForbidden);
    const subject = input.subject ?? '';
    if (shipped?.perPerson && !subject) fieldError('subject', OBLIGATION_MESSAGES.subjectRequired);
    const definition = shipped
      ? {
          libraryKey: shipped.key,
          title: shipped.title,
          description: shipped.description,
          reference: shipped.reference,
          periodMonths: shipped.periodMonths,
          noticeDays: shipped.noticeDays,
        }
      : {
          libraryKey: null,
          title: input.title || fieldError('title', OBLIGATION_MESSAGES.titleRequired),
          description: input.description || null,
          reference: input.reference || fieldError('reference', OBLIGATION_MESSAGES.referenceRequired),
          periodMonths: input.periodMonths ?? fieldError('periodMonths', OBLIGATION_MESSAGES.periodInvalid),
          // A month's notice, a week for a monthly obligation.
          noticeDays: input.periodMonths === 1 ? 7 : 30,
        };
    const audit = { entity: 'obligation', action: 'create', clientId: establishment.clientId } as const;
    try {
      const created = await audited(tx, actor, audit, async () => {
        const [row] = await tx
          .insert(obligations)
          .values({
            ...definition,
            clientId: establishment.clientId,
            establishmentId: establishment.id,
            subject: shipped?.perPerson ? subject : '',
            createdById: actor.id,
          })
          .returning();
        await tx.insert(obligationOccurrences).values({
          obligationId: row!.id,
          establishmentId: establishment.id,
          dueDate: input.firstDueDate,
          responsibleId: input.responsibleId,
        });
        return { ...row!, firstDueDate: input.firstDueDate, responsibleId: input.responsibleId };
      });
      return created.id;
    } catch (error) {
      if (isUniqueViolation(error)) conflict(OBLIGATION_MESSAGES.alreadyTracked);
      throw error;
    }
  });
  return findObligationView(db, actor, input.establishmentId, id);
}
