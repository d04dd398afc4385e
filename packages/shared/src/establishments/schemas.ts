import * as v from 'valibot';
import { ESTABLISHMENT_CATEGORIES } from '../enums.ts';

export const EstablishmentSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  legalEntityId: v.string(),
  legalEntityName: v.string(),
  name: v.string(),
  address: v.string(),
  phoneNumber: v.string(),
  postalCode: v.string(),
  city: v.string(),
  siret: v.string(),
  raisonSocialeOfTheManager: v.string(),
  modalityOfTarification: v.string(),
  lastAssembly: v.nullable(v.string()),
  /** DESIGN §3: optional, decide which forms apply. */
  category: v.nullable(v.picklist(ESTABLISHMENT_CATEGORIES)),
  capacity: v.nullable(v.number()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Establishment = v.InferOutput<typeof EstablishmentSchema>;
