/** Route ids are positive integers (the API answers 400 to anything else). */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}
