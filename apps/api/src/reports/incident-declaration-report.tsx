import { formatDateTime } from '@qc/shared/dates';
import { Document, Page, View } from '@react-pdf/renderer';
import { Text } from './text.tsx';
import { ReportHeader, type EstablishmentInfo } from './parts.tsx';
import { styles } from './styles.ts';

export type IncidentDeclarationReportData = {
  establishment: EstablishmentInfo;
  authority: string;
  source: string;
  sourceText: string;
  reason: string;
  deadlineAt: string;
  deadlineNote: string;
  kindLabel: string;
  severityLabel: string;
  occurredAt: string;
  place: string;
  description: string;
  immediateMeasures: string | null;
  consequences: string[];
  /** « Enfant, initiales LM, 30 mois »: never a name. */
  people: string[];
  declaredAt: string;
  declaredByName: string | null;
  directorName: string;
  sentAt: string | null;
  sentMeansLabel: string | null;
  generatedAt: Date;
};

function Field(props: { label: string; value: string }) {
  return (
    <View style={[styles.row, { flexDirection: 'column' }]} wrap={false}>
      <Text style={styles.th}>{props.label}</Text>
      <Text>{props.value}</Text>
    </View>
  );
}

/**
 * Issue 29 item 3: the declaration of an event to its authority, pre-filled from the register for the director to
 * check, sign and send. For an ESSMS it carries what the form of the arrêté of 28 December 2016 asks.
 */
export function IncidentDeclarationReport(data: IncidentDeclarationReportData) {
  const stamp = formatDateTime(data.generatedAt);
  return (
    <Document title={`Déclaration — ${data.kindLabel}`} author="Qualité & Conformité" language="fr-FR">
      <Page size="A4" style={styles.page} wrap>
        <ReportHeader
          title="Déclaration d’un événement aux autorités"
          subtitle={`À l’attention de : ${data.authority}`}
          establishment={data.establishment}
        />
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Fondement</Text>
          <Text style={styles.bold}>{data.source}</Text>
          <Text>{data.sourceText}</Text>
          <Text style={[styles.small, { marginTop: 4 }]}>
            Motif de la déclaration : {data.reason}. À transmettre avant le {formatDateTime(data.deadlineAt)}.{' '}
            {data.deadlineNote}
          </Text>
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>L’événement</Text>
          <Field label="Nature" value={`${data.kindLabel} · gravité ${data.severityLabel}`} />
          <Field label="Date et heure" value={formatDateTime(data.occurredAt)} />
          <Field label="Lieu" value={data.place} />
          <Field label="Circonstances" value={data.description} />
          <Field label="Conséquences" value={data.consequences.length > 0 ? data.consequences.join(' ; ') : '—'} />
          <Field label="Mesures prises immédiatement" value={data.immediateMeasures ?? '—'} />
          <Field
            label="Personnes concernées (sans donnée nominative)"
            value={data.people.length > 0 ? data.people.join(' ; ') : '—'}
          />
          <Field
            label="Enregistré dans le registre"
            value={`${formatDateTime(data.declaredAt)}${data.declaredByName ? ` par ${data.declaredByName}` : ''}`}
          />
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.sectionTitle}>Transmission</Text>
          <Text>
            {data.sentAt
              ? `Transmise le ${formatDateTime(data.sentAt)}${data.sentMeansLabel ? ` (${data.sentMeansLabel})` : ''}.`
              : 'Date et moyen d’envoi : ________________________________'}
          </Text>
          <Text style={{ marginTop: 16 }}>Déclarant : {data.directorName}</Text>
          <Text style={{ marginTop: 16 }}>Signature :</Text>
        </View>
        <View style={styles.footer} fixed>
          <Text>Document confidentiel pré-rempli le {stamp} : vérifiez-le avant de l’envoyer.</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} sur ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
