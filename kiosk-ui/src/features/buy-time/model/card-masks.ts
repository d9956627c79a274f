import IMask from 'imask';

// The card form's masks, applied to whatever is typed or pasted.

/** #### #### #### ####: 16 digits in fours. */
export const maskCardNumber = (text: string): string => IMask.pipe(text, { mask: '0000 0000 0000 0000' });

/** MM/YY, the month 01 to 12. */
export const maskExpiry = (text: string): string =>
  IMask.pipe(text, {
    mask: 'MM/YY',
    blocks: {
      MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2, autofix: 'pad' },
      YY: { mask: '00' },
    },
  });

/** Three digits. */
export const maskCvc = (text: string): string => IMask.pipe(text, { mask: '000' });

/** A five-digit US ZIP code. */
export const maskZip = (text: string): string => IMask.pipe(text, { mask: '00000' });
