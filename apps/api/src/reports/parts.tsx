import { formatDate as formatParisDate, formatDateTime } from '@qc/shared/dates';
import type { ReactNode } from 'react';
import { Page, View } from '@react-pdf/renderer';
import { Text } from './text.tsx';
import { styles } from './styles.ts';

export type EstablishmentInfo = {
  name: string;
  legalEntityName: string;
  clientName: string;
  address: string;
  postalCode: string;
  city: string;
};

/** Dates as a French reader expects them, in Paris time (DESIGN §2); « — » when there is none. */
export function formatDate(iso: string | null): string {
  return iso ? formatParisDate(iso) : '—';
}

export function ReportHeader(props: { title: string; subtitle: string; establishment: EstablishmentInfo }) {
  const { establishment } = props;
  return (
    <View style={styles.header}>
      <Text style={styles.brand}>Qualité & Conformité</Text>
      <Text style={styles.title}>{props.title}</Text>
      <Text style={styles.subtitle}>{props.subtitle}</Text>
      <Text style={[styles.subtitle, { marginTop: 6 }]}>
        {establishment.name} · {establishment.legalEntityName} ({establishment.clientName})
      </Text>
      <Text style={styles.small}>
        {establishment.address}, {establishment.postalCode} {establishment.city}
      </Text>
    </View>
  );
}

export function Kpi(props: { label: string; value: string; hint?: string; isAlert?: boolean }) {
  return (
    <View style={styles.kpi}>
      <Text style={styles.kpiLabel}>{props.label}</Text>
      <Text style={[styles.kpiValue, props.isAlert ? styles.bad : {}]}>{props.value}</Text>
      {props.hint ? <Text style={styles.small}>{props.hint}</Text> : null}
    </View>
  );
}

/** A gap's question, as the reports list them: its label, « (impératif) » when it is one, its form and reference below. */
export function GapQuestion({
  gap,
  width,
}: {
  gap: { label: string; isCritical: boolean; formName: string; reference?: string | null };
  width: string;
}) {
  return (
    <View style={{ width, paddingRight: 6 }}>
      <Text>
        {gap.label}
        {gap.isCritical ? <Text style={[styles.bold, styles.bad]}> (impératif)</Text> : null}
      </Text>
      <Text style={styles.small}>
        {gap.formName}
        {gap.reference ? ` · ${gap.reference}` : ''}
      </Text>
    </View>
  );
}

/** On every page: the establishment, when the document was made, and « Page 2 sur 5 ». */
export function Footer({
  generatedAt,
  establishmentName,
  page,
}: {
  generatedAt: Date;
  establishmentName: string;
  /** Given by a Page `layout` (evaluation-report.tsx); else the footer numbers itself with a render prop. */
  page?: { pageNumber: number; totalPages?: number };
}) {
  // formatDateTime keeps one Intl formatter: a page layout calls Footer several times per page (measure, build;
  // page count, then numbers), and building one costs more than the rest of the footer (--cpu-prof).
  const stamp = formatDateTime(generatedAt);
  return (
    <View style={styles.footer} fixed>
      <Text>
        {establishmentName} · document généré le {stamp}
      </Text>
      {page ? (
        <Text>{`Page ${page.pageNumber} sur ${page.totalPages}`}</Text>
      ) : (
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} sur ${totalPages}`} />
      )}
    </View>
  );
}

/**
 * An A4 page whose footer is its `layout`, not a `fixed` child with a render prop: that switches react-pdf 4.9 to
 * its linear pagination engine. The legacy one laid out every remaining question again for each page, twice with
 * a dynamic footer (--cpu-prof: 62 % of a 150-question render, quadratic in pages). Same pixels.
 */
export function NumberedPage({
  generatedAt,
  establishmentName,
  children,
}: {
  generatedAt: Date;
  establishmentName: string;
  children: ReactNode;
}) {
  return (
    <Page
      size="A4"
      style={styles.page}
      wrap
      layout={({ children: laidOut, pageNumber, totalPages }) => (
        <>
          {laidOut}
          <Footer
            generatedAt={generatedAt}
            establishmentName={establishmentName}
            page={{ pageNumber: pageNumber ?? 1, totalPages }}
          />
        </>
      )}
    >
      {children}
    </Page>
  );
}
