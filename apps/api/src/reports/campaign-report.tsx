import { formatDateTime, formatShortCalendarDay } from '@qc/shared/dates';
import { formatScore } from '@qc/shared/scoring/score';
import { Document, Page, View } from '@react-pdf/renderer';
import { Text } from './text.tsx';
import { formatDate, Kpi } from './parts.tsx';
import { styles } from './styles.ts';

export type CampaignReportSite = {
  name: string;
  city: string;
  /** Non commencée / En cours / Terminée, with « en retard » when it is. */
  statusLabel: string;
  isLate: boolean;
  score: number | null;
  forms: Array<{ statusLabel: string; score: number | null; completedAt: string | null }>;
};

export type CampaignReportData = {
  name: string;
  clientName: string;
  deadline: string;
  startedAt: string;
  /** The Paris day from which a completed evaluation counts (issue 34 item 1); null: from the launch. */
  acceptCompletedSince: string | null;
  closedAt: string | null;
  createdByName: string | null;
  formNames: string[];
  sites: CampaignReportSite[];
  score: number | null;
  counts: { completed: number; inProgress: number; notStarted: number; late: number };
  generatedAt: Date;
};

const scoreText = (score: number | null) => (score === null ? '—' : `${formatScore(score)} / 100`);

/** Issue 17 item 3: the consolidated report of a campaign — each site's status and score per form, frozen at closing. */
export function CampaignReport(data: CampaignReportData) {
  const stamp = formatDateTime(data.generatedAt);
  const deadline = formatShortCalendarDay(data.deadline);
  const formWidth = `${Math.floor(45 / Math.max(1, data.formNames.length))}%`;
  return (
    <Document title={`Campagne — ${data.name}`} author="Qualité & Conformité" language="fr-FR">
      <Page size="A4" orientation="landscape" style={styles.page} wrap>
        <View style={styles.header}>
          <Text style={styles.brand}>Qualité & Conformité · rapport consolidé de campagne</Text>
          <Text style={styles.title}>{data.name}</Text>
          <Text style={styles.subtitle}>
            {data.clientName} · lancée le {formatDate(data.startedAt)}
            {data.createdByName ? ` par ${data.createdByName}` : ''} · échéance le {deadline}
          </Text>
          <Text style={[styles.subtitle, { marginTop: 4 }]}>
            {data.acceptCompletedSince
              ? `Auto-évaluations comptées si terminées depuis le ${formatShortCalendarDay(data.acceptCompletedSince)}.`
              : 'Auto-évaluations comptées si terminées depuis le lancement.'}
          </Text>
          <Text style={[styles.subtitle, { marginTop: 4 }]}>
            {data.closedAt
              ? `Clôturée le ${formatDate(data.closedAt)} : résultats figés à cette date.`
              : `Campagne en cours : situation au ${stamp}.`}
          </Text>
        </View>
        <View style={[styles.section, styles.kpis]}>
          <Kpi label="Score moyen des établissements" value={scoreText(data.score)} />
          <Kpi label="Établissements ayant terminé" value={`${data.counts.completed} / ${data.sites.length}`} />
          <Kpi label="En cours" value={String(data.counts.inProgress)} />
          <Kpi label="Non commencés" value={String(data.counts.notStarted)} />
          <Kpi label="En retard" value={String(data.counts.late)} isAlert={data.counts.late > 0} />
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Résultats par établissement</Text>
          <View style={styles.headRow} fixed>
            <Text style={[styles.th, { width: '25%' }]}>Établissement</Text>
            <Text style={[styles.th, { width: '18%' }]}>État</Text>
            <Text style={[styles.th, { width: '12%', textAlign: 'right' }]}>Score</Text>
            {data.formNames.map((name) => (
              <Text key={name} style={[styles.th, { width: formWidth, paddingLeft: 6 }]}>
                {name}
              </Text>
            ))}
          </View>
          {data.sites.map((site) => (
            <View key={`${site.name}-${site.city}`} style={styles.row} wrap={false}>
              <View style={{ width: '25%', paddingRight: 6 }}>
                <Text style={styles.bold}>{site.name}</Text>
                <Text style={styles.small}>{site.city}</Text>
              </View>
              <Text style={[{ width: '18%' }, site.isLate ? styles.bad : {}]}>{site.statusLabel}</Text>
              <Text style={{ width: '12%', textAlign: 'right' }}>{scoreText(site.score)}</Text>
              {site.forms.map((form, index) => (
                <View key={index} style={{ width: formWidth, paddingLeft: 6 }}>
                  <Text>{form.statusLabel}</Text>
                  <Text style={styles.small}>
                    {form.score === null ? '' : `${formatScore(form.score)} / 100`}
                    {form.completedAt ? ` · ${formatDate(form.completedAt)}` : ''}
                  </Text>
                </View>
              ))}
            </View>
          ))}
        </View>
        <View style={styles.footer} fixed>
          <Text>
            Campagne « {data.name} » · document généré le {stamp}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} sur ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
