import { failed, kb, ms, percent, rate } from './report-format.ts';
import { importRows } from './report-import.ts';
import { type Measures, type Row } from './report-measures.ts';

/** Issue 33 item 4: resident memory at rest with the PDF pool (468 MB measured before ADR 031's amendment). */
export const REST_RSS_BUDGET_MB = 350;
/**
 * "No growth" over a campaign day, with room for what the collector's timing moves (a few tens of MB between two
 * readings of an idle server): a leak of one object per save would exceed it within minutes at 1,000 saves/s.
 */
export const CAMPAIGN_GROWTH_MB = 32;

/** The issue's targets (issue 13's table), each figure against its floor. */
export function buildRows(measures: Measures): Row[] {
  const rows: Row[] = [];
  const tenth = measures.phases.find((phase) => phase.label === '1/10');
  const full = measures.phases.find((phase) => phase.label === 'complet');
  const LIST_LABELS: Record<string, string> = {
    actions: "plan d'action (1 établissement)",
    group: 'vue de groupe (CLIENT_MASTER, 20 → 200 établissements)',
    'group-comparison': "comparaison d'un questionnaire (CLIENT_MASTER)",
    tasks: '« Mes tâches » (DIRECTOR du site de banc)',
    'board-report': 'rapport au CA en XLSX (CLIENT_MASTER)',
  };
  const listLabel = (name: string) => LIST_LABELS[name] ?? name;

  for (const phase of measures.phases) {
    const tag = `[${phase.label}]`;
    rows.push({
      figure: `${tag} /healthz seul (plancher : route Hono nue)`,
      value: rate(phase.healthz),
      target: '≥ 50 % du plancher (req/s)',
      floorRatio: percent(phase.healthz.rps / phase.bare.rps),
      met: !failed(phase.healthz) && phase.healthz.rps >= 0.5 * phase.bare.rps,
    });
    for (const [name, { product, floor }] of Object.entries(phase.lists)) {
      const rpsRatio = product.rps / floor.rps;
      const p95Ratio = product.p95 / floor.p95;
      rows.push({
        figure: `${tag} GET ${listLabel(name)}${name === 'tasks' || name === 'board-report' ? '' : ' pageSize=50'}`,
        value: rate(product),
        target: '≥ 50 % du plancher, p95 ≤ 2×',
        floorRatio: `${percent(rpsRatio)}, p95 ×${p95Ratio.toFixed(2)} (plancher ${rate(floor)})`,
        met: !failed(product, floor) && rpsRatio >= 0.5 && p95Ratio <= 2,
      });
    }
    if (phase.lastPage) {
      const first = phase.lists.establishments?.product;
      const { product, floor, page } = phase.lastPage;
      rows.push({
        figure: `${tag} GET establishments, dernière page (${page})`,
        value: rate(product),
        target: '≥ 80 % des req/s de la 1re page',
        floorRatio: `${percent(product.rps / floor.rps)}, p95 ×${(product.p95 / floor.p95).toFixed(2)} (plancher ${rate(floor)})`,
        met: first ? !failed(product) && product.rps >= 0.8 * first.rps : null,
      });
    }
    if (phase.overview) {
      const { product, floor } = phase.overview;
      rows.push({
        figure: `${tag} GET evaluation-overview (1 établissement)`,
        value: rate(product),
        target: '≥ 50 % du plancher, p95 ≤ 2× (comme les listes)',
        floorRatio: `${percent(product.rps / floor.rps)}, p95 ×${(product.p95 / floor.p95).toFixed(2)} (plancher ${rate(floor)})`,
        met: !failed(product, floor) && product.rps >= 0.5 * floor.rps && product.p95 <= 2 * floor.p95,
      });
    }
    if (phase.save) {
      const { product, floor } = phase.save;
      rows.push({
        figure: `${tag} enregistrement d'une réponse, l'un après l'autre`,
        value: `p50 ${ms(product.p50)}, p95 ${ms(product.p95)}`,
        target: 'p50 ≤ 3 ms (issue 33)',
        floorRatio: `plancher (1 UPDATE) p50 ${ms(floor.p50)} : ×${(product.p50 / floor.p50).toFixed(1)}`,
        met: !failed(product) && product.p50 <= 3,
      });
    }
    for (const { writers, product, floor } of phase.campaign ?? []) {
      const ratio = product.savesPerSecond / floor.savesPerSecond;
      // Issue 33: ≥ 1,000 saves/s at 64 writers with p95 ≤ 50 ms, ≥ 50 % of the floor; no error at any level.
      const atTarget = writers === 64;
      rows.push({
        figure: `${tag} journée de campagne, ${writers} rédactrices (1 évaluation chacune, 4 types de question)`,
        value:
          `${product.savesPerSecond.toFixed(0)} enreg./s, p50 ${ms(product.p50)}, p95 ${ms(product.p95)}, p99 ${ms(product.p99)}, ` +
          `erreurs ${product.errors}, 409 ${product.conflicts}, CPU ${product.cpuMsPerSave.toFixed(2)} ms/enreg. (charge ${product.loadAverage.toFixed(1)})`,
        target: atTarget ? '≥ 1 000 enreg./s, p95 ≤ 50 ms, ≥ 50 % du plancher, 0 erreur' : '0 erreur',
        floorRatio:
          `${percent(ratio)} (plancher ${floor.savesPerSecond.toFixed(0)} enreg./s, p95 ${ms(floor.p95)}, ` +
          `CPU ${floor.cpuMsPerSave.toFixed(2)} ms/enreg., erreurs ${floor.errors})`,
        met:
          product.errors === 0 &&
          floor.errors === 0 &&
          (!atTarget || (product.savesPerSecond >= 1000 && product.p95 <= 50 && ratio >= 0.5)),
      });
    }
    rows.push({
      figure: `${tag} démarrage (lancement → 1er /healthz 200, serveur ${phase.serverMode})`,
      value: ms(phase.startMs),
      target: '≤ 3 s (issue 16)',
      floorRatio: '—',
      met: phase.startMs <= 3000,
    });
    if (phase.restMemory) {
      rows.push({
        figure: `${tag} mémoire du serveur au repos (RSS, fil PDF prêt)`,
        value: `${phase.restMemory.rssMb.toFixed(0)} Mo`,
        target: `≤ ${REST_RSS_BUDGET_MB} Mo (issue 33)`,
        floorRatio: '—',
        met: phase.restMemory.rssMb <= REST_RSS_BUDGET_MB,
      });
    }
    if (phase.campaignMemory) {
      const { writers, seconds, saves, errors, beforeMb, afterMb } = phase.campaignMemory;
      rows.push({
        figure: `${tag} mémoire pendant une journée de campagne (${writers} rédactrices, ${seconds.toFixed(0)} s, ${saves} enreg.)`,
        value: `RSS ${beforeMb.toFixed(0)} → ${afterMb.toFixed(0)} Mo (${afterMb >= beforeMb ? '+' : ''}${(afterMb - beforeMb).toFixed(0)} Mo), erreurs ${errors}`,
        target: `croissance ≤ ${CAMPAIGN_GROWTH_MB} Mo (issue 33 : pas de croissance ; 10 min : --campaign-duration 600)`,
        floorRatio: '—',
        met: errors === 0 && afterMb - beforeMb <= CAMPAIGN_GROWTH_MB,
      });
    }
    if (phase.memory) {
      rows.push({
        figure: `${tag} mémoire du serveur après les mesures (RSS / pic)`,
        value: `${phase.memory.rssMb.toFixed(0)} Mo / ${phase.memory.peakMb.toFixed(0)} Mo`,
        target: '— (relevé)',
        floorRatio: '—',
        met: null,
      });
    }
  }

  if (tenth && full) {
    for (const name of Object.keys(full.lists)) {
      const before = tenth.lists[name]?.product;
      const after = full.lists[name]?.product;
      if (!before || !after) continue;
      const growth = after.p95 / before.p95;
      // The group client itself grows tenfold (20 → 200 sites, all aggregated for the sort): relevé, not a target.
      const groupSized = name.startsWith('group');
      rows.push({
        figure: `GET ${listLabel(name)} : p95 1/10 → complet (×10 données)`,
        value: `${ms(before.p95)} → ${ms(after.p95)} (×${growth.toFixed(2)})`,
        target: groupSized ? '— (relevé : le client a 10× plus de sites)' : 'p95 ×1,5 au plus',
        floorRatio: `plancher ${ms(tenth.lists[name]!.floor.p95)} → ${ms(full.lists[name]!.floor.p95)}`,
        met: groupSized ? null : growth <= 1.5,
      });
    }
  }

  if (full?.reports) {
    const pdf = (name: string, label: string, limitMs: number | null) => {
      const load = full.reports![name];
      if (!load) return;
      rows.push({
        figure: `PDF ${label} (médiane de 5, l'un après l'autre)`,
        value: `p50 ${ms(load.p50)}, max ${ms(load.max)}`,
        target: limitMs === null ? '— (relevé)' : `≤ ${ms(limitMs)}`,
        floorRatio: '—',
        met: limitMs === null ? null : !failed(load) && load.p50 <= limitMs,
      });
    };
    pdf('evaluation100', "d'une évaluation, 100 questions", 500);
    pdf('evaluation150', "d'une évaluation, 150 questions", 1000);
    pdf('synthesis', "de synthèse d'un établissement", null);
    pdf('board', 'du rapport au conseil d’administration (groupe)', null);
  }
  if (full?.healthzDuringPdf) {
    const during = full.healthzDuringPdf;
    rows.push({
      figure: `/healthz pendant le rendu de 4 PDF (${during.samples} requêtes, ${ms(during.renderMs)})`,
      value: `max ${ms(during.max)}, p95 ${ms(during.p95)}`,
      target: '≤ 100 ms',
      floorRatio: `/healthz seul p95 ${ms(full.healthz.p95)}`,
      met: during.pdfs === 4 && during.max <= 100,
    });
  }
  for (const page of full?.pageJs ?? []) {
    rows.push({
      figure: `JavaScript de ${page.path} (${page.files} fichiers, brotli)`,
      value: `${kb(page.compressedBytes)} (${kb(page.uncompressedBytes)} décompressé)`,
      target: page.path === '/auth/login' ? '≤ 150 kB transférés' : '— (relevé)',
      floorRatio: '—',
      // No script at all: the SPA was not served (not built: npm run build -w @qc/web), not a success.
      met: page.files === 0 ? false : page.path === '/auth/login' ? page.compressedBytes <= 150_000 : null,
    });
  }
  if (measures.import) rows.push(...importRows(measures.import, measures.database));
  return rows;
}
