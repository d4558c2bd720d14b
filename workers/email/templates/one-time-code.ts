export function oneTimeCodeEmail({ code, link, siteName, validMinutes }: { language: string; code: string; link: string; siteName: string; validMinutes: number }) {
  return {
    subject: `${code} is your ${siteName} code`,
    text: `Your code: ${code}\nIt is valid for ${validMinutes} minutes.\n${link}`,
    html: `<p>Your code: <strong>${code}</strong></p><p><a href="${link}">${link}</a></p>`,
  };
}
