import { fileOutput, routeGroup } from '../common/routes.ts';
import { DocumentSchema } from '../documents/schemas.ts';
import {
  PublicSurveyAnsweredSchema,
  PublicSurveySchema,
  SurveyCodesSchema,
  SurveyCommentSchema,
  SurveyDetailSchema,
  SurveyResultsSchema,
  SurveySummarySchema,
} from './outputs.ts';
import {
  PublicSurveyAnswerInputSchema,
  PublicSurveyInputSchema,
  SurveyCodesInputSchema,
  SurveyCommentVisibilityInputSchema,
  SurveyCreateInputSchema,
  SurveyListInputSchema,
  SurveyUpdateInputSchema,
} from './schemas.ts';

const routes = routeGroup(['Enquêtes familles et équipe']);

/** Issue 28 item 3 (ADR 042). Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document. */
export const surveysContract = {
  list: routes.list('/surveys', 'Enquêtes d’un établissement', SurveyListInputSchema, SurveySummarySchema),
  get: routes.get('/surveys/{id}', 'Une enquête et ses questions', SurveyDetailSchema),
  create: routes.create(
    '/surveys',
    'Créer une enquête à partir du questionnaire prêt à l’emploi (familles ou équipe)',
    SurveyCreateInputSchema,
    SurveyDetailSchema,
  ),
  update: routes.put(
    '/surveys/{id}',
    'Adapter une enquête en préparation : titre, introduction, clôture, questions',
    SurveyUpdateInputSchema,
    SurveyDetailSchema,
  ),
  open: routes.post('/surveys/{id}/open', 'Ouvrir l’enquête aux réponses', SurveyDetailSchema),
  close: routes.post('/surveys/{id}/close', 'Clore l’enquête', SurveyDetailSchema),
  generateCodes: routes.post(
    '/surveys/{id}/codes',
    'Générer des codes d’invitation à usage unique (montrés une seule fois)',
    SurveyCodesInputSchema,
    SurveyCodesSchema,
  ),
  results: routes.get('/surveys/{id}/results', 'Résultats (à partir de 5 réponses)', SurveyResultsSchema),
  setCommentHidden: routes.put(
    '/survey-comments/{id}/visibility',
    'Masquer ou montrer un commentaire dans les résultats',
    SurveyCommentVisibilityInputSchema,
    SurveyCommentSchema,
  ),
  saveAsDocument: routes.create(
    '/surveys/{id}/document',
    'Enregistrer les résultats (classeur) dans les documents de l’établissement, comme preuve pour l’évaluation',
    DocumentSchema,
  ),
  exportCsv: routes.get('/surveys/{id}/results.csv', 'Résultats de l’enquête (CSV)', fileOutput('csv')),
  exportXlsx: routes.get(
    '/surveys/{id}/results.xlsx',
    'Résultats de l’enquête (classeur Excel XLSX)',
    fileOutput('xlsx'),
  ),
};

/** The public page: no session; the invitation code is the only key. */
export const publicSurveysContract = {
  get: routes.get(
    '/public/surveys/{code}',
    'Questionnaire public d’une enquête (sans compte)',
    PublicSurveyInputSchema,
    PublicSurveySchema,
  ),
  answer: routes.create(
    '/public/surveys/{code}/answers',
    'Répondre anonymement à une enquête (une réponse par code)',
    PublicSurveyAnswerInputSchema,
    PublicSurveyAnsweredSchema,
  ),
};
