export function buildSignInCodeMail(otp: string) {
  return {
    subject: `Votre code de connexion : ${otp}`,
    text: `Votre code de connexion à Qualité & Conformité est ${otp}. Il est valable 5 minutes. Si vous n'avez rien demandé, ignorez ce message.`,
    html: `<p>Votre code de connexion à <strong>Qualité &amp; Conformité</strong> est :</p><p style="font-size:24px;letter-spacing:4px"><strong>${otp}</strong></p><p>Il est valable 5 minutes. Si vous n'avez rien demandé, ignorez ce message.</p>`,
  };
}
