/**
 * A provider's answer as it is kept (message_attempt.provider_answer, message.last_error) and
 * shown to the centre: without personal data. SMTP servers often repeat the recipient's address
 * ("550 5.1.1 <parent@example.com>: Recipient address rejected"), and Solapi the number.
 */
export function providerAnswer(text: string | undefined | null, max = 500): string {
  const clean = (text ?? '')
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '(주소)')
    .replace(/\+?\d[\d\s-]{7,}\d/g, '(번호)')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** Rejects with `onTimeout()`'s answer when `work` takes longer than `ms`. */
export async function withinTimeout<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
