type AgreementLike = {
  status: 'ACTIVE' | 'INACTIVE';
  number: string | null;
  agreementDate: string | null;
  requestDate: string;
};

/** The agreement that speaks for the establishment: the latest active one, else the latest request. */
export function pickCurrentAgreement<T extends AgreementLike>(agreements: readonly T[]): T | null {
  const byLatest = [...agreements].sort((a, b) =>
    (b.agreementDate ?? b.requestDate).localeCompare(a.agreementDate ?? a.requestDate),
  );
  return byLatest.find((agreement) => agreement.status === 'ACTIVE') ?? byLatest[0] ?? null;
}
