/** The positive integer a panel or dialog prop holds (a number, or a string of digits), or undefined. */
export const idProp = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0
      ? Number(value)
      : undefined;
