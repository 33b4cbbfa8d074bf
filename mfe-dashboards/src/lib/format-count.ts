const NUMBER = new Intl.NumberFormat();

/** A count in the reader's language ('1,234'). */
export const formatCount = (count: number) => NUMBER.format(count);
