import { countOf } from '@qc/shared/plural';
import {
  formatCotation,
  formatHasImperatifs,
  HAS_ESTABLISHMENT_HOLDS_BACK_TITLE,
  HAS_ESTABLISHMENT_IMPERATIFS_LABEL,
  HAS_ESTABLISHMENT_OBJECTIVES_LABEL,
  HAS_ESTABLISHMENT_SUBTITLE,
  HAS_ESTABLISHMENT_TITLE,
  hasImperatifNotMetText,
  HAS_LEVEL_UNVERIFIED,
  HAS_HOLDS_BACK_TITLE,
  HAS_IMPERATIFS_LABEL,
  HAS_NOTHING_HOLDS_BACK,
  HAS_READING_TITLE,
  HAS_SIMULATION_NOTICE,
  hasObjectivesLabel,
} from '@qc/shared/scoring/has-labels';
import { type HasGroup, type HasResult } from '@qc/shared/scoring/has';
import { View } from '@react-pdf/renderer';
import { formatDate, Kpi } from './parts.tsx';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

/**
 * Issue 30 (ADR 043): the HAS reading of a completed ESSMS self-evaluation in its report, as on its page — the two
 * dimensions of the échelle qualité, no letter (HAS's thresholds unverified), what holds them back, and the cotations
 * per chapter, thématique and objective. Same shared computation as the screen.
 */
export function HasSection({ result }: { result: HasResult }) {
  const { imperatifs, weakestObjectives } = result;
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>{HAS_READING_TITLE}</Text>
      <Text style={[styles.bold, styles.bad]}>{HAS_SIMULATION_NOTICE}</Text>
      <View style={[styles.kpis, { marginTop: 6 }]} wrap={false}>
        <Kpi
          label={hasObjectivesLabel(result.weightedObjectiveIncluded)}
          value={`${formatCotation(result.objectivesMean)} / 4`}
        />
        <Kpi
          label={HAS_IMPERATIFS_LABEL}
          value={formatHasImperatifs(imperatifs)}
          isAlert={imperatifs.notMet.length > 0}
        />
      </View>
      <Text style={[styles.small, { marginTop: 4 }]}>
        {`Niveau A à D : non affiché. ${HAS_LEVEL_UNVERIFIED}`}
        {result.weightedObjectiveIncluded
          ? ''
          : ' L’objectif 3.10, que la HAS pondère à 10 %, n’est pas dans ce questionnaire : la moyenne des objectifs n’est pas pondérée.'}
      </Text>
      <Text style={styles.small}>
        {`Ce questionnaire couvre ${result.criteria.length} des 157 critères du référentiel et ${imperatifs.applicable} des 18 impératifs ; la HAS calcule l’échelle qualité sur tous les critères qui s’appliquent à la structure. Cotation de 1 à 4 ; « optimisé » compte comme 4 (${countOf(result.optimized, 'critère optimisé', 'critères optimisés')} ici ; la HAS ne valorise pas encore les étoiles dans l’échelle qualité) ; « non concerné » n’entre dans aucune moyenne ; un impératif n’est atteint qu’à 4.`}
      </Text>

      <Text style={[styles.bold, { marginTop: 6 }]}>{HAS_HOLDS_BACK_TITLE}</Text>
      {imperatifs.notMet.length === 0 && weakestObjectives.length === 0 ? <Text>{HAS_NOTHING_HOLDS_BACK}</Text> : null}
      {imperatifs.notMet.map((item) => (
        <Text key={item.questionKey} style={styles.bad}>
          {`Impératif non atteint — ${hasImperatifNotMetText(item)}`}
        </Text>
      ))}
      {weakestObjectives.map((item) => (
        <Text key={item.key}>{`Objectif faible — ${item.label} : ${formatCotation(item.mean)} / 4`}</Text>
      ))}

      <Groups title="Résultats par chapitre" groups={result.chapters} />
      <Groups title="Résultats par thématique" groups={result.themes} />
      <Groups title="Résultats par objectif" groups={result.objectives} />
    </View>
  );
}

function Groups({ title, groups }: { title: string; groups: HasGroup[] }) {
  return (
    <View style={{ marginTop: 6 }}>
      <Text style={styles.bold}>{title}</Text>
      {groups.map((group) => (
        <View key={group.key} style={styles.row} wrap={false}>
          <Text style={{ width: '80%', paddingRight: 6 }}>{group.label}</Text>
          <Text style={{ width: '20%', textAlign: 'right' }}>
            {`${formatCotation(group.mean)} / 4`}
            {group.notConcerned > 0 ? ` · ${countOf(group.notConcerned, 'non concerné', 'non concernés')}` : ''}
          </Text>
        </View>
      ))}
    </View>
  );
}

/** Review of ADR 043, item a: the establishment's HAS questionnaires read as one, as the report's worker receives it. */
export type EstablishmentHasData = {
  result: HasResult | null;
  parts: Array<{ formName: string; completedAt: string }>;
  missingForms: Array<{ name: string; inProgress: boolean }>;
};

/**
 * The combined reading (latest completed evaluation of each HAS questionnaire, one `combineHasParts`): in the
 * synthesis with its breakdowns, in an evaluation's report in short (`brief`), beside that questionnaire's own figures.
 */
export function EstablishmentHasSection({ data, brief = false }: { data: EstablishmentHasData; brief?: boolean }) {
  const { result } = data;
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>{HAS_ESTABLISHMENT_TITLE}</Text>
      <Text style={styles.small}>{HAS_ESTABLISHMENT_SUBTITLE}</Text>
      <Text style={[styles.bold, styles.bad]}>{HAS_SIMULATION_NOTICE}</Text>
      {result ? (
        <View style={[styles.kpis, { marginTop: 6 }]} wrap={false}>
          <Kpi
            label={`${HAS_ESTABLISHMENT_OBJECTIVES_LABEL}${result.weightedObjectiveIncluded ? ' (3.10 pondéré à 10 %, selon notre lecture)' : ''}`}
            value={`${formatCotation(result.objectivesMean)} / 4`}
          />
          <Kpi
            label={HAS_ESTABLISHMENT_IMPERATIFS_LABEL}
            value={formatHasImperatifs(result.imperatifs)}
            isAlert={result.imperatifs.notMet.length > 0}
          />
        </View>
      ) : null}
      {result ? (
        <Text style={[styles.small, { marginTop: 4 }]}>{`Niveau A à D : non affiché. ${HAS_LEVEL_UNVERIFIED}`}</Text>
      ) : null}
      <Text style={[styles.bold, { marginTop: 6 }]}>Questionnaires réunis</Text>
      {data.parts.length === 0 ? <Text>Aucun questionnaire HAS n’est encore terminé.</Text> : null}
      {data.parts.map((part) => (
        <Text
          key={`${part.formName}-${part.completedAt}`}
        >{`${part.formName} — terminé le ${formatDate(part.completedAt)}`}</Text>
      ))}
      {data.missingForms.length > 0 ? (
        <Text style={[styles.bold, { marginTop: 4 }]}>Questionnaires HAS manquants</Text>
      ) : null}
      {data.missingForms.map((form) => (
        <Text key={form.name} style={styles.bad}>
          {`${form.name} (${form.inProgress ? 'en cours, pas encore terminé' : 'jamais terminé'})`}
        </Text>
      ))}
      {result ? (
        <>
          <Text style={[styles.bold, { marginTop: 6 }]}>{HAS_ESTABLISHMENT_HOLDS_BACK_TITLE}</Text>
          {result.imperatifs.notMet.length === 0 && result.weakestObjectives.length === 0 ? (
            <Text>Tous les impératifs réunis sont atteints et tous les objectifs sont à 4.</Text>
          ) : null}
          {result.imperatifs.notMet.map((item) => (
            <Text key={item.questionKey} style={styles.bad}>
              {`Impératif non atteint — ${hasImperatifNotMetText(item)}`}
            </Text>
          ))}
          {result.weakestObjectives.map((item) => (
            <Text key={item.key}>{`Objectif faible — ${item.label} : ${formatCotation(item.mean)} / 4`}</Text>
          ))}
          {brief ? null : (
            <>
              <Groups title="Résultats par chapitre" groups={result.chapters} />
              <Groups title="Résultats par thématique" groups={result.themes} />
              <Groups title="Résultats par objectif" groups={result.objectives} />
            </>
          )}
        </>
      ) : null}
    </View>
  );
}
