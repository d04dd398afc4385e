import type { SurveyAudience, SurveyQuestionType } from './enums.ts';
import { labelledEnum } from '../enums.ts';

/**
 * The three parts of the référentiel national de la qualité d'accueil du jeune enfant (July 2025), as DOMAIN.md
 * names them. A question says which part it documents, so that its results can serve as evidence there; no fiche
 * number is cited (the templates word the themes plainly).
 */
export const { values: SURVEY_THEMES, labels: SURVEY_THEME_LABELS } = labelledEnum([
  ['CHILD', 'La relation avec le jeune enfant'],
  ['PARENTS', 'La relation avec les parents'],
  ['ORGANISATION', 'La qualité de l’organisation'],
]);
export type SurveyTheme = (typeof SURVEY_THEMES)[number];

export type SurveyQuestion = {
  /** Stable within the survey: answers are counted by it. */
  key: string;
  type: SurveyQuestionType;
  label: string;
  /** The options of a CHOICE question (2 to 10); absent otherwise. */
  options?: string[];
  theme?: SurveyTheme | null;
};

export type SurveyTemplate = {
  audience: SurveyAudience;
  title: string;
  introduction: string;
  questions: SurveyQuestion[];
};

/** Ready-made questionnaires; the CLIENT_MASTER or the director adapts a copy before opening it. */
export const SURVEY_TEMPLATES: Record<SurveyAudience, SurveyTemplate> = {
  PARENTS: {
    audience: 'PARENTS',
    title: 'Enquête auprès des familles',
    introduction:
      'Votre avis nous aide à améliorer l’accueil de votre enfant. Le questionnaire est anonyme : ni votre nom ni votre adresse ne sont demandés ou enregistrés.',
    questions: [
      {
        key: 'p1',
        type: 'SCALE',
        theme: 'PARENTS',
        label: 'Je me sens bien accueilli(e) lorsque j’arrive avec mon enfant.',
      },
      {
        key: 'p2',
        type: 'SCALE',
        theme: 'PARENTS',
        label: 'Les professionnels me racontent la journée de mon enfant (repas, sommeil, jeux, découvertes).',
      },
      { key: 'p3', type: 'SCALE', theme: 'CHILD', label: 'Mon enfant est content de venir.' },
      {
        key: 'p4',
        type: 'SCALE',
        theme: 'CHILD',
        label: 'Les habitudes de mon enfant (sommeil, repas, doudou) sont respectées.',
      },
      {
        key: 'p5',
        type: 'SCALE',
        theme: 'PARENTS',
        label: 'Je peux exprimer mes inquiétudes ou mes désaccords, et je suis écouté(e).',
      },
      {
        key: 'p6',
        type: 'SCALE',
        theme: 'PARENTS',
        label: 'Je suis informé(e) de la vie de l’établissement et invité(e) à y participer.',
      },
      {
        key: 'p7',
        type: 'CHOICE',
        theme: 'ORGANISATION',
        label: 'Depuis combien de temps votre enfant est-il accueilli ?',
        options: ['Moins de 6 mois', 'De 6 mois à 1 an', 'Plus d’un an'],
      },
      { key: 'p8', type: 'COMMENT', theme: null, label: 'Ce que vous appréciez, ce que vous aimeriez voir changer :' },
    ],
  },
  STAFF: {
    audience: 'STAFF',
    title: 'Enquête auprès de l’équipe',
    introduction:
      'Ce questionnaire anonyme prépare l’évaluation de la qualité d’accueil. Ni votre nom ni votre adresse ne sont demandés ou enregistrés.',
    questions: [
      {
        key: 's1',
        type: 'SCALE',
        theme: 'ORGANISATION',
        label: 'J’ai le temps d’être disponible pour chaque enfant dont je m’occupe.',
      },
      {
        key: 's2',
        type: 'SCALE',
        theme: 'ORGANISATION',
        label: 'Les temps d’échange en équipe (réunions, analyse des pratiques) sont suffisants.',
      },
      {
        key: 's3',
        type: 'SCALE',
        theme: 'ORGANISATION',
        label:
          'Je sais à qui parler et quoi faire si j’observe une situation de maltraitance ou une pratique inadaptée.',
      },
      {
        key: 's4',
        type: 'SCALE',
        theme: 'CHILD',
        label: 'Le projet d’établissement guide nos pratiques au quotidien.',
      },
      { key: 's5', type: 'SCALE', theme: 'PARENTS', label: 'Les relations avec les familles sont de qualité.' },
      {
        key: 's6',
        type: 'SCALE',
        theme: 'ORGANISATION',
        label: 'J’ai accès aux formations dont j’ai besoin.',
      },
      {
        key: 's7',
        type: 'CHOICE',
        theme: 'ORGANISATION',
        label: 'Depuis combien de temps travaillez-vous dans l’établissement ?',
        options: ['Moins d’un an', 'De 1 à 5 ans', 'Plus de 5 ans'],
      },
      {
        key: 's8',
        type: 'COMMENT',
        theme: null,
        label: 'Vos idées pour améliorer l’accueil des enfants et des familles :',
      },
    ],
  },
};
