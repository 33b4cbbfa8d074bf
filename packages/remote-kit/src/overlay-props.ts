/** The positive integer a panel prop holds, or undefined. */
export const idProp = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0
      ? Number(value)
      : undefined;
