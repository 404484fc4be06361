/**
 * Which field a server message is about, for useForm's `fieldOf`: every message the content
 * forms' DTOs write starts with the field's Korean name (src/site/dto/site-settings.dto.ts,
 * src/programs/dto/program-form.dto.ts), so the longest name a message starts with is its field.
 * A message that names no field gives undefined (the form shows it above its fields).
 */
export function fieldByLabel<Field extends string>(labels: Record<Field, string>) {
  const byLength = (Object.entries(labels) as [Field, string][]).sort(
    (a, b) => b[1].length - a[1].length,
  );
  return (message: string): Field | undefined =>
    byLength.find(([, label]) => message.startsWith(label))?.[0];
}
