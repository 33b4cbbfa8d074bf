import { filesize } from 'filesize';

/** File sizes as the uploader shows them: kB / MB / GB in the JEDEC convention (1 KB = 1,024 bytes). */
export const sizeText = (bytes: number) => filesize(bytes, { standard: 'jedec' });
