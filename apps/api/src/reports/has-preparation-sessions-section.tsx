import { HAS_METHOD_LABELS } from '@qc/shared/has-sessions/rules';
import { View } from '@react-pdf/renderer';
import type { HasPreparationSessionPart } from './has-preparation-sessions.ts';
import { styles } from './styles.ts';
import { Text } from './text.tsx';

export const NO_HAS_SESSIONS_IN_PACK =
  'Aucune session par méthode : les auto-évaluations retenues ont été menées critère par critère.';

function heldText({ held, planned }: HasPreparationSessionPart['methods'][number]): string {
  const sessions = `${held} session${held > 1 ? 's' : ''} tenue${held > 1 ? 's' : ''}`;
  return planned === null ? sessions : `${sessions} sur ${planned} prévue${planned > 1 ? 's' : ''}`;
}

/**
 * Issue 30 items 3–4 (ADR 048, addendum): in the preparation pack, the sessions by method of the evaluations it
 * combines — per method the sessions held (against those planned for the accompagnés traceurs), per criterion which
 * sessions rated it and with what — or a sentence saying none were held.
 */
export function HasPreparationSessionsSection({ parts }: { parts: HasPreparationSessionPart[] }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>Sessions par méthode</Text>
      {parts.length === 0 ? <Text>{NO_HAS_SESSIONS_IN_PACK}</Text> : null}
      {parts.length > 0 ? (
        <Text style={styles.small}>
          Sessions anonymes (accompagné traceur, traceur ciblé, audit système) : le résultat d’un critère est la moyenne
          de ses sessions, sans arrondi, « non concerné » laissé de côté — notre lecture des règles de cotation de la
          HAS.
        </Text>
      ) : null}
      {parts.map((part) => (
        <View key={part.formName} style={{ marginTop: 6 }}>
          <Text style={styles.bold}>{part.formName}</Text>
          {part.methods.map((item) => (
            <Text key={item.method}>{`${HAS_METHOD_LABELS[item.method]} : ${heldText(item)}`}</Text>
          ))}
          <View style={[styles.headRow, { marginTop: 4 }]}>
            <Text style={[styles.th, { width: '50%' }]}>Critère</Text>
            <Text style={[styles.th, { width: '50%' }]}>Sessions et cotations</Text>
          </View>
          {part.criteria.length === 0 ? <Text style={styles.small}>Aucun critère coté dans ces sessions.</Text> : null}
          {part.criteria.map((criterion) => (
            <View key={criterion.code} style={styles.row} wrap={false}>
              <View style={{ width: '50%', paddingRight: 6 }}>
                <Text style={styles.bold}>{`${criterion.code}${criterion.isImperatif ? ' (impératif)' : ''}`}</Text>
                <Text>{criterion.label}</Text>
              </View>
              <View style={{ width: '50%' }}>
                {criterion.ratings.map((rating) => (
                  <Text key={rating.session}>{`${rating.session} : ${rating.text}`}</Text>
                ))}
              </View>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
