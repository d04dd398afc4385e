import { StyleSheet } from '@react-pdf/renderer';
import { registerReportFonts } from './fonts.ts';

const fontFamily = registerReportFonts();

export const colors = {
  text: '#0f172a',
  muted: '#475569',
  line: '#cbd5e1',
  good: '#166534',
  bad: '#b91c1c',
  accent: '#1d4ed8',
};

export const styles = StyleSheet.create({
  page: { fontFamily, fontSize: 9, color: colors.text, paddingTop: 36, paddingBottom: 48, paddingHorizontal: 36 },
  header: { marginBottom: 12 },
  brand: { fontSize: 8, color: colors.accent, marginBottom: 4 },
  title: { fontSize: 16, fontWeight: 700, marginBottom: 4 },
  subtitle: { fontSize: 10, color: colors.muted },
  section: { marginTop: 14 },
  sectionTitle: { fontSize: 12, fontWeight: 700, marginBottom: 6 },
  kpis: { flexDirection: 'row', gap: 8 },
  kpi: { flexGrow: 1, borderWidth: 1, borderColor: colors.line, borderRadius: 4, padding: 6 },
  kpiLabel: { fontSize: 7, color: colors.muted },
  kpiValue: { fontSize: 14, fontWeight: 700 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colors.line, paddingVertical: 4 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: colors.text, paddingBottom: 3 },
  th: { fontSize: 7, fontWeight: 700, color: colors.muted },
  small: { fontSize: 7, color: colors.muted },
  good: { color: colors.good },
  bad: { color: colors.bad },
  /** A question that does not apply to the establishment (issue 26): greyed, like the screen. */
  notApplicable: { color: colors.muted },
  bold: { fontWeight: 700 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 36,
    right: 36,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7,
    color: colors.muted,
  },
});
